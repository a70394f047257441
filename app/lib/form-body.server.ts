import { readUrlEncodedText } from "./limited-body.server";

/** The names a form posts, and the most name=value pairs a body from it may hold: many more are not from the form. */
export interface FormFields {
  known: ReadonlySet<string>;
  maxPairs: number;
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
export function parseFormBody(text: string, { known, maxPairs }: FormFields): Map<string, string> | null {
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
export async function readFormBody(request: Request, fields: FormFields, maxBytes: number): Promise<BodyResult> {
  const body = await readUrlEncodedText(request, maxBytes);
  if (!body.ok) return body;
  const parsed = parseFormBody(body.text, fields);
  return parsed ? { ok: true, fields: parsed } : { ok: false, status: 400 };
}
