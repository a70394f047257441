import type { Language } from "#app/i18n/language";

/** 0 = Sunday … 6 = Saturday, as Date.getDay() counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** A local time in the parish's time zone (America/Chicago), 24-hour "HH:MM". */
export type ClockTime = `${number}:${number}`;

export interface Mass {
  days: readonly Weekday[];
  time: ClockTime;
  language: Language;
  note?: "vigil";
}

export interface TimeSpan {
  days: readonly Weekday[];
  start: ClockTime;
  end: ClockTime;
}

export interface Devotion {
  days: readonly Weekday[];
  time: ClockTime;
}

const SUNDAY: readonly Weekday[] = [0];
const SATURDAY: readonly Weekday[] = [6];
const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

/** The whole weekly schedule; every view, the .ics feed and the JSON-LD read it. */
export const schedule = {
  masses: [
    { days: SUNDAY, time: "08:00", language: "vi" },
    { days: SUNDAY, time: "10:00", language: "vi" },
    { days: SUNDAY, time: "12:30", language: "vi" },
    { days: SUNDAY, time: "17:30", language: "en" },
    { days: SATURDAY, time: "08:30", language: "vi" },
    { days: SATURDAY, time: "18:00", language: "vi", note: "vigil" },
    { days: WEEKDAYS, time: "08:30", language: "vi" },
    { days: WEEKDAYS, time: "18:00", language: "vi" },
  ],
  adoration: [
    { days: SUNDAY, start: "15:00", end: "16:00" },
    { days: [4], start: "09:00", end: "17:45" },
    { days: [5], start: "18:30", end: "21:00" },
  ],
  /** The spec gives 8:30 PM without a day; it falls within Friday evening adoration (docs/decisions/divine-mercy-hour.md). */
  divineMercyHour: { days: [5], time: "20:30" },
  confession: { minutesBeforeMass: 30, byAppointment: true },
} as const satisfies {
  masses: readonly Mass[];
  adoration: readonly TimeSpan[];
  divineMercyHour: Devotion;
  confession: { minutesBeforeMass: number; byAppointment: boolean };
};

/** The rows in which the schedule is shown: Sunday, Saturday, then Monday to Friday. */
export const dayGroups: readonly (readonly Weekday[])[] = [SUNDAY, SATURDAY, WEEKDAYS];

export function massesOn(days: readonly Weekday[]): Mass[] {
  return schedule.masses.filter((mass) => mass.days.join() === days.join());
}

export function parseClock(time: ClockTime): { hours: number; minutes: number } {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return { hours, minutes };
}

/**
 * Vietnamese schedules read "8:30 sáng", "12:30 trưa", "6:00 chiều", "8:30 tối" and "12:00 khuya" for midnight; "trưa"
 * is only the noon hour, so 11:00 is still "sáng".
 */
function vietnamesePeriod(hours: number): string {
  if (hours < 4) return "khuya";
  if (hours < 12) return "sáng";
  if (hours < 13) return "trưa";
  if (hours < 19) return "chiều";
  return "tối";
}

function clockParts(time: ClockTime, lang: Language): { clock: string; period: string } {
  const { hours, minutes } = parseClock(time);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return { clock: `${twelve}:${String(minutes).padStart(2, "0")}`, period: lang === "vi" ? vietnamesePeriod(hours) : hours < 12 ? "AM" : "PM" };
}

export function formatClock(time: ClockTime, lang: Language): string {
  const { clock, period } = clockParts(time, lang);
  return `${clock} ${period}`;
}

/** A span of time; in Vietnamese a span within one part of the day names it once: "3:00 – 4:00 chiều". */
export function formatClockRange(start: ClockTime, end: ClockTime, lang: Language): string {
  const from = clockParts(start, lang);
  const to = clockParts(end, lang);
  if (lang === "vi" && from.period === to.period) return `${from.clock} – ${to.clock} ${to.period}`;
  return `${from.clock} ${from.period} – ${to.clock} ${to.period}`;
}
