import type { ChangedMass, ScheduleChange } from "#app/features/content/types";
import type { ScheduledMass } from "./next-mass";
import { massesOnWeekday, scheduleOn, type WeeklySchedules } from "./weekly-schedule";

/** What a day's change says about its Masses. */
export type DayChange = Pick<ScheduleChange, "date" | "title" | "replacesWeekly" | "masses">;

/** A holy day's Mass as the views show it, named by its day. */
export function changedMass(change: DayChange, mass: ChangedMass): ScheduledMass {
  return { time: mass.time, language: mass.language, note: mass.note, place: {}, special: { title: change.title } };
}

/**
 * The Masses held on a "YYYY-MM-DD" date of the given weekday: those of the weekly schedule in force that day unless a
 * change replaces them, and the change's own, in order of time. Free of the site's module aliases, so the Studio's
 * rules use it too.
 */
export function massesOnDay(
  dateKey: string,
  weekday: number,
  changes: readonly DayChange[],
  schedules: WeeklySchedules,
): ScheduledMass[] {
  const change = changes.find((candidate) => candidate.date === dateKey);
  const weekly: ScheduledMass[] = change?.replacesWeekly
    ? []
    : massesOnWeekday(scheduleOn(schedules, dateKey), weekday).map(({ time, language, note, place }) => ({
        time,
        language,
        note,
        place,
      }));
  const special = change ? change.masses.map((mass) => changedMass(change, mass)) : [];
  return [...weekly, ...special].sort((a, b) => a.time.localeCompare(b.time));
}
