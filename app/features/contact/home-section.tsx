import { PageLinkSection } from "#app/components/home-section";

export function ContactHomeSection() {
  return <PageLinkSection id="contact" path="/contact" />;
}
