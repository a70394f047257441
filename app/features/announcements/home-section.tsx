import { Suspense } from "react";
import { Await } from "react-router";
import type { ReadyOrStreamed } from "#app/lib/ready-or-streamed";
import { PageLinkSection } from "#app/components/home-section";
import { useSiteContent } from "#app/features/content/site-content";
import { AnnouncementsSkeleton, LiveAnnouncements } from "./announcements-view";
import type { AnnouncementsData } from "./types";

/** Streams in after the first byte unless held, then stays live; below them, the newest bulletin the office uploaded. */
export function AnnouncementsHomeSection({ data }: { data: ReadyOrStreamed<AnnouncementsData> }) {
  const latestBulletin = useSiteContent().latestBulletin;
  return (
    <PageLinkSection
      id="announcements"
      path="/announcements"
      moreLinks={latestBulletin ? [{ to: latestBulletin.href, label: latestBulletin.label }] : []}
    >
      <Suspense fallback={<AnnouncementsSkeleton />}>
        <Await resolve={data}>
          {(resolved) => <LiveAnnouncements key={resolved.lang} initial={resolved} headingLevel={3} />}
        </Await>
      </Suspense>
    </PageLinkSection>
  );
}
