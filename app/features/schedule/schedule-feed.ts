import { fullAddress } from "#app/config/parish";
import type { ScheduleChange } from "#app/features/content/types";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { buildCalendar, type CalendarEvent } from "#app/lib/icalendar";
import { massTitle } from "./mass-text";
import { changedMass } from "./masses-on-day";
import { MASS_MINUTES } from "./next-mass";
import { addDays, civilDateFromKey, localDateTime, weekdayOf } from "./parish-time";
import type { Weekday } from "#app/i18n/weekdays";
import { type Mass, schedule } from "./schedule";

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

/**
 * The weekly Masses and Eucharistic Adoration as recurring America/Chicago events, titled in Vietnamese and English.
 * A holy day that replaces the weekly Masses takes them out of their series (EXDATE); its own Masses are events of
 * their own, so a subscribed phone shows the change.
 */
export function scheduleCalendar({ siteUrl, now, changes = [] }: { siteUrl: string; now?: Date; changes?: readonly ScheduleChange[] }): string {
  const host = new URL(siteUrl).host;
  const common = { location: fullAddress(), url: `${siteUrl}/schedule` };
  const replaced = changes.filter((change) => change.replacesWeekly).map((change) => civilDateFromKey(change.date));
  const masses = schedule.masses.map((mass: Mass): CalendarEvent => {
    const { date, rrule } = weekly(mass.days);
    const exdates = replaced.filter((day) => mass.days.some((weekday) => weekday === weekdayOf(day))).map((day) => localDateTime(day, mass.time));
    return {
      uid: `mass-${mass.days.join("")}-${slug(mass.time)}@${host}`,
      start: localDateTime(date, mass.time),
      end: localDateTime(date, mass.time, MASS_MINUTES),
      rrule,
      exdates,
      summary: bothLanguages((lang) => massTitle(mass, lang)),
      ...common,
    };
  });
  const special = changes.flatMap((change) =>
    change.masses.map((mass): CalendarEvent => {
      const date = civilDateFromKey(change.date);
      return {
        uid: `mass-${slug(change.date)}-${slug(mass.time)}-${mass.language}@${host}`,
        start: localDateTime(date, mass.time),
        end: localDateTime(date, mass.time, MASS_MINUTES),
        summary: bothLanguages((lang) => massTitle(changedMass(change, mass), lang)),
        ...common,
      };
    }),
  );
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
    events: [...masses, ...special, ...adoration],
    now,
  });
}
