import { useRouteLoaderData } from "react-router";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";

export interface RetentionPolicy {
  /** Days a request is kept once it has reached the office every configured way. */
  requestDays: number;
  /** Prayer requests are read in the prayer list for a few weeks, then have no more use. */
  prayerDays: number;
}

/** The periods the server was started with (REQUEST_RETENTION_DAYS, PRAYER_RETENTION_DAYS), sent with every page. */
const DEFAULT_RETENTION: RetentionPolicy = { requestDays: 365, prayerDays: 60 };

/** The retention the root loader sent; an error page without the root's data shows the defaults. */
export function useRetention(): RetentionPolicy {
  const data: unknown = useRouteLoaderData("root");
  if (typeof data === "object" && data !== null && "retention" in data)
    return (data as { retention: RetentionPolicy }).retention;
  return DEFAULT_RETENTION;
}

const YEAR_DAYS = 365;

/** A period as the forms and the privacy page say it: "a year", "2 years", "45 days". */
export function retentionPeriod(days: number, lang: Language): string {
  const years = days / YEAR_DAYS;
  if (years === 1) return translate(lang, "requests.privacy.year");
  if (Number.isInteger(years)) return translate(lang, "requests.privacy.years", { count: years });
  return translate(lang, "requests.privacy.days", { count: days });
}
