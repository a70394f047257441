import { SubPageLayout } from "#app/components/sub-page-layout";
import { loadMemorials } from "#app/features/announcements/announcements.server";
import { StreamedMemorialList } from "#app/features/announcements/memorial-list";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/obituary";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader() {
  return { memorials: loadMemorials() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SubPageLayout path="/obituary">
      <StreamedMemorialList data={loaderData.memorials} explainFailure />
    </SubPageLayout>
  );
}
