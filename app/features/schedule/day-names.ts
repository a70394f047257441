import type { TranslationKey } from "#app/i18n/dictionary";
import type { Weekday } from "./schedule";

const dayKeys = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

export function weekdayKey(day: Weekday): TranslationKey {
  return `common.weekdays.${dayKeys[day]}`;
}

/** "Sunday", or "Monday – Friday" for a run of days. */
export function dayRangeLabel(days: readonly Weekday[], t: (key: TranslationKey) => string): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return "";
  return first === last ? t(weekdayKey(first)) : `${t(weekdayKey(first))} – ${t(weekdayKey(last))}`;
}
