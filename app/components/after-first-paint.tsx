import warmUpUrl from "#app/lib/intl-warm-up.worker.ts?worker&url";

/**
 * Once the page has painted, as its code starts to load (app/lib/deferred-hydration.server.ts), this starts two
 * things hydration will need, so neither waits for the code:
 * - app/lib/intl-warm-up.worker.ts, which makes the browser load the locale data the page's dates need off the main
 *   thread, before hydration formats the first one;
 * - the fetch of the visitor's dictionary named on `<html data-dictionary>`, which app/entry.client.tsx then finds
 *   already under way.
 *
 * A frame's callbacks run just before it is painted, so a task queued from one runs after that paint; a hidden tab
 * paints nothing. Placed before the stylesheet: an inline script after it would wait for it.
 */
export function AfterFirstPaint({ nonce }: { nonce?: string }) {
  const start = `() => {
  if (window.Worker) new Worker(${JSON.stringify(warmUpUrl)});
  const href = document.documentElement.dataset.dictionary;
  if (href) document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", crossOrigin: "anonymous", href }));
}`;
  const script = `document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(${start})) : (${start})();`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
