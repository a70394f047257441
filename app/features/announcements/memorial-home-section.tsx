import { PageLinkSection } from "#app/components/home-section";
import type { ReadyOrStreamed } from "#app/lib/ready-or-streamed";
import { StreamedMemorialList } from "./memorial-list";
import type { MemorialsData } from "./types";

export function MemorialHomeSection({ data }: { data: ReadyOrStreamed<MemorialsData> }) {
  return (
    <PageLinkSection id="memorial" path="/obituary">
      <StreamedMemorialList data={data} />
    </PageLinkSection>
  );
}
