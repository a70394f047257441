import { PageLinkSection } from "#app/components/home-section";

export function EventsHomeSection() {
  return <PageLinkSection id="events" path="/events" />;
}
