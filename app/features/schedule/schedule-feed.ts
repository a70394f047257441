import type { ScheduleChange } from "#app/features/content/types";
import { fullAddress, type ParishIdentity } from "#app/features/parish/identity";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import type { Weekday } from "#app/i18n/weekdays";
import { buildCalendar, type CalendarEvent } from "#app/lib/icalendar";
import { massTitle } from "./mass-text";
import { changedMass } from "./masses-on-day";
import { MASS_MINUTES } from "./next-mass";
import { addDays, type CivilDate, civilDateFromKey, localDateTime, parishInstant, weekdayOf } from "./parish-time";
import { localText } from "./schedule-text";
import { byValidFrom, scheduleOn, type WeeklySchedule, type WeeklySchedules } from "./weekly-schedule";

/** A Sunday before the site existed: the series of a schedule without a first day start in the week that follows it, so the feed never changes unless the schedule does. */
const FIRST_WEEK: CivilDate = { year: 2025, month: 1, day: 5 };
const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

function bothLanguages(text: (lang: Language) => string): string {
  return [text("vi"), text("en")].join(" / ");
}

/** "20270103T055959Z": the last second before the parish's midnight that begins a day, as an RRULE's UNTIL (UTC). */
function untilBefore(dateKey: string): string {
  return new Date(parishInstant(civilDateFromKey(dateKey), "00:00") - 1000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+/, "");
}

/** Where one schedule's weekly series run: from its first day (or the first week) until the next schedule's first day. */
interface SeriesSpan {
  schedule: WeeklySchedule;
  from: CivilDate;
  /** The next schedule's first day, "YYYY-MM-DD"; null for the newest. */
  next: string | null;
}

/** A weekly series on `days` from the first of them on or after `span.from`, ending before the next schedule starts. */
function weekly(days: readonly Weekday[], span: SeriesSpan): { date: CivilDate; rrule: string } {
  const first = weekdayOf(span.from);
  const date = addDays(span.from, Math.min(...days.map((day) => (day - first + 7) % 7)));
  const until = span.next ? `;UNTIL=${untilBefore(span.next)}` : "";
  return { date, rrule: `FREQ=WEEKLY;BYDAY=${days.map((day) => BYDAY[day]).join(",")}${until}` };
}

const slug = (value: string) => value.replace(/\D/g, "");
const placeSlug = (place: string) => (place ? `-${place.toLowerCase().replace(/[^a-z0-9]+/g, "-")}` : "");

/** Each schedule's span: an undated schedule from the first week, each later one from its own first day. */
function seriesSpans(schedules: WeeklySchedules): SeriesSpan[] {
  const ordered = byValidFrom(schedules);
  return ordered.map((schedule, index) => ({
    schedule,
    from: schedule.validFrom ? civilDateFromKey(schedule.validFrom) : FIRST_WEEK,
    next: ordered[index + 1]?.validFrom ?? null,
  }));
}

export interface ScheduleFeedInput {
  siteUrl: string;
  parish: ParishIdentity;
  schedules: WeeklySchedules;
  now?: Date;
  changes?: readonly ScheduleChange[];
}

/**
 * The weekly Masses and the devotions held over a span of time (Eucharistic Adoration) as recurring events in the
 * parish's time zone, titled in Vietnamese and English: one series per Mass per schedule, each ending before the day a
 * newer schedule starts, whose series begin that day. A holy day that replaces the weekly Masses takes them out of
 * their series (EXDATE); its own Masses are events of their own, so a subscribed phone shows the change.
 */
export function scheduleCalendar({ siteUrl, parish, schedules, now, changes = [] }: ScheduleFeedInput): string {
  const host = new URL(siteUrl).host;
  const common = { location: fullAddress(parish), url: `${siteUrl}/schedule` };
  const replaced = changes.filter((change) => change.replacesWeekly).map((change) => change.date);
  const spans = seriesSpans(schedules);
  const masses = spans.flatMap((span) => {
    const prefix = span.schedule.validFrom ? `${slug(span.schedule.validFrom)}-` : "";
    const inForce = replaced
      .filter((dateKey) => scheduleOn(schedules, dateKey) === span.schedule)
      .map(civilDateFromKey);
    return span.schedule.masses.map((mass): CalendarEvent => {
      const { date, rrule } = weekly(mass.days, span);
      const exdates = inForce
        .filter((day) => mass.days.some((weekday) => weekday === weekdayOf(day)))
        .map((day) => localDateTime(day, mass.time));
      return {
        uid: `mass-${prefix}${mass.days.join("")}-${slug(mass.time)}${placeSlug(mass.place.en ?? mass.place.vi ?? "")}@${host}`,
        start: localDateTime(date, mass.time),
        end: localDateTime(date, mass.time, MASS_MINUTES),
        rrule,
        exdates,
        summary: bothLanguages((lang) => massTitle(mass, lang)),
        ...common,
      };
    });
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
  // A devotion given only a time (the Divine Mercy hour) has no length a calendar could show; those with a span do.
  const devotions = spans.flatMap((span) => {
    const prefix = span.schedule.validFrom ? `${slug(span.schedule.validFrom)}-` : "";
    return span.schedule.devotions.flatMap((devotion): CalendarEvent[] => {
      if (!devotion.end) return [];
      const { date, rrule } = weekly(devotion.days, span);
      return [
        {
          uid: `devotion-${prefix}${devotion.days.join("")}-${slug(devotion.start)}@${host}`,
          start: localDateTime(date, devotion.start),
          end: localDateTime(date, devotion.end),
          rrule,
          summary: bothLanguages((lang) => localText(devotion.name, lang)),
          ...common,
        },
      ];
    });
  });
  return buildCalendar({
    name: bothLanguages((lang) => `${translate(lang, "schedule.heading")} · ${localText(parish.name, lang)}`),
    events: [...masses, ...special, ...devotions],
    now,
  });
}
