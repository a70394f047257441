import type { Language } from "#app/i18n/language";
import { type RequestKind, requestApiPath, type RequestResult } from "./form-spec";

/** One of the server's answers (app/routes/api/requests.ts); anything else came from something in between. */
function isRequestResult(value: unknown): value is RequestResult {
  const status = (value as { status?: unknown } | null)?.status;
  return status === "sent" || status === "invalid" || status === "error";
}

const noAnswer = (reason: "unreachable" | "failed"): RequestResult => ({ status: "error", reason });

/**
 * Posts a form to its /api/requests address and reads the answer. A connection that fails is "unreachable"; an answer
 * that is not the server's (a proxy's error page while the site restarts) is "failed". Either way the form keeps what
 * was typed.
 */
export async function sendRequestForm(
  form: HTMLFormElement,
  kind: RequestKind,
  lang: Language,
): Promise<RequestResult> {
  // The forms have text fields, boxes and radio buttons only, so their entries are the name-value pairs URLSearchParams takes.
  const body = new URLSearchParams(new FormData(form) as unknown as string[][]);
  try {
    const response = await fetch(`${requestApiPath(kind)}?lang=${lang}`, { method: "POST", body });
    const answer: unknown = await response.json().catch(() => null);
    return isRequestResult(answer) ? answer : noAnswer("failed");
  } catch {
    return noAnswer("unreachable");
  }
}
