import type { ClockTime } from "#app/i18n/clock";
import type { Language } from "#app/i18n/language";
import type { Weekday } from "#app/i18n/weekdays";

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
  /** The hour is 8:30 PM, given without a day; it falls within Friday evening adoration (docs/decisions/divine-mercy-hour.md). */
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
