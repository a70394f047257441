import type { ScheduleChange, ScheduledIntention } from "#app/features/content/types";
import type { ScheduledMass } from "#app/features/schedule/next-mass";
import { massesOnDay } from "#app/features/schedule/masses-on-day";
import type { WeeklySchedules } from "#app/features/schedule/weekly-schedule";

/** How many days "this week" lists, today included. */
export const WEEK_DAYS = 7;
const DAY_MS = 86_400_000;

export interface IntentionMass {
  mass: ScheduledMass;
  intentions: Pick<ScheduledIntention, "id" | "intention">[];
}

export interface IntentionDay {
  date: string;
  masses: IntentionMass[];
}

function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The published intentions of the seven days from `today`, grouped by the Mass they are offered at, as the schedule in
 * force holds it that day (a holy day's own Masses included). An intention for a Mass that is not held is left out:
 * the Studio refuses to schedule one, and a schedule changed afterwards must not print it under a Mass that is gone.
 */
export function intentionsWeek(
  today: string,
  intentions: readonly ScheduledIntention[],
  changes: readonly ScheduleChange[],
  schedules: WeeklySchedules,
): IntentionDay[] {
  const days: IntentionDay[] = [];
  for (let offset = 0; offset < WEEK_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const ofDay = intentions.filter((intention) => intention.date === date);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const masses = massesOnDay(date, weekday, changes, schedules)
      .map((mass) => ({
        mass,
        intentions: ofDay
          .filter((intention) => intention.time === mass.time)
          .map(({ id, intention }) => ({ id, intention })),
      }))
      .filter((entry) => entry.intentions.length > 0);
    if (masses.length > 0) days.push({ date, masses });
  }
  return days;
}
