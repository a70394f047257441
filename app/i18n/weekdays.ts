import type { TranslationKey } from "./dictionary";

/** 0 = Sunday … 6 = Saturday, as Date.getDay() counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The dictionary's names of the days, Sunday first. */
export const WEEKDAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** The dictionary key of a day, by its number (0 = Sunday, as Date.getDay() counts) or its name. */
export function weekdayKey(day: number | WeekdayName): TranslationKey {
  return `common.weekdays.${typeof day === "number" ? (WEEKDAY_NAMES[day] ?? "sunday") : day}`;
}

/** "Sunday", or "Monday – Friday" for a run of days. */
export function dayRangeLabel(days: readonly Weekday[], t: (key: TranslationKey) => string): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return "";
  return first === last ? t(weekdayKey(first)) : `${t(weekdayKey(first))} – ${t(weekdayKey(last))}`;
}
