import { LRUCache } from "lru-cache";
import { lunarDayOf } from "#app/features/lunar/lunar.server";
import { civilDateFromKey } from "#app/features/schedule/parish-time";
import { isDateKey } from "#app/lib/date-key";
import { dayNumber, weekdayOfDay } from "./calendar-arithmetic";
import type { CelebrationRank, FixedCelebration, Placed } from "./celebration";
import { seasonalDayNames } from "./day-names.server";
import type { LiturgicalDay } from "./liturgical-day";
import { parishCalendar, type ProperCalendar } from "./parish-calendar";
import { movableCelebrationsOf } from "./proper-of-time";
import { seasonalDay } from "./seasonal-day";
import { tetDay } from "./tet.server";

/**
 * The liturgical day in the calendar of the dioceses of the United States as this parish keeps it, computed offline:
 * the Proper of Time, the saints of the General and US calendars and the parish's own, ranked by the Table of
 * Liturgical Days (Universal Norms on the Liturgical Year and the Calendar, 59–60).
 */

/** The reformed Roman calendar came into force in 1970; the upper bound only keeps nonsense out. */
export const LITURGICAL_YEARS = { first: 1970, last: 2199 } as const;

/** A real calendar date written YYYY-MM-DD, in the years this calendar answers for. */
export function isLiturgicalDateKey(value: string): boolean {
  if (!isDateKey(value)) return false;
  const { year } = civilDateFromKey(value);
  return year >= LITURGICAL_YEARS.first && year <= LITURGICAL_YEARS.last;
}

/** Places in the Table of Liturgical Days of the General Calendar's celebrations, and of proper ones (US, parish). */
const PRECEDENCE: Record<CelebrationRank, { general: number; proper: number }> = {
  solemnity: { general: 3, proper: 4 },
  feastOfTheLord: { general: 5, proper: 5 },
  feast: { general: 7, proper: 8 },
  memorial: { general: 10, proper: 11 },
  optionalMemorial: { general: 12, proper: 12 },
};

/** Days listed in 1–8 of the Table: no impeded solemnity may be moved onto one. */
const LAST_PROTECTED = 8;

type Calendar = Map<number, Placed[]>;

function precedenceOn(calendar: Calendar, day: number): number {
  return Math.min(seasonalDay(day).precedence, ...(calendar.get(day) ?? []).map((placed) => placed.precedence));
}

/**
 * Where an impeded solemnity goes (Norms 5 and 60): off a Sunday of Advent, Lent or Easter to the Monday; otherwise to
 * the nearest day not in 1–8 of the Table, the earlier on a tie (as Rome moved John the Baptist in 2022), and the
 * Annunciation only forwards, past Holy Week and the Easter octave.
 */
function transferTarget(calendar: Calendar, celebration: Placed, day: number): number {
  const free = (candidate: number) => precedenceOn(calendar, candidate) > LAST_PROTECTED;
  const { name } = seasonalDay(day);
  if (name.kind === "sunday" && name.season !== "ordinary" && free(day + 1)) return day + 1;
  for (let distance = 1; ; distance += 1) {
    if (celebration.rule !== "laterOnly" && free(day - distance)) return day - distance;
    if (free(day + distance)) return day + distance;
  }
}

function dayFor(calendar: Calendar, celebration: Placed, day: number): number {
  if (celebration.rule === "mondayIfSunday" && weekdayOfDay(day) === 0) return day + 1;
  // Solemnities (3–4 in the Table) are moved, never lost; the days of 1–2 are never impeded, and an impeded feast or
  // memorial is simply not kept that year.
  const movable = celebration.precedence === 3 || celebration.precedence === 4;
  return movable && precedenceOn(calendar, day) <= celebration.precedence
    ? transferTarget(calendar, celebration, day)
    : day;
}

function fixed(year: number, { month, day, key, names, rank, colour, calendar, rule }: FixedCelebration) {
  const precedence = PRECEDENCE[rank][calendar === "general" ? "general" : "proper"];
  return { key, names, rank, colour, precedence, rule, day: dayNumber(year, month, day) };
}

/** A year's calendar takes far longer to build than to read, and nearly every request asks about this year. */
const calendars = new LRUCache<string, Calendar>({ max: 4 });

/** Every celebration of a year on the day it is kept, placed highest first so that the higher one keeps a contested day. */
function calendarOf(year: number, proper: ProperCalendar): Calendar {
  // The office may change the parish's own days at any time; a calendar is kept for the proper calendar it was built with.
  const key = `${year} ${JSON.stringify(proper)}`;
  const cached = calendars.get(key);
  if (cached) return cached;
  const calendar: Calendar = new Map();
  const candidates = [
    ...movableCelebrationsOf(year, proper),
    ...parishCalendar(proper).map((celebration) => fixed(year, celebration)),
  ].sort((a, b) => a.precedence - b.precedence);
  for (const { day, ...celebration } of candidates) {
    const target = dayFor(calendar, celebration, day);
    calendar.set(target, [...(calendar.get(target) ?? []), celebration]);
  }
  calendars.set(key, calendar);
  return calendar;
}

/** Optional memorials are listed, never chosen; the weightiest other celebration names the day if it outranks the day itself. */
export function liturgicalDay(dateKey: string, proper: ProperCalendar): LiturgicalDay {
  const { year, month, day: dayOfMonth } = civilDateFromKey(dateKey);
  const day = dayNumber(year, month, dayOfMonth);
  const base = seasonalDay(day);
  const here = calendarOf(year, proper).get(day) ?? [];
  // On a tie the first placed wins: the Proper of Time's memorials of Mary prevail over a saint's (CDW, 2018).
  const principal = here
    .filter((placed) => placed.precedence <= Math.min(base.precedence, 11))
    .reduce<Placed | undefined>(
      (best, placed) => (best && best.precedence <= placed.precedence ? best : placed),
      undefined,
    );
  // Memorials on the privileged weekdays of Lent, December 17–24 and the Christmas octave are kept only as commemorations.
  const listed = principal
    ? here.filter((placed) => principal.rank === "memorial" && placed.rule === "evenOnMemorials")
    : here.filter((placed) => placed.precedence >= 10 && (base.precedence === 9 || base.precedence === 13));
  // Tết is the Vietnamese calendar's addition beside the Roman day, which stays as the Roman Missal gives it.
  const tet = tetDay(dateKey, Math.min(base.precedence, principal?.precedence ?? base.precedence));
  return {
    date: dateKey,
    celebration: principal?.names ?? seasonalDayNames(base.name),
    rank: principal?.rank ?? (weekdayOfDay(day) === 0 ? "sunday" : "weekday"),
    season: base.season,
    colour: principal?.colour ?? base.colour,
    optionalMemorials: listed.map((placed) => placed.names),
    lunar: lunarDayOf(dateKey),
    tet,
  };
}
