import { PageLinkSection } from "#app/components/home-section";
import { StreamedMemorialList } from "./memorial-list";
import type { MemorialsData } from "./types";

export function MemorialHomeSection({ data }: { data: Promise<MemorialsData> }) {
  return (
    <PageLinkSection id="memorial" path="/obituary">
      <StreamedMemorialList data={data} />
    </PageLinkSection>
  );
}
