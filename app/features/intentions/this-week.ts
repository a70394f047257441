import type { ScheduleChange, ScheduledIntention } from "#app/features/content/types";
import type { ScheduledMass } from "#app/features/schedule/next-mass";
import { massesOnDay } from "#app/features/schedule/masses-on-day";
import { addDays, civilDateFromKey, civilDateKey, weekdayOf } from "#app/features/schedule/parish-time";
import type { WeeklySchedules } from "#app/features/schedule/weekly-schedule";

/** How many days "this week" lists, today included. */
export const WEEK_DAYS = 7;

export interface IntentionMass {
  mass: ScheduledMass;
  intentions: Pick<ScheduledIntention, "id" | "intention">[];
}

export interface IntentionDay {
  date: string;
  masses: IntentionMass[];
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
  const first = civilDateFromKey(today);
  for (let offset = 0; offset < WEEK_DAYS; offset += 1) {
    const day = addDays(first, offset);
    const date = civilDateKey(day);
    const ofDay = intentions.filter((intention) => intention.date === date);
    const masses = massesOnDay(date, weekdayOf(day), changes, schedules)
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
