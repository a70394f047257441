import { PageLinkSection } from "#app/components/home-section";

export function MemorialHomeSection({ data }: { data: Promise<null> }) {
  void data;
  return <PageLinkSection id="memorial" path="/obituary" />;
}
