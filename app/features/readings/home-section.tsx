import { PageLinkSection } from "#app/components/home-section";

export function ReadingsHomeSection({ data }: { data: Promise<null> }) {
  void data;
  return <PageLinkSection id="readings" path="/readings" />;
}
