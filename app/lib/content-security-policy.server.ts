import { createHash } from "node:crypto";
import { parse } from "node-html-parser";

/**
 * The third parties the site really embeds (calendar, map and video frames and their images, the flag fallback, the
 * office's photos on Sanity's image CDN, the bulletin's PDF from Sanity's file CDN or the site's own folder).
 */
const allowedOrigins = {
  frames: [
    "'self'",
    "https://cdn.sanity.io",
    "https://calendar.google.com",
    "https://www.google.com",
    "https://maps.google.com",
    "https://www.youtube-nocookie.com",
  ],
  images: ["https://i.ytimg.com", "https://flagcdn.com", "https://cdn.sanity.io"],
};

/**
 * The site's Content-Security-Policy. Scripts come from our own origin, plus the inline ones named by
 * `inlineScripts`: a per-response nonce for a streamed page, or the hashes of the scripts of a page rendered whole.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["base-uri", "'self'"],
    ["script-src", "'self'", ...inlineScripts],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...allowedOrigins.images],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", ...allowedOrigins.frames],
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join(";");
}

/**
 * The policy of a file the build serves that is not a page. A browser applies a response's policy only to a document
 * or a worker: a script may be one (the service worker), and reaches our own origin only; any
 * other file (a stylesheet, a font, an image opened on its own) runs and loads nothing. The page's policy with its nonce
 * made each font's answer 390 bytes longer, for nothing.
 */
export function filePolicy(path: string): string | undefined {
  if (path.endsWith(".html")) return undefined;
  return `default-src ${path.endsWith(".js") ? "'self'" : "'none'"};frame-ancestors 'none'`;
}

/**
 * The policy of an uploaded file of the embedded dataset: a bulletin's PDF may be shown inside the site's own pages
 * (the browser's viewer draws it, which a stricter policy could stop); an image opened on its own runs nothing.
 */
export function uploadPolicy(path: string): string {
  return path.startsWith("/content-files/files/")
    ? "frame-ancestors 'self'"
    : "default-src 'none';frame-ancestors 'self'";
}

export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

/** Scripts the browser never runs: data blocks such as the page's JSON-LD. */
const DATA_BLOCKS = new Set(["application/json", "application/ld+json"]);

/**
 * The hash sources of the inline scripts a render emitted, those carrying its `nonce`, so a page kept and served
 * again needs no nonce. Any other inline script, however it came into the page, stays disallowed. Data blocks
 * (JSON-LD) are never run, so they need none.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const script of parse(html, { blockTextElements: { script: true } }).querySelectorAll("script")) {
    if (script.hasAttribute("src") || DATA_BLOCKS.has(script.getAttribute("type")?.toLowerCase() ?? "")) continue;
    if (script.getAttribute("nonce") !== nonce) continue;
    hashes.add(`'sha256-${createHash("sha256").update(script.rawText, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
