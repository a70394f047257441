import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the server learns while rendering one page: until when everything it showed stays true. Each data source
 * reports, as it is read, how long its answer holds; a source that had to go upstream reports "no longer than now",
 * so a page built while waiting on the network is never kept and served again.
 */
export interface PageRender {
  /** The data generation when the render began; any change to the data since makes the page stale. */
  readonly generation: number;
  validUntil: number;
  /** Offers the finished answer for keeping, before the response is sent; kept only if the render stays valid. */
  readonly keep: (answer: KeptAnswer) => void;
}

export interface KeptAnswer {
  /** A page's text, compressed for keeping; or a file in a format compressed already (a PDF), kept as it is. */
  body: string | Uint8Array;
  /** For a page rendered whole: a policy naming its own inline scripts, which replaces the per-response one. */
  contentSecurityPolicy?: string;
}

const current = new AsyncLocalStorage<PageRender>();
let generation = 0;

export function trackPageRender<T>(render: PageRender, work: () => T): T {
  return current.run(render, work);
}

export function startPageRender(validForMs: number, keep: PageRender["keep"], now = Date.now()): PageRender {
  return { generation, validUntil: now + validForMs, keep };
}

/** The render running in this async context, if the page cache asked for one to be tracked. */
export function currentPageRender(): PageRender | undefined {
  return current.getStore();
}

/** Offers an answer built from data the server held (an API's JSON, a PDF) to the page cache, when one is tracking. */
export function offerForKeeping(body: KeptAnswer["body"]): void {
  current.getStore()?.keep({ body });
}

/** A data source answered from memory, with an answer good until `expiresAt` (epoch ms). */
export function dataValidUntil(expiresAt: number): void {
  const render = current.getStore();
  if (render) render.validUntil = Math.min(render.validUntil, expiresAt);
}

/** A data source had to ask upstream for this page, so the page shows a moment that must not be replayed. */
export function dataFromUpstream(): void {
  dataValidUntil(0);
}

/** The page's route does not let the cache keep it (app/lib/kept-page.ts): neither the server nor a CDN replays it. */
export function notForKeeping(render: PageRender): void {
  render.validUntil = 0;
}

/** Data changed at its source (an edited announcement): every page rendered before now is stale. */
export function dataChanged(): void {
  generation += 1;
}

export function isStillValid(render: PageRender, now = Date.now()): boolean {
  return render.generation === generation && render.validUntil > now;
}
