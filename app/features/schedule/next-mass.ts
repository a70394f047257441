import type { Localized, MassLanguage, ScheduleChange } from "#app/features/content/types";
import type { ClockTime } from "#app/i18n/clock";
import { massesOnDay } from "./masses-on-day";
import { addDays, type CivilDate, civilDateKey, parishInstant, parishMoment } from "./parish-time";

/** How long a Mass is taken to last, for calendar entries and structured data. */
export const MASS_MINUTES = 60;

/** A Mass as the views show it: one of the weekly schedule, or one of a holy day's, named by its day. */
export interface ScheduledMass {
  time: ClockTime;
  language: MassLanguage;
  note?: "vigil";
  special?: { title: Localized<string>; note: Localized<string> };
}

export interface MassOccurrence {
  mass: ScheduledMass;
  date: CivilDate;
  /** 0 = today, 1 = tomorrow … in the parish's calendar. */
  dayOffset: number;
  start: number;
  end: number;
}

/** The Masses held on a date: the weekly ones unless a change replaces them, and the change's own, in order of time. */
export function massesOnDate(date: CivilDate, weekday: number, changes: readonly ScheduleChange[]): ScheduledMass[] {
  return massesOnDay(civilDateKey(date), weekday, changes);
}

/**
 * Every Mass that starts after `now`, today and on the following days, `days` calendar days in all, in order, with
 * the holy-day and special schedules of those days in place of or beside the weekly Masses.
 */
export function massesFrom(now: number, days: number, changes: readonly ScheduleChange[] = []): MassOccurrence[] {
  const today = parishMoment(now);
  const occurrences: MassOccurrence[] = [];
  for (let dayOffset = 0; dayOffset < days; dayOffset++) {
    const date = addDays(today, dayOffset);
    const weekday = (today.weekday + dayOffset) % 7;
    for (const mass of massesOnDate(date, weekday, changes)) {
      const start = parishInstant(date, mass.time);
      if (start > now) occurrences.push({ mass, date, dayOffset, start, end: parishInstant(date, mass.time, MASS_MINUTES) });
    }
  }
  return occurrences;
}

/**
 * The next Mass after `now` (a Mass that has begun is no longer "next"). A full week ahead holds one unless changes
 * cancel them, so it looks a little further before it gives up.
 */
export function nextMass(now: number, changes: readonly ScheduleChange[] = []): MassOccurrence | undefined {
  return massesFrom(now, changes.length > 0 ? 15 : 8, changes)[0];
}
