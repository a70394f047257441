import { PARISH_TIME_ZONE } from "#app/config/time-zone";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";
import { type ClockTime, parseClock } from "#app/i18n/clock";
import type { Weekday } from "#app/i18n/weekdays";

/** A calendar date in the parish's time zone; month is 1–12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Where a moment falls on the parish's wall clock (PARISH_TIME_ZONE), whatever the visitor's own time zone. */
export interface ParishMoment extends CivilDate {
  weekday: Weekday;
  hours: number;
  minutes: number;
}

const MINUTE_MS = 60_000;

const wallClockFormat = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: PARISH_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }),
);

type WallClock = Readonly<Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>>;

/**
 * Reading the wall clock (one `formatToParts`) is the slow part of every schedule computation, and a page asks for
 * the same instants several times: the next-Mass line, then the structured data, each turning the same Mass times
 * into instants and back. Each instant is read once; the oldest readings are dropped past a bound.
 */
const readings = new Map<number, WallClock>();
const MAX_READINGS = 2048;

function wallClock(instant: number): WallClock {
  const kept = readings.get(instant);
  if (kept) return kept;
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClockFormat().formatToParts(instant)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  if (readings.size >= MAX_READINGS) readings.delete(readings.keys().next().value ?? instant);
  readings.set(instant, fields);
  return fields;
}

/** Minutes the parish's clock is ahead of UTC at that instant: -300 in summer (CDT), -360 in winter (CST). */
export function parishOffsetMinutes(instant: number): number {
  const clock = wallClock(instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - (instant - (instant % 1000))) / MINUTE_MS);
}

export function weekdayOf(date: CivilDate): Weekday {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() as Weekday;
}

export function parishMoment(instant: number): ParishMoment {
  const clock = wallClock(instant);
  const date = { year: clock.year, month: clock.month, day: clock.day };
  return { ...date, weekday: weekdayOf(date), hours: clock.hour, minutes: clock.minute };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The UTC instant at which the parish's clock shows this date and time (offset re-checked, so both sides of a DST change are right). */
export function parishInstant(date: CivilDate, time: ClockTime, plusMinutes = 0): number {
  const { hours, minutes } = parseClock(time);
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hours, minutes + plusMinutes);
  const guess = asUtc - parishOffsetMinutes(asUtc) * MINUTE_MS;
  return asUtc - parishOffsetMinutes(guess) * MINUTE_MS;
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, "0");

/** "2025-12-24": the date as the content service and the URLs write it. */
export function civilDateKey(date: CivilDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The date a "YYYY-MM-DD" key names. */
export function civilDateFromKey(key: string): CivilDate {
  const [year = 0, month = 1, day = 1] = key.split("-").map(Number);
  return { year, month, day };
}

/** "2025-03-09T08:00:00-05:00": the parish's wall-clock time with its UTC offset, as schema.org wants it. */
export function parishIsoString(instant: number): string {
  const offset = parishOffsetMinutes(instant);
  const clock = wallClock(instant);
  const sign = offset < 0 ? "-" : "+";
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** "2025-01-05T08:00": a floating local date-time, as the iCalendar writer takes it. */
export function localDateTime(date: CivilDate, time: ClockTime, plusMinutes = 0): string {
  const { hours, minutes } = parseClock(time);
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day, hours, minutes + plusMinutes));
  return shifted.toISOString().slice(0, 16);
}
