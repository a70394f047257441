import { parish } from "#app/config/parish";
import type { Language } from "#app/i18n/language";

/** The public Google Calendar shown to each language (parish config, overridable by GOOGLE_CALENDAR_ID_EN / _VI). */
export type CalendarSources = Record<Language, string>;

export type CalendarMode = "MONTH" | "AGENDA";

const GOOGLE_CALENDAR = "https://calendar.google.com/calendar";

/** The parish config's ids; the server's environment may replace them (calendar-sources.server.ts). */
export const defaultCalendarSources: CalendarSources = { en: parish.calendar.en, vi: parish.calendar.vi };

export function calendarEmbedUrl(calendarId: string, lang: Language, mode: CalendarMode): string {
  const query = new URLSearchParams({ src: calendarId, ctz: parish.timeZone, mode, hl: lang });
  return `${GOOGLE_CALENDAR}/embed?${query.toString()}`;
}

/** The calendar's public iCal address, for any calendar app. */
export function calendarIcalUrl(calendarId: string): string {
  return `${GOOGLE_CALENDAR}/ical/${encodeURIComponent(calendarId)}/public/basic.ics`;
}

export function addToGoogleCalendarUrl(calendarId: string): string {
  return `${GOOGLE_CALENDAR}/render?cid=${encodeURIComponent(calendarId)}`;
}
