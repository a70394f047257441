import { isStillValid, type PageRender } from "./page-freshness.server";

/** How long a shared cache may go on serving a page past its time while it fetches the next one. */
const SHARED_STALE_SECONDS = 120;

/** An answer made for one visitor (their language cookie, the notices they dismissed): only their browser keeps it. */
export const PRIVATE_ANSWER = "private, no-cache";

/**
 * What a CDN in front may keep of a page: one that is the same for everyone who asks for its address, built whole
 * from data the server held, for as long as the server's own page cache keeps it. Browsers always ask again, so a
 * changed notice reaches them as soon as it reaches the shared cache.
 */
export function pageCacheControl(sameForEveryone: boolean, render: PageRender | undefined, now = Date.now()): string {
  const seconds = render && isStillValid(render, now) ? Math.floor((render.validUntil - now) / 1000) : 0;
  if (!sameForEveryone || seconds < 1) return PRIVATE_ANSWER;
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${SHARED_STALE_SECONDS}`;
}
