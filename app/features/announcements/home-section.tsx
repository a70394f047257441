import { Suspense } from "react";
import { Streamed } from "#app/components/streamed";
import { PageLinkSection } from "#app/components/home-section";
import { AnnouncementsSkeleton, LiveAnnouncements } from "./announcements-view";
import type { AnnouncementsData } from "./types";

/** Streams in after the first byte, then stays live. */
export function AnnouncementsHomeSection({ data }: { data: Promise<AnnouncementsData> }) {
  return (
    <PageLinkSection id="announcements" path="/announcements">
      <Suspense fallback={<AnnouncementsSkeleton />}>
        <Streamed resolve={data}>{(resolved) => <LiveAnnouncements key={resolved.lang} initial={resolved} headingLevel={3} />}</Streamed>
      </Suspense>
    </PageLinkSection>
  );
}
