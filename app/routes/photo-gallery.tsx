import { SubPageLayout } from "#app/components/sub-page-layout";
import { GalleryView } from "#app/features/gallery/gallery-view";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/photo-gallery";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Page() {
  return (
    <SubPageLayout path="/communication-events/photo-gallery">
      <GalleryView />
    </SubPageLayout>
  );
}
