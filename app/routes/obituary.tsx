import { SubPageLayout } from "#app/components/sub-page-layout";
import { loadMemorials } from "#app/features/announcements/announcements.server";
import { StreamedMemorialList } from "#app/features/announcements/memorial-list";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/obituary";
import { KEPT_PAGE } from "#app/lib/kept-page";
import { readyOrStreamed } from "#app/lib/ready-or-streamed.server";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function loader() {
  const [memorials] = await readyOrStreamed(loadMemorials());
  return { memorials };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SubPageLayout path="/obituary">
      <StreamedMemorialList data={loaderData.memorials} explainFailure />
    </SubPageLayout>
  );
}
