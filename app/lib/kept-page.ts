import type { EntryContext } from "react-router";

/**
 * The page cache's contract, said by each route: a page is kept and served again (and a CDN may keep it) only where
 * its route's `handle` is `KEPT_PAGE`, so a new route is rendered for every visitor until it says otherwise. A route
 * says so when its page is the same for everyone who sends the same address, language and dismissed notices.
 */
export const KEPT_PAGE = { keptPage: true } as const;

/** Whether the page being rendered is one its route lets the page cache keep: the matched route itself decides. */
export function pageMayBeKept(context: Pick<EntryContext, "routeModules" | "staticHandlerContext">): boolean {
  const page = context.staticHandlerContext.matches.at(-1);
  const handle: unknown = page ? context.routeModules[page.route.id]?.handle : undefined;
  return typeof handle === "object" && handle !== null && "keptPage" in handle && handle.keptPage === true;
}
