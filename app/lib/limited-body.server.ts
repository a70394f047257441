export type LimitedBody = { ok: true; text: string } | { ok: false; status: 400 | 413 };

/**
 * Reads and forgets the rest of a body that is too large, while the answer goes out. Cancelling it instead would reset
 * the connection, and the visitor's browser, still sending, would show a network error instead of the answer.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The visitor went away: nothing is left to read.
  }
}

async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void discardRest(reader);
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

/**
 * A posted `application/x-www-form-urlencoded` body as text, read with a byte limit so an oversized post never
 * reaches memory whole: 413 when it is (or says it is) too large, 400 when it is not such a form or not UTF-8.
 */
export async function readUrlEncodedText(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d+$/.test(declared)) return { ok: false, status: 400 };
    if (Number(declared) > maxBytes) {
      if (request.body) void discardRest(request.body.getReader());
      return { ok: false, status: 413 };
    }
  }
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" || !request.body) return { ok: false, status: 400 };
  const bytes = await readAtMost(request.body, maxBytes);
  if (bytes === null) return { ok: false, status: 413 };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, status: 400 };
  }
}
