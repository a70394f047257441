import { PageLinkSection } from "#app/components/home-section";
import { ParishOffice } from "./parish-office";
import { ContactForm } from "./contact-form";

/**
 * The home page's contact section: the office's details and the same form as /contact, posting to its action. Always
 * rendered: the form's status line is fixed to the screen.
 */
export function ContactHomeSection() {
  return (
    <PageLinkSection id="contact" path="/contact" renderNearScreen={false}>
      <div className="grid gap-10 lg:grid-cols-2">
        <ParishOffice headingLevel={3} />
        <ContactForm headingLevel={3} />
      </div>
    </PageLinkSection>
  );
}
