import { type FormSpec, HONEYPOT_FIELD, inputNames } from "./form-spec";

/** Far above the largest valid form (5,000 Vietnamese characters percent-encoded are about 45 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** The names a form posts; a body with many more pairs than that is not from the form. */
export function formFields(spec: FormSpec): { known: ReadonlySet<string>; maxPairs: number } {
  const known = new Set([...inputNames(spec), HONEYPOT_FIELD]);
  return { known, maxPairs: known.size + 10 };
}

export type BodyResult = { ok: true; fields: Map<string, string> } | { ok: false; status: 400 | 413 };

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decodeComponent(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/** Strict application/x-www-form-urlencoded: valid UTF-8, valid escapes, each known field at most once. */
export function parseFormBody(text: string, { known, maxPairs }: ReturnType<typeof formFields>): Map<string, string> | null {
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
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d+$/.test(declared)) return { ok: false, status: 400 };
    if (Number(declared) > maxBytes) return { ok: false, status: 413 };
  }
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" || !request.body) return { ok: false, status: 400 };
  const bytes = await readLimited(request.body, maxBytes);
  if (bytes === null) return { ok: false, status: 413 };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400 };
  }
  const fields = parseFormBody(text, formFields(spec));
  return fields ? { ok: true, fields } : { ok: false, status: 400 };
}
