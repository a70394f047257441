import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { EMBEDDED_FILES_PATH } from "#app/features/content/images.server";

/** A bulletin is a few megabytes; anything far larger is not read. */
const MAX_PDF_BYTES = 40_000_000;
const FETCH_TIMEOUT_MS = 15_000;
/** A file that could not be read is tried again after this long, not on every change of the content. */
const RETRY_AFTER_MS = 10 * 60_000;

export interface PdfTextOptions {
  /** Where extracted texts are kept across restarts; none when unset. */
  dir?: string;
  /** The embedded dataset's files folder, for addresses under /content-files. */
  embeddedFilesDir: string;
  now?: () => number;
}

export interface PdfTexts {
  /** The text of the PDF at this address; "" when it cannot be read. Each file is read once: its address names its content. */
  text(url: string): Promise<string>;
}

export function createPdfTexts({ dir, embeddedFilesDir, now = Date.now }: PdfTextOptions): PdfTexts {
  const kept = new Map<string, Promise<string>>();
  const failedAt = new Map<string, number>();

  async function bytes(url: string): Promise<Uint8Array> {
    if (url.startsWith(`${EMBEDDED_FILES_PATH}/`))
      return new Uint8Array(await readFile(join(embeddedFilesDir, basename(url))));
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the PDF answered ${response.status}`);
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.length > MAX_PDF_BYTES) throw new Error(`the PDF is too large (${body.length} bytes)`);
    return body;
  }

  async function extract(url: string): Promise<string> {
    const file = dir ? join(dir, `${createHash("sha256").update(url).digest("hex")}.txt`) : null;
    const saved = file ? await readFile(file, "utf8").catch(() => null) : null;
    if (saved !== null) return saved;
    const { text } = await extractText(await getDocumentProxy(await bytes(url)), { mergePages: true });
    if (file && dir) await mkdir(dir, { recursive: true }).then(() => writeFile(file, text));
    return text;
  }

  return {
    text(url) {
      const failed = failedAt.get(url);
      if (failed !== undefined && now() - failed < RETRY_AFTER_MS) return Promise.resolve("");
      let text = kept.get(url);
      if (!text) {
        text = extract(url).catch((error: unknown) => {
          console.error(
            `The text of the bulletin ${url} cannot be read for the search: ${error instanceof Error ? error.message : String(error)}`,
          );
          kept.delete(url);
          failedAt.set(url, now());
          return "";
        });
        kept.set(url, text);
      }
      return text;
    },
  };
}
