import "#app/features/bulletin/bulletin-print.css";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { BulletinView } from "#app/features/bulletin/bulletin-view";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/bulletin";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Page() {
  return (
    <SubPageLayout path="/communication-events/bulletin">
      <BulletinView />
    </SubPageLayout>
  );
}
