import { type Mass, schedule } from "./schedule";
import { addDays, type CivilDate, parishInstant, parishMoment } from "./parish-time";

/** How long a Mass is taken to last, for calendar entries and structured data. */
export const MASS_MINUTES = 60;

export interface MassOccurrence {
  mass: Mass;
  date: CivilDate;
  /** 0 = today, 1 = tomorrow … in the parish's calendar. */
  dayOffset: number;
  start: number;
  end: number;
}

/** Every Mass that starts after `now`, today and on the following days, `days` calendar days in all, in order. */
export function massesFrom(now: number, days: number): MassOccurrence[] {
  const today = parishMoment(now);
  const occurrences: MassOccurrence[] = [];
  for (let dayOffset = 0; dayOffset < days; dayOffset++) {
    const date = addDays(today, dayOffset);
    const weekday = (today.weekday + dayOffset) % 7;
    const masses = schedule.masses.filter((mass) => mass.days.some((day) => day === weekday)).sort((a, b) => a.time.localeCompare(b.time));
    for (const mass of masses) {
      const start = parishInstant(date, mass.time);
      if (start > now) occurrences.push({ mass, date, dayOffset, start, end: parishInstant(date, mass.time, MASS_MINUTES) });
    }
  }
  return occurrences;
}

/** The next Mass after `now` (a Mass that has begun is no longer "next"); a full week ahead always holds one. */
export function nextMass(now: number): MassOccurrence | undefined {
  return massesFrom(now, 8)[0];
}
