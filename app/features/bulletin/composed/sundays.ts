import { addDays, civilDateFromKey, civilDateKey, weekdayOf } from "#app/features/schedule/parish-time";
import { isDateKey } from "#app/lib/date-key";

/** The office may look at and publish the bulletin of a Sunday up to six weeks ahead. */
export const WEEKS_AHEAD = 6;

/** The date `days` after a "YYYY-MM-DD" date. */
export function dayAfter(dateKey: string, days: number): string {
  return civilDateKey(addDays(civilDateFromKey(dateKey), days));
}

export function isSunday(dateKey: string): boolean {
  return isDateKey(dateKey) && weekdayOf(civilDateFromKey(dateKey)) === 0;
}

/** Today if it is a Sunday, else the next one: the Sunday whose bulletin the office is preparing. */
export function comingSunday(todayKey: string): string {
  const weekday = weekdayOf(civilDateFromKey(todayKey));
  return dayAfter(todayKey, weekday === 0 ? 0 : 7 - weekday);
}

/** The seven days a Sunday's bulletin covers, Sunday to Saturday. */
export function weekOf(sunday: string): string[] {
  return Array.from({ length: 7 }, (_, offset) => dayAfter(sunday, offset));
}

/**
 * The Sundays whose bulletin the site composes: from the newest edition the office published (or the coming Sunday,
 * if that is earlier or none was ever published) to six weeks after the coming Sunday.
 */
export function composableSundays(todayKey: string, newestEdition: string | null): { first: string; last: string } {
  const coming = comingSunday(todayKey);
  const first = newestEdition !== null && newestEdition < coming ? newestEdition : coming;
  return { first, last: dayAfter(coming, 7 * WEEKS_AHEAD) };
}

export function isComposable(dateKey: string, todayKey: string, newestEdition: string | null): boolean {
  const { first, last } = composableSundays(todayKey, newestEdition);
  return isSunday(dateKey) && dateKey >= first && dateKey <= last;
}
