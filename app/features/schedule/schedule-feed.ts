import { fullAddress } from "#app/config/parish";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { buildCalendar, type CalendarEvent } from "#app/lib/icalendar";
import { massTitle } from "./mass-text";
import { MASS_MINUTES } from "./next-mass";
import { addDays, localDateTime } from "./parish-time";
import { type Mass, schedule, type Weekday } from "./schedule";

/** A Sunday before the site existed: each weekly series starts in the week that follows it, so the feed never changes unless the schedule does. */
const FIRST_WEEK: { year: number; month: number; day: number } = { year: 2025, month: 1, day: 5 };
const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

function bothLanguages(text: (lang: Language) => string): string {
  return [text("vi"), text("en")].join(" / ");
}

function weekly(days: readonly Weekday[]): { date: typeof FIRST_WEEK; rrule: string } {
  return { date: addDays(FIRST_WEEK, Math.min(...days)), rrule: `FREQ=WEEKLY;BYDAY=${days.map((day) => BYDAY[day]).join(",")}` };
}

const slug = (value: string) => value.replace(/\D/g, "");

/** The weekly Masses and Eucharistic Adoration as recurring America/Chicago events, titled in Vietnamese and English. */
export function scheduleCalendar({ siteUrl, now }: { siteUrl: string; now?: Date }): string {
  const host = new URL(siteUrl).host;
  const common = { location: fullAddress(), url: `${siteUrl}/schedule` };
  const masses = schedule.masses.map((mass: Mass): CalendarEvent => {
    const { date, rrule } = weekly(mass.days);
    return {
      uid: `mass-${mass.days.join("")}-${slug(mass.time)}@${host}`,
      start: localDateTime(date, mass.time),
      end: localDateTime(date, mass.time, MASS_MINUTES),
      rrule,
      summary: bothLanguages((lang) => massTitle(mass, lang)),
      ...common,
    };
  });
  const adoration = schedule.adoration.map((span): CalendarEvent => {
    const { date, rrule } = weekly(span.days);
    return {
      uid: `adoration-${span.days.join("")}-${slug(span.start)}@${host}`,
      start: localDateTime(date, span.start),
      end: localDateTime(date, span.end),
      rrule,
      summary: bothLanguages((lang) => translate(lang, "schedule.adoration")),
      ...common,
    };
  });
  return buildCalendar({
    name: bothLanguages((lang) => `${translate(lang, "schedule.heading")} · ${translate(lang, "common.parishName")}`),
    events: [...masses, ...adoration],
    now,
  });
}
