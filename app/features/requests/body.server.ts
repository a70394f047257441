import { readUrlEncodedText } from "#app/lib/limited-body.server";
import { type FormSpec, HONEYPOT_FIELD, inputNames } from "./form-spec";

/** Far above the largest valid form (5,000 Vietnamese characters percent-encoded are about 45 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The names a form posts; a body with many more pairs than that is not from the form. */
export function formFields(spec: FormSpec): { known: ReadonlySet<string>; maxPairs: number } {
  const known = new Set([...inputNames(spec), HONEYPOT_FIELD]);
  return { known, maxPairs: known.size + 10 };
}

export type BodyResult = { ok: true; fields: Map<string, string> } | { ok: false; status: 400 | 413 };

function decodeComponent(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/** Strict application/x-www-form-urlencoded: valid UTF-8, valid escapes, each known field at most once. */
export function parseFormBody(
  text: string,
  { known, maxPairs }: ReturnType<typeof formFields>,
): Map<string, string> | null {
  const fields = new Map<string, string>();
  if (text === "") return fields;
  const pairs = text.split("&");
  if (pairs.length > maxPairs) return null;
  for (const pair of pairs) {
    const [rawName = "", ...rest] = pair.split("=");
    const name = decodeComponent(rawName);
    const value = decodeComponent(rest.join("="));
    if (name === null || value === null || name === "") return null;
    if (!known.has(name)) continue;
    if (fields.has(name)) return null;
    fields.set(name, value);
  }
  return fields;
}

/** Reads the posted form with a byte limit before parsing: 413 when too large, 400 when malformed. */
export async function readFormBody(request: Request, spec: FormSpec, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const body = await readUrlEncodedText(request, maxBytes);
  if (!body.ok) return body;
  const fields = parseFormBody(body.text, formFields(spec));
  return fields ? { ok: true, fields } : { ok: false, status: 400 };
}
