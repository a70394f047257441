import { Transform } from "node:stream";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_PRELOAD_BYTES = Buffer.from(MODULE_PRELOAD);

/**
 * The pages are server-rendered and readable before any script runs, so on a slow phone connection the stylesheet,
 * the fonts and the first slide should come before the code that hydrates them. React Router's `<Scripts>` preloads
 * its modules at the browser's high script priority and offers no way to change that, so the priority is lowered here.
 */
function lowerModulePreloadPriority(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}

/** How many bytes at the end of `chunk` could be the start of a module preload tag cut by a chunk boundary. */
function possibleTagStartLength(chunk: Buffer): number {
  for (let length = Math.min(MODULE_PRELOAD_BYTES.length - 1, chunk.length); length > 0; length -= 1) {
    if (chunk.subarray(chunk.length - length).equals(MODULE_PRELOAD_BYTES.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * The streaming form of `lowerModulePreloadPriority`: React writes the document in small chunks, so a tag may be cut
 * in two. Only the bytes that could begin a tag are held back, so a streamed page is never delayed for nothing.
 */
export function lowerModulePreloadPriorityStream(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = Buffer.concat([held, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)]);
      const keep = possibleTagStartLength(text);
      held = text.subarray(text.length - keep);
      callback(null, Buffer.from(lowerModulePreloadPriority(text.subarray(0, text.length - keep).toString("latin1")), "latin1"));
    },
    flush(callback) {
      callback(null, held);
    },
  });
}
