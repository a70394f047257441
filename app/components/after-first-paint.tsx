import warmUpUrl from "#app/lib/intl-warm-up.worker.ts?worker&url";

const start = `() => {
  if (window.Worker) new Worker(${JSON.stringify(warmUpUrl)});
  const href = document.documentElement.dataset.dictionary;
  if (href) document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", crossOrigin: "anonymous", href }));
}`;

/**
 * Our own script, fixed at build time (no content or visitor input goes into it). A frame's callbacks run just
 * before it is painted, so a task queued from one runs after that paint; a hidden tab paints nothing.
 */
const AFTER_FIRST_PAINT_SCRIPT = `document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(${start})) : (${start})();`;

/**
 * Once the page has painted, as its code starts to load (app/lib/deferred-hydration.server.ts), this starts two
 * things hydration will need, so neither waits for the code:
 * - app/lib/intl-warm-up.worker.ts, which makes the browser load the locale data the page's dates need off the main
 *   thread, before hydration formats the first one;
 * - the fetch of the visitor's dictionary named on `<html data-dictionary>`, which app/entry.client.tsx then finds
 *   already under way.
 *
 * An inline script in the head, placed before the stylesheet: one after it would wait for it, and the page's module
 * script runs only once a streamed document has ended. React writes a script's text as it is, apart from any
 * "<script" inside it, which this constant does not have.
 */
export function AfterFirstPaint({ nonce }: { nonce?: string }) {
  return <script nonce={nonce}>{AFTER_FIRST_PAINT_SCRIPT}</script>;
}
