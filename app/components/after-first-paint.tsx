/** Our own script, fixed at build time (no content or visitor input goes into it). */
const start = `() => {
  const href = document.documentElement.dataset.dictionary;
  if (href) document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", crossOrigin: "anonymous", href }));
}`;

/** A frame's callbacks run just before it is painted, so a task queued from one runs after that paint; a hidden tab paints nothing. */
const AFTER_FIRST_PAINT_SCRIPT = `document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(${start})) : (${start})();`;

/**
 * Once the page has painted, as its code starts to load (app/lib/deferred-hydration.server.ts), this starts the fetch
 * of the visitor's dictionary named on `<html data-dictionary>`, which app/entry.client.tsx then finds already under
 * way, so hydration does not wait for the code before asking for it.
 *
 * An inline script in the head, placed before the stylesheet: one after it would wait for it, and the page's module
 * script runs only once a streamed document has ended. React writes a script's text as it is, apart from any
 * "<script" inside it, which this constant does not have.
 */
export function AfterFirstPaint({ nonce }: { nonce?: string }) {
  return <script nonce={nonce}>{AFTER_FIRST_PAINT_SCRIPT}</script>;
}
