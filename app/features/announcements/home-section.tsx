import { Suspense } from "react";
import { Await } from "react-router";
import { PageLinkSection } from "#app/components/home-section";
import { AnnouncementsSkeleton, LiveAnnouncements } from "./announcements-view";
import type { AnnouncementsData } from "./types";

/** Streams in after the first byte (design D2), then stays live. */
export function AnnouncementsHomeSection({ data }: { data: Promise<AnnouncementsData> }) {
  return (
    <PageLinkSection id="announcements" path="/announcements">
      <Suspense fallback={<AnnouncementsSkeleton />}>
        <Await resolve={data}>{(resolved) => <LiveAnnouncements key={resolved.lang} initial={resolved} headingLevel={3} />}</Await>
      </Suspense>
    </PageLinkSection>
  );
}
