import { PageLinkSection } from "#app/components/home-section";

export function AnnouncementsHomeSection({ data }: { data: Promise<null> }) {
  void data;
  return <PageLinkSection id="announcements" path="/announcements" />;
}
