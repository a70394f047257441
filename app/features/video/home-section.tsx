import { PageLinkSection } from "#app/components/home-section";
import type { ReadyOrStreamed } from "#app/lib/ready-or-streamed";
import { StreamedVideo } from "./streamed-video";
import type { VideoRecord } from "./video";

export function OnlineMassHomeSection({ data }: { data: ReadyOrStreamed<VideoRecord | null> }) {
  return (
    <PageLinkSection id="online-mass" path="/online-mass">
      <StreamedVideo data={data} headingLevel={3} />
    </PageLinkSection>
  );
}
