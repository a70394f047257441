import { PageLinkSection } from "#app/components/home-section";

export function CalendarHomeSection() {
  return <PageLinkSection id="calendar" path="/calendar" />;
}
