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
export const INERT_MODULE = "module-after-paint";

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
held.replaceWith(Object.assign(held.cloneNode(true), { type: "module", nonce: held.nonce }));
};
document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(restore)) : restore();
})();`;

/** The rewrite as a byte stream for the response; `nonce` is this response's, or empty for a page kept by hash. */
export function deferHydrationStream(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  const rewriter = new RewritingStream();
  let inModuleScript = false;
  rewriter.on("startTag", (tag, raw) => {
    const rel = tag.attrs.find((attr) => attr.name === "rel");
    const type = tag.attrs.find((attr) => attr.name === "type");
    if (tag.tagName === "link" && rel?.value === "modulepreload") rel.value = INERT_PRELOAD;
    else if (tag.tagName === "script" && type?.value === "module") {
      type.value = INERT_MODULE;
      inModuleScript = true;
    } else return rewriter.emitRaw(raw);
    rewriter.emitStartTag(tag);
  });
  rewriter.on("endTag", (tag, raw) => {
    rewriter.emitRaw(raw);
    if (tag.tagName !== "script" || !inModuleScript) return;
    inModuleScript = false;
    rewriter.emitRaw(`<script${nonce ? ` nonce="${nonce}"` : ""}>${RESTORE_AFTER_PAINT}</script>`);
  });

  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      rewriter.write(decoder.write(chunk));
      callback();
    },
    flush(callback) {
      rewriter.once("end", () => callback());
      rewriter.end(decoder.end());
    },
  });
  rewriter.on("data", (text: string) => body.push(text));
  rewriter.on("error", (error: Error) => body.destroy(error));
  return body;
}
