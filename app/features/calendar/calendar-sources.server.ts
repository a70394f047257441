import { getEnv } from "#app/config/env.server";
import type { CalendarSources } from "./calendar-links";

/** The calendar ids the environment sets, if any; a page shows the settings' calendars otherwise. */
export function calendarSources(): CalendarSources {
  const env = getEnv();
  return { en: env.GOOGLE_CALENDAR_ID_EN, vi: env.GOOGLE_CALENDAR_ID_VI };
}
