import { Suspense } from "react";
import { Await } from "react-router";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { loadAnnouncements } from "#app/features/announcements/announcements.server";
import { AnnouncementsSkeleton, LiveAnnouncements } from "#app/features/announcements/announcements-view";
import { requestLanguage } from "#app/i18n/language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/announcements";
import { KEPT_PAGE } from "#app/lib/kept-page";
import { readyOrStreamed } from "#app/lib/ready-or-streamed.server";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function loader({ request }: Route.LoaderArgs) {
  const [announcements] = await readyOrStreamed(loadAnnouncements(requestLanguage(request)));
  return { announcements };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SubPageLayout path="/announcements">
      <Suspense fallback={<AnnouncementsSkeleton />}>
        <Await resolve={loaderData.announcements}>
          {(data) => <LiveAnnouncements key={data.lang} initial={data} headingLevel={2} />}
        </Await>
      </Suspense>
    </SubPageLayout>
  );
}
