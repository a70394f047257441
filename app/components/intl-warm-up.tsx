import warmUpUrl from "#app/lib/intl-warm-up.worker.ts?worker&url";

/**
 * Starts app/lib/intl-warm-up.worker.ts once the page has painted, as its code starts to load, so the locale data
 * the page's dates need is loaded off the main thread before hydration formats the first one. A frame's callbacks run
 * just before it is painted, so a task queued from one runs after that paint; a hidden tab paints nothing. Placed
 * before the stylesheet: an inline script after it would wait for it.
 */
export function IntlWarmUp({ nonce }: { nonce?: string }) {
  const start = `() => new Worker(${JSON.stringify(warmUpUrl)})`;
  const script = `if (window.Worker) document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(${start})) : (${start})();`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
