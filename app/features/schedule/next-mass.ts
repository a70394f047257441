import type { Localized, MassLanguage, ScheduleChange } from "#app/features/content/types";
import type { ClockTime } from "#app/i18n/clock";
import { massesOnDay } from "./masses-on-day";
import { addDays, type CivilDate, civilDateKey, parishInstant, parishMoment } from "./parish-time";
import type { WeeklySchedules } from "./weekly-schedule";

/** How long a Mass is taken to last, for calendar entries and structured data. */
export const MASS_MINUTES = 60;

/** A Mass as the views show it: one of the weekly schedule in force that day, or one of a holy day's, named by its day. */
export interface ScheduledMass {
  time: ClockTime;
  language: MassLanguage;
  /** "Vigil Mass" · "Lễ Vọng"; empty when the Mass has none. */
  note: Localized<string>;
  /** The church or chapel when not the parish church; empty otherwise. */
  place: Localized<string>;
  special?: { title: Localized<string> };
}

export interface MassOccurrence {
  mass: ScheduledMass;
  date: CivilDate;
  /** 0 = today, 1 = tomorrow … in the parish's calendar. */
  dayOffset: number;
  start: number;
  end: number;
}

/** The Masses held on a date: the weekly ones in force unless a change replaces them, and the change's own, in order of time. */
export function massesOnDate(
  date: CivilDate,
  weekday: number,
  changes: readonly ScheduleChange[],
  schedules: WeeklySchedules,
): ScheduledMass[] {
  return massesOnDay(civilDateKey(date), weekday, changes, schedules);
}

interface KeptList {
  changes: readonly ScheduleChange[];
  schedules: WeeklySchedules;
  from: number;
  until: number;
  occurrences: MassOccurrence[];
}

/** The last list for each length of window, since every page asks for the next Mass and most for a week of them. */
const keptLists = new Map<number, KeptList>();

/**
 * Every Mass that starts after `now`, today and on the following days, `days` calendar days in all, in order: each
 * day's from the weekly schedule in force that day, with the holy-day and special schedules in place of or beside them.
 * The list found stands, the same array, until its first Mass begins or the parish's day ends.
 */
export function massesFrom(
  now: number,
  days: number,
  changes: readonly ScheduleChange[],
  schedules: WeeklySchedules,
): MassOccurrence[] {
  const kept = keptLists.get(days);
  if (kept && kept.changes === changes && kept.schedules === schedules && kept.from <= now && now < kept.until) {
    return kept.occurrences;
  }
  const today = parishMoment(now);
  const occurrences: MassOccurrence[] = [];
  for (let dayOffset = 0; dayOffset < days; dayOffset++) {
    const date = addDays(today, dayOffset);
    const weekday = (today.weekday + dayOffset) % 7;
    for (const mass of massesOnDate(date, weekday, changes, schedules)) {
      const start = parishInstant(date, mass.time);
      if (start > now)
        occurrences.push({ mass, date, dayOffset, start, end: parishInstant(date, mass.time, MASS_MINUTES) });
    }
  }
  const tomorrow = parishInstant(addDays(today, 1), "00:00");
  keptLists.set(days, {
    changes,
    schedules,
    from: now,
    until: Math.min(occurrences[0]?.start ?? tomorrow, tomorrow),
    occurrences,
  });
  return occurrences;
}

/**
 * The next Mass after `now` (a Mass that has begun is no longer "next"). A full week ahead holds one unless changes
 * cancel them or a new schedule starts, so it then looks a little further before it gives up.
 */
export function nextMass(
  now: number,
  changes: readonly ScheduleChange[],
  schedules: WeeklySchedules,
): MassOccurrence | undefined {
  return massesFrom(now, changes.length > 0 || schedules.length > 1 ? 15 : 8, changes, schedules)[0];
}
