import { Transform } from "node:stream";

/**
 * Every page is server-rendered and works before any script runs: links, forms and the menus are plain HTML. So on a
 * slow phone the stylesheet and the page's first screen come first, and the code that hydrates it is only fetched once
 * the page has painted. React Router's `<Scripts>` preloads its modules in the head and imports them at once, and
 * offers no way to wait, so the document is rewritten as it leaves React:
 * - its `<link rel="modulepreload">` tags are taken out and their addresses kept;
 * - its module script waits for the first paint, then preloads those addresses and imports the same modules, so the
 *   manifest and the route modules reach React Router exactly as before.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const MODULE_SCRIPT_OPENER = /<script\b[^>]*\btype="module"[^>]*>/;
const SCRIPT_CLOSER = "</script>";
const MODULE_SCRIPT = new RegExp(`(${MODULE_SCRIPT_OPENER.source})([\\s\\S]*?)${SCRIPT_CLOSER}`, "g");
const MODULE_SCRIPT_OPENERS = new RegExp(MODULE_SCRIPT_OPENER, "g");
const STATIC_IMPORT = /\bimport (?:\* as (\w+) from )?("[^"\\]+");/g;
const WATCHED_TAGS = ["<link", "<script"];

/** A frame's callbacks run just before it is painted, so a task queued from one runs after that paint. A hidden tab paints nothing. */
const waitForFirstPaint =
  'if (document.visibilityState === "visible") await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));\n';

/** React Router's module script, with its static imports turned into imports made after the first paint. */
export function deferModuleScript(body: string, preloads: readonly string[]): string {
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name = "", specifier = ""]) => ({ name, specifier }));
  if (imports.length === 0) return body;
  const preload = `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n`;
  const names = imports.map(({ name }) => name).join(", ");
  const load = `const [${names}] = await Promise.all([${imports.map(({ specifier }) => `import(${specifier})`).join(", ")}]);\n`;
  return waitForFirstPaint + preload + load + body.replace(STATIC_IMPORT, "");
}

/** Where an unfinished tag starts that could be one this rewrites, if the text ends inside one. */
function unfinishedWatchedTag(text: string): number | undefined {
  const start = text.lastIndexOf("<");
  if (start === -1 || text.includes(">", start)) return undefined;
  const tail = text.slice(start);
  return WATCHED_TAGS.some((tag) => tag.startsWith(tail) || tail.startsWith(tag)) ? start : undefined;
}

/** How much of the text can be rewritten now: not an unfinished tag, nor a module script whose end has not come. */
function safeLength(text: string): number {
  const end = unfinishedWatchedTag(text) ?? text.length;
  const opener = [...text.slice(0, end).matchAll(MODULE_SCRIPT_OPENERS)].at(-1);
  if (opener && !text.slice(0, end).includes(SCRIPT_CLOSER, opener.index + opener[0].length)) return opener.index;
  return end;
}

/** The streaming rewrite. React writes in small chunks, so only what could belong to a tag still being written is held back. */
export function deferHydrationStream(): Transform {
  let held = "";
  const preloads: string[] = [];
  const rewrite = (html: string) =>
    html
      .replace(MODULE_PRELOAD, (tag) => {
        const href = HREF.exec(tag)?.[1];
        if (href) preloads.push(href);
        return "";
      })
      .replace(MODULE_SCRIPT, (_match, opener: string, body: string) => `${opener}${deferModuleScript(body, preloads)}${SCRIPT_CLOSER}`);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // latin1 keeps one character per byte, so a letter cut by a chunk boundary is passed through untouched.
      const text = held + (Buffer.isBuffer(chunk) ? chunk.toString("latin1") : Buffer.from(chunk).toString("latin1"));
      const ready = safeLength(text);
      held = text.slice(ready);
      callback(null, Buffer.from(rewrite(text.slice(0, ready)), "latin1"));
    },
    flush(callback) {
      callback(null, Buffer.from(rewrite(held), "latin1"));
    },
  });
}
