import { PARISH_TIME_ZONE } from "#app/config/time-zone";
import type { Localized } from "#app/features/content/types";
import type { Language } from "#app/i18n/language";

/**
 * The public Google Calendar ids the server's environment sets (GOOGLE_CALENDAR_ID_EN / _VI); they take precedence
 * over the calendars of the parish's settings, which every page already has (calendar-view.tsx).
 */
export type CalendarSources = Localized<string>;

export type CalendarMode = "MONTH" | "AGENDA";

const GOOGLE_CALENDAR = "https://calendar.google.com/calendar";

/** The calendar a language shows: the environment's, else the settings'; none when neither names one. */
export function calendarIdFor(
  lang: Language,
  sources: CalendarSources,
  settings: Localized<string>,
): string | undefined {
  return sources[lang] ?? settings[lang];
}

export function calendarEmbedUrl(calendarId: string, lang: Language, mode: CalendarMode): string {
  const query = new URLSearchParams({ src: calendarId, ctz: PARISH_TIME_ZONE, mode, hl: lang });
  return `${GOOGLE_CALENDAR}/embed?${query.toString()}`;
}

/** The calendar's public iCal address, for any calendar app. */
export function calendarIcalUrl(calendarId: string): string {
  return `${GOOGLE_CALENDAR}/ical/${encodeURIComponent(calendarId)}/public/basic.ics`;
}

export function addToGoogleCalendarUrl(calendarId: string): string {
  return `${GOOGLE_CALENDAR}/render?cid=${encodeURIComponent(calendarId)}`;
}
