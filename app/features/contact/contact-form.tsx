import { RequestForm } from "#app/features/requests/request-form";
import type { RequestResult } from "#app/features/requests/form-spec";
import { contactSpec } from "#app/features/requests/contact-spec";

interface ContactFormProps {
  headingLevel?: 2 | 3;
  /** The answer to a post made without JavaScript (the route's action data). */
  result?: RequestResult;
  /** From `?subject=` (the Register and Submit Photos links). */
  subject?: string;
}

/** The "Send a Message" form, on /contact and the home page; it posts to the /contact action. */
export function ContactForm({ headingLevel = 2, result, subject = "" }: ContactFormProps) {
  return (
    <RequestForm
      spec={contactSpec}
      path="/contact"
      headingLevel={headingLevel}
      result={result}
      prefill={subject ? { subject } : undefined}
    />
  );
}
