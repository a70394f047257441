import { Transform } from "node:stream";
import { Tokenizer } from "htmlparser2";

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
 * did not render, and puts back copies, since the browser acts on a preload or a script as it is inserted.
 *
 * It waits until the page has painted what a visitor sees first: the browser's report of the first contentful paint
 * (a report, since the first frame may paint only backgrounds while the text waits for its font, and the report comes
 * once the frame is on screen), then the images the head preloads at high priority (the home page's first slide, its
 * largest paint) decoded, then a frame that paints them. A frame's callbacks run just before it is painted, so a task
 * queued from one runs after that paint. It reads the preloads above it in the head, so a page still streaming in
 * hydrates what has come. A hidden tab paints nothing, so there it does not wait.
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
const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const contentfulPaint = () => new Promise((resolve) => {
if (!self.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return afterFrame().then(resolve);
new PerformanceObserver((entries, observer) => {
if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
observer.disconnect();
resolve();
}).observe({ type: "paint", buffered: true });
});
const firstImages = [...document.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]')].map((link) => {
const image = new Image();
image.sizes = link.getAttribute("imagesizes") ?? "";
image.srcset = link.getAttribute("imagesrcset") ?? "";
if (link.hasAttribute("href")) image.src = link.href;
return image;
});
const firstImagesDecoded = () => Promise.all(firstImages.map((image) => image.decode().catch(() => undefined)));
const hidden = new Promise((resolve) => document.addEventListener("visibilitychange", resolve, { once: true }));
if (document.visibilityState !== "visible") restore();
else Promise.race([hidden, contentfulPaint().then(firstImagesDecoded).then(afterFrame)]).then(restore);
})();`;

/** A change to the document: the text from `start` to `end` (offsets in the input) becomes `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Attribute {
  name: string;
  nameStart: number;
  nameEnd: number;
  valueStart: number;
  valueEnd: number;
}

/**
 * The rewrite as a byte stream for the response; `nonce` is this response's, or the mark of a page kept by hash.
 *
 * A tokenizer reads the document up to the end of React Router's module script, noting where the two attribute values
 * and the `async` to change are; nothing else is copied or written again, and the restoring script follows. Everything
 * after the module script passes on unread: the root renders `<Scripts>` early in the head, so that is the rest of
 * the head, the body and the streamed parts.
 *
 * What it writes is held until the writer calls `flush()`, as React does at the end of each piece it sends (the shell,
 * each part as it resolves), and passed on as one chunk once the event loop's turn ends, so the response's compressor
 * flushes once per piece rather than once per tag, and once for all the pieces of one turn: parts made from data the
 * server holds resolve in the same turn as the shell, and a page built only from them goes out in one flush.
 *
 * The tokenizer reads the bytes as Latin-1, one character a byte: tags and attribute names are ASCII, and no byte of a
 * multi-byte UTF-8 letter is, so offsets are byte offsets and the bytes pass on exactly as they came, never decoded
 * and encoded again. What it puts in (the new attribute values and name, the restoring script, the nonce) is ASCII.
 */
export function deferHydrationStream(nonce: string): Transform & { flush: () => void } {
  /** The input read and not yet released (at most the tag being read), and where it starts in the whole input. */
  let unsent = "";
  let unsentFrom = 0;
  /** The input is whole up to here: no tag read so far is still open, so every change before it is known. */
  let knownUpTo = 0;
  /** Where the rewrite ended, once the module script has been put back; from there the bytes pass on as is. */
  let rewrittenUpTo: number | undefined;
  const edits: Edit[] = [];
  /** What the next flush passes on: the rewritten input as Latin-1 text, then the bytes after it as they came. */
  const held: (string | Buffer)[] = [];
  const source = (start: number, end: number) => unsent.slice(start - unsentFrom, end - unsentFrom);

  let tagName = "";
  let attributes: Attribute[] = [];
  let inModuleScript = false;
  const valueOf = (name: string) => attributes.find((attribute) => attribute.name === name);
  const setValue = (attribute: Attribute, text: string) =>
    edits.push({ start: attribute.valueStart, end: attribute.valueEnd, text });

  const openTagEnded = (endIndex: number) => {
    const rel = valueOf("rel");
    const type = valueOf("type");
    if (tagName === "link" && rel && source(rel.valueStart, rel.valueEnd) === "modulepreload") {
      setValue(rel, INERT_PRELOAD);
    } else if (tagName === "script" && type && source(type.valueStart, type.valueEnd) === "module" && !inModuleScript) {
      setValue(type, INERT_MODULE);
      // A data block takes no `async`; the restoring script gives it back.
      const async = valueOf("async");
      if (async) edits.push({ start: async.nameStart, end: async.nameEnd, text: HELD_ASYNC });
      inModuleScript = true;
    }
    knownUpTo = endIndex + 1;
  };

  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        tagName = source(start, end).toLowerCase();
        attributes = [];
      },
      onattribname(start, end) {
        attributes.push({
          name: source(start, end).toLowerCase(),
          nameStart: start,
          nameEnd: end,
          valueStart: end,
          valueEnd: end,
        });
      },
      onattribdata(start, end) {
        const attribute = attributes.at(-1);
        if (!attribute) return;
        if (attribute.valueStart === attribute.nameEnd) attribute.valueStart = start;
        attribute.valueEnd = end;
      },
      onattribend: () => undefined,
      onattribentity: () => undefined,
      onopentagend: openTagEnded,
      onselfclosingtag: openTagEnded,
      onclosetag(start, endIndex) {
        knownUpTo = endIndex + 1;
        if (!inModuleScript || source(start, endIndex).toLowerCase() !== "script") return;
        rewrittenUpTo = endIndex + 1;
        tokenizer.pause();
      },
      ontext(_start, end) {
        knownUpTo = end;
      },
      ontextentity: () => undefined,
      oncomment(_start, endIndex) {
        knownUpTo = endIndex + 1;
      },
      oncdata(_start, endIndex) {
        knownUpTo = endIndex + 1;
      },
      ondeclaration(_start, endIndex) {
        knownUpTo = endIndex + 1;
      },
      onprocessinginstruction(_start, endIndex) {
        knownUpTo = endIndex + 1;
      },
      onend: () => undefined,
    },
  );

  /**
   * Moves the input up to `upTo`, with its changes made, to what is held for the next flush; only the tag still being
   * read stays behind.
   */
  const release = (upTo: number) => {
    let at = unsentFrom;
    while (edits[0] && edits[0].start < upTo) {
      const edit = edits.shift() as Edit;
      held.push(source(at, edit.start), edit.text);
      at = edit.end;
    }
    held.push(source(at, upTo));
    unsent = unsent.slice(upTo - unsentFrom);
    unsentFrom = upTo;
  };

  const passOn = () => {
    if (held.length === 0) return;
    const chunk = Buffer.concat(held.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : part)));
    held.length = 0;
    if (chunk.length > 0 && !body.destroyed) body.push(chunk);
  };
  let passOnScheduled = false;
  /** Each flush wakes a compressor thread that takes a core from the rendering; one flush a turn is enough. */
  const passOnAfterThisTurn = () => {
    if (passOnScheduled) return;
    passOnScheduled = true;
    setImmediate(() => {
      passOnScheduled = false;
      passOn();
    });
  };

  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (rewrittenUpTo !== undefined) held.push(chunk);
      else {
        const text = chunk.toString("latin1");
        unsent += text;
        tokenizer.write(text);
        if (rewrittenUpTo === undefined) release(knownUpTo);
        else {
          const rest = unsent.slice(rewrittenUpTo - unsentFrom);
          release(rewrittenUpTo);
          held.push(`<script${nonce ? ` nonce="${nonce}"` : ""}>${RESTORE_AFTER_PAINT}</script>`, rest);
          unsent = "";
        }
      }
      callback();
    },
    flush(callback) {
      if (rewrittenUpTo === undefined) release(unsentFrom + unsent.length);
      passOn();
      callback();
    },
  });
  return Object.assign(body, { flush: passOnAfterThisTurn });
}
