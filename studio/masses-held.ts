import type { ValidationContext } from "sanity";
import type { MassLanguage } from "../app/features/content/types";
import type { ClockTime } from "../app/i18n/clock";
import type { Weekday } from "../app/i18n/weekdays";
import { type DayChange, massesOnDay } from "../app/features/schedule/masses-on-day";
import type { WeeklySchedule } from "../app/features/schedule/weekly-schedule";
import { weekdays } from "./schema-types/weekdays";

const API_VERSION = "2025-01-01";

/** The years the site's calendars answer for. */
export function inYears(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= 1900 && year <= 2100;
}

/**
 * The day's holy-day change, if the office made one, the Masses of the published weekly schedule in force that day
 * (the latest first day on or before it; one without a first day has always been in force), as the site reads them,
 * and the times of the published intentions scheduled that day.
 */
const dayQuery = `{
  "change": *[_type == "scheduleChange" && date == $date && !(_id in path("drafts.**"))][0]{ date, replacesWeekly, masses[]{ time, language } },
  "weekly": *[_type == "weeklySchedule" && !(_id in path("drafts.**")) && coalesce(validFrom, "") <= $date] | order(coalesce(validFrom, "") desc)[0].masses[]{ days, time, language },
  "intentions": *[_type == "scheduledIntention" && date == $date && !(_id in path("drafts.**"))].time
}`;

interface FetchedMass {
  time: ClockTime;
  language: MassLanguage;
}

/** A holy-day change as the Studio holds it, its fields possibly still empty. */
export interface ChangeOfDay {
  replacesWeekly?: boolean | null;
  masses?: FetchedMass[] | null;
}

interface FetchedDay {
  change: ChangeOfDay | null;
  weekly: (FetchedMass & { days?: string[] | null })[] | null;
  intentions: (string | null)[] | null;
}

const dayNumber = (name: string) => weekdays.findIndex((day) => day.value === name) as Weekday;

/**
 * The times of the Masses held that day, from the weekly schedule in force and the day's holy-day change (`change`,
 * when given: the one being edited, in place of the published one), with the times of that day's intentions.
 */
export async function massTimesOn(
  date: string,
  context: ValidationContext,
  change?: ChangeOfDay,
): Promise<{ held: string[]; intentions: string[] }> {
  const fetched = await context.getClient({ apiVersion: API_VERSION }).fetch<FetchedDay>(dayQuery, { date });
  const ofDay = change ?? fetched.change;
  const changes: DayChange[] = ofDay
    ? [
        {
          date,
          title: {},
          replacesWeekly: ofDay.replacesWeekly ?? false,
          masses: (ofDay.masses ?? []).map((mass) => ({ ...mass, note: {} })),
        },
      ]
    : [];
  const inForce: WeeklySchedule = {
    id: "in-force",
    validFrom: null,
    masses: (fetched.weekly ?? []).map((mass) => ({
      days: (mass.days ?? []).map(dayNumber),
      time: mass.time,
      language: mass.language,
      note: {},
      place: {},
    })),
    devotions: [],
    confession: { times: [], minutesBeforeMass: null, byAppointment: false },
  };
  const held = massesOnDay(date, new Date(`${date}T12:00:00Z`).getUTCDay(), changes, [inForce]).map(
    (mass) => mass.time,
  );
  const intentions = (fetched.intentions ?? []).filter((time): time is string => typeof time === "string");
  return { held: [...new Set(held)], intentions: [...new Set(intentions)] };
}
