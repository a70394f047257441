import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { RewritingStream } from "parse5-html-rewriting-stream";

/**
 * Every page is server-rendered and works before any script runs: links, forms and the menus are plain HTML. So on a
 * slow phone the stylesheet and the page's first screen come first, and the code that hydrates it is only fetched once
 * the page has painted. React Router's `<Scripts>` preloads its modules in the head and imports them at once, and
 * offers no way to wait, so as the document leaves React (an HTML tokenizer, not text matching):
 * - its `<link rel="modulepreload">` tags and its module script are given a `rel` and a `type` the browser ignores;
 * - a small script after the module script puts them back as React Router wrote them once the page has painted, and
 *   the browser then fetches and runs them. Hydration finds the document exactly as React Router rendered it.
 */
export const INERT_PRELOAD = "modulepreload-after-paint";
/** A data block's type (any valid MIME type that is not JavaScript's), which the browser neither fetches nor runs. */
export const INERT_MODULE = "text/x-module-after-paint";
const HELD_ASYNC = "data-async";

/**
 * Our own script, fixed at build time. It takes itself out of the document first, so hydration meets no node React
 * did not render, and puts back copies, since the browser acts on a preload or a script as it is inserted. A frame's
 * callbacks run just before it is painted, so a task queued from one runs after that paint; a hidden tab paints
 * nothing.
 */
export const RESTORE_AFTER_PAINT = `(() => {
const held = document.currentScript.previousElementSibling;
document.currentScript.remove();
const restore = () => {
for (const link of document.querySelectorAll('link[rel="${INERT_PRELOAD}"]')) link.replaceWith(Object.assign(link.cloneNode(), { rel: "modulepreload" }));
const script = Object.assign(held.cloneNode(true), { type: "module", nonce: held.nonce });
if (script.hasAttribute("${HELD_ASYNC}")) {
script.removeAttribute("${HELD_ASYNC}");
script.setAttribute("async", "");
}
held.replaceWith(script);
};
document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(restore)) : restore();
})();`;

/** A rewriter whose output goes straight, in order, to an array: a stream's buffering would only defer it. */
class HeldRewriter extends RewritingStream {
  constructor(private readonly held: string[]) {
    super();
  }

  override push(chunk: unknown): boolean {
    if (typeof chunk === "string") this.held.push(chunk);
    return chunk === null ? super.push(null) : true;
  }
}

/**
 * The rewrite as a byte stream for the response; `nonce` is this response's, or empty for a page kept by hash.
 *
 * Only the document up to React Router's module script is tokenized: everything after it (the rest of the body and the
 * streamed parts) passes on as it came. What it writes is held until the writer calls `flush()`, as React does at the
 * end of each piece it sends (the shell, each part as it resolves), and then passed on as one chunk, so the response's
 * compressor flushes once per piece rather than once per tag.
 */
export function deferHydrationStream(nonce: string): Transform & { flush: () => void } {
  const decoder = new StringDecoder("utf8");
  const held: string[] = [];
  const rewriter = new HeldRewriter(held);
  let inModuleScript = false;
  /** Where in the input the rewrite ended, once the module script has been put back; from there text passes on as is. */
  let rewrittenUpTo: number | undefined;
  /** How much input the rewriter had been given before the chunk it is reading. */
  let read = 0;
  rewriter.on("startTag", (tag, raw) => {
    const rel = tag.attrs.find((attr) => attr.name === "rel");
    const type = tag.attrs.find((attr) => attr.name === "type");
    if (tag.tagName === "link" && rel?.value === "modulepreload") rel.value = INERT_PRELOAD;
    else if (tag.tagName === "script" && type?.value === "module" && !inModuleScript) {
      type.value = INERT_MODULE;
      // A data block takes no `async`; the restoring script gives it back.
      for (const attr of tag.attrs) if (attr.name === "async") attr.name = HELD_ASYNC;
      inModuleScript = true;
    } else return rewriter.emitRaw(raw);
    rewriter.emitStartTag(tag);
  });
  rewriter.on("endTag", (tag, raw) => {
    rewriter.emitRaw(raw);
    if (tag.tagName !== "script" || !inModuleScript) return;
    rewriter.emitRaw(`<script${nonce ? ` nonce="${nonce}"` : ""}>${RESTORE_AFTER_PAINT}</script>`);
    if (!tag.sourceCodeLocation) return;
    rewrittenUpTo = tag.sourceCodeLocation.endOffset;
    rewriter.stop();
  });

  const passOn = () => {
    if (held.length === 0) return;
    body.push(held.join(""));
    held.length = 0;
  };
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (rewrittenUpTo !== undefined) held.push(text);
      else {
        rewriter.write(text);
        if (rewrittenUpTo !== undefined) held.push(text.slice(rewrittenUpTo - read));
        read += text.length;
      }
      callback();
    },
    flush(callback) {
      const rest = decoder.end();
      if (rewrittenUpTo !== undefined) {
        held.push(rest);
        passOn();
        return callback();
      }
      rewriter.once("finish", () => {
        passOn();
        callback();
      });
      rewriter.end(rest);
    },
  });
  rewriter.on("error", (error: Error) => body.destroy(error));
  return Object.assign(body, { flush: passOn });
}
