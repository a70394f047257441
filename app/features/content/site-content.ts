import { createContext, use } from "react";
import type { UIMatch } from "react-router";
import { PLACEHOLDER_PARISH, type ParishIdentity } from "#app/features/parish/identity";
import type { WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import type { ScheduleChange, SiteSettings } from "./types";

/** What the office edits for the whole site, sent with every page by the root loader. */
export interface SiteContent {
  /** Holy days and special schedules from today on, for the coming weeks, by date. */
  scheduleChanges: ScheduleChange[];
  /** The settings the office set; null when the content service gave none in time. */
  settings: SiteSettings | null;
  /** Who the parish is: its name, address and office, which every page's header and footer show. */
  parish: ParishIdentity;
  /** The weekly schedule in force today and every newer one already entered, oldest first. */
  schedules: WeeklySchedule[];
  /** The newest bulletin the office uploaded, which the home page and the footer link, named in the visitor's language; null when none. */
  latestBulletin: { href: string; label: string } | null;
}

export const NO_SITE_CONTENT: SiteContent = {
  scheduleChanges: [],
  settings: null,
  parish: PLACEHOLDER_PARISH,
  schedules: [],
  latestBulletin: null,
};

function fromRootData(data: unknown): SiteContent {
  if (typeof data === "object" && data !== null && "siteContent" in data)
    return (data as { siteContent: SiteContent }).siteContent;
  return NO_SITE_CONTENT;
}

/** The root layout provides the root loader's site content; an error page without the root's data gets none. */
export const SiteContentContext = createContext<SiteContent>(NO_SITE_CONTENT);

/** The site-wide content in a component. */
export function useSiteContent(): SiteContent {
  return use(SiteContentContext);
}

/** Who the parish is, in a component. */
export function useParish(): ParishIdentity {
  return useSiteContent().parish;
}

/** The same, in a route's `meta`, which sees the root's data among the matches. */
export function siteContentOf(
  matches: readonly ((Pick<UIMatch, "id"> & { loaderData?: unknown; data?: unknown }) | undefined)[],
): SiteContent {
  const root = matches.find((match) => match?.id === "root");
  return fromRootData(root?.loaderData ?? root?.data);
}
