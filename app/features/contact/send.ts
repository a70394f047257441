import type { Language } from "#app/i18n/language";
import type { ContactResult } from "./schema";

/** One of the server's answers (app/routes/api/contact.ts); anything else came from something in between. */
function isContactResult(value: unknown): value is ContactResult {
  const status = (value as { status?: unknown } | null)?.status;
  return status === "sent" || status === "invalid" || status === "error";
}

const noAnswer = (reason: "unreachable" | "failed"): ContactResult => ({ status: "error", reason });

/**
 * Posts the form to /api/contact and reads the answer. A connection that fails is "unreachable"; an answer that is not
 * the server's (a proxy's error page while the site restarts) is "failed". Either way the form keeps what was typed.
 */
export async function sendContactForm(form: HTMLFormElement, lang: Language): Promise<ContactResult> {
  // The form has text fields only, so its entries are the name-value pairs URLSearchParams takes.
  const body = new URLSearchParams(new FormData(form) as unknown as string[][]);
  try {
    const response = await fetch(`/api/contact?lang=${lang}`, { method: "POST", body });
    const answer: unknown = await response.json().catch(() => null);
    return isContactResult(answer) ? answer : noAnswer("failed");
  } catch {
    return noAnswer("unreachable");
  }
}
