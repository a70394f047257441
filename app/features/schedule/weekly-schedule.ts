import type { weeklyScheduleOf } from "#app/features/content/schemas";
import type { Weekday } from "#app/i18n/weekdays";

/** Read-only all the way down: the pages only read the office's schedules. */
type Frozen<T> = T extends readonly (infer Item)[]
  ? readonly Frozen<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: Frozen<T[Key]> }
    : T;

/** The whole regular week, as one `weeklySchedule` document holds it (its shape is what the parser makes of one). */
export type WeeklySchedule = Frozen<ReturnType<typeof weeklyScheduleOf>>;
/** A Mass of the regular week. */
export type WeeklyMass = WeeklySchedule["masses"][number];
/** Adoration, the Divine Mercy hour or another devotion: at a time, or from `start` to `end`. */
export type Devotion = WeeklySchedule["devotions"][number];
export type Confession = WeeklySchedule["confession"];
export type TimeSpan = Confession["times"][number];

/** The office's schedules, in any order. */
export type WeeklySchedules = readonly WeeklySchedule[];

const startOf = (schedule: WeeklySchedule) => schedule.validFrom ?? "";

/** Oldest first; a schedule without `validFrom` comes before every dated one. */
export function byValidFrom(schedules: WeeklySchedules): WeeklySchedule[] {
  return [...schedules].sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

/** The schedule in force on a "YYYY-MM-DD" day: the one with the latest `validFrom` on or before it. */
export function scheduleOn(schedules: WeeklySchedules, dateKey: string): WeeklySchedule | undefined {
  return byValidFrom(schedules).findLast((schedule) => startOf(schedule) <= dateKey);
}

/** The schedule in force on a day and every one that starts after it: all the views of the coming weeks need. */
export function schedulesFrom(schedules: WeeklySchedules, dateKey: string): WeeklySchedule[] {
  const current = scheduleOn(schedules, dateKey);
  return byValidFrom(schedules).filter((schedule) => schedule === current || startOf(schedule) > dateKey);
}

/** How far ahead the site announces a new weekly schedule. */
export const COMING_SCHEDULE_DAYS = 30;

/** The next schedule to start after `todayKey` and no later than `untilKey`, if any. */
export function comingSchedule(schedules: WeeklySchedules, todayKey: string, untilKey: string): WeeklySchedule | null {
  return (
    byValidFrom(schedules).find((schedule) => startOf(schedule) > todayKey && startOf(schedule) <= untilKey) ?? null
  );
}

const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) => a.join() === b.join();

/** Sunday first, then Saturday, then the rest by their first day: the order a parish lists its Masses in. */
function dayGroupRank(days: readonly Weekday[]): number {
  if (days.includes(0)) return 0;
  if (days.length === 1 && days[0] === 6) return 1;
  return 2 + (days[0] ?? 0);
}

/** The rows in which a schedule's Masses are shown: each distinct set of days, Sunday first. */
export function dayGroups(schedule: WeeklySchedule): (readonly Weekday[])[] {
  const groups: (readonly Weekday[])[] = [];
  for (const mass of schedule.masses) if (!groups.some((days) => sameDays(days, mass.days))) groups.push(mass.days);
  return groups.sort((a, b) => dayGroupRank(a) - dayGroupRank(b));
}

/** The Masses of one row, by time. */
export function massesOn(schedule: WeeklySchedule, days: readonly Weekday[]): WeeklyMass[] {
  return schedule.masses.filter((mass) => sameDays(mass.days, days)).sort((a, b) => a.time.localeCompare(b.time));
}

/** The weekly Masses held on one day of the week, by time. */
export function massesOnWeekday(schedule: WeeklySchedule | undefined, weekday: number): WeeklyMass[] {
  return (schedule?.masses ?? [])
    .filter((mass) => mass.days.some((day) => day === weekday))
    .sort((a, b) => a.time.localeCompare(b.time));
}
