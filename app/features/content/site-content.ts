import { type UIMatch, useRouteLoaderData } from "react-router";
import type { ScheduleChange, SiteSettings } from "./types";

/** What the office edits for the whole site, sent with every page by the root loader. */
export interface SiteContent {
  /** Holy days and special schedules from today on, for the coming weeks, by date. */
  scheduleChanges: ScheduleChange[];
  /** The settings the office set; null when the content service gave none in time (the built-in facts apply). */
  settings: SiteSettings | null;
  /** The newest bulletin the office uploaded, which the home page and the footer link, named in the visitor's language; null when none. */
  latestBulletin: { href: string; label: string } | null;
}

export const NO_SITE_CONTENT: SiteContent = { scheduleChanges: [], settings: null, latestBulletin: null };

function fromRootData(data: unknown): SiteContent {
  if (typeof data === "object" && data !== null && "siteContent" in data) return (data as { siteContent: SiteContent }).siteContent;
  return NO_SITE_CONTENT;
}

/** The site-wide content in a component; an error page without the root's data gets none. */
export function useSiteContent(): SiteContent {
  return fromRootData(useRouteLoaderData("root"));
}

/** The same, in a route's `meta`, which sees the root's data among the matches. */
export function siteContentOf(matches: readonly (Pick<UIMatch, "id"> & { loaderData?: unknown; data?: unknown } | undefined)[]): SiteContent {
  const root = matches.find((match) => match?.id === "root");
  return fromRootData(root?.loaderData ?? root?.data);
}
