import type { ChangedMass, ScheduleChange } from "#app/features/content/types";
import type { ScheduledMass } from "./next-mass";
import { schedule } from "./schedule";

/** What a day's change says about its Masses. */
export type DayChange = Pick<ScheduleChange, "date" | "title" | "replacesWeekly" | "masses">;

/** A holy day's Mass as the views show it, named by its day. */
export function changedMass(change: DayChange, mass: ChangedMass): ScheduledMass {
  return { time: mass.time, language: mass.language, special: { title: change.title, note: mass.note } };
}

/**
 * The Masses held on a "YYYY-MM-DD" date of the given weekday: the weekly ones unless a change replaces them, and the
 * change's own, in order of time. Free of the site's module aliases, so the Studio's rules use it too.
 */
export function massesOnDay(dateKey: string, weekday: number, changes: readonly DayChange[]): ScheduledMass[] {
  const change = changes.find((candidate) => candidate.date === dateKey);
  const weekly: ScheduledMass[] = change?.replacesWeekly ? [] : schedule.masses.filter((mass) => mass.days.some((day) => day === weekday));
  const special = change ? change.masses.map((mass) => changedMass(change, mass)) : [];
  return [...weekly, ...special].sort((a, b) => a.time.localeCompare(b.time));
}
