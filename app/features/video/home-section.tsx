import { PageLinkSection } from "#app/components/home-section";

export function OnlineMassHomeSection({ data }: { data: Promise<null> }) {
  void data;
  return <PageLinkSection id="online-mass" path="/online-mass" />;
}
