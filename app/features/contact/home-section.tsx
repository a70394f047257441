import { PageLinkSection } from "#app/components/home-section";
import type { Clergy } from "./clergy";
import { ParishOffice } from "./parish-office";
import { ContactForm } from "./contact-form";

/** The home page's contact section: the office's details and the same form as /contact, posting to its action. */
export function ContactHomeSection({ clergy }: { clergy: readonly Clergy[] }) {
  return (
    <PageLinkSection id="contact" path="/contact">
      <div className="grid gap-10 lg:grid-cols-2">
        <ParishOffice headingLevel={3} clergy={clergy} />
        <ContactForm headingLevel={3} />
      </div>
    </PageLinkSection>
  );
}
