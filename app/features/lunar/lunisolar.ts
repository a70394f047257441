import { dateKeyOfJulianDay, julianDayNumber, lunationsSince1900, newMoon, sunLongitude } from "./astronomy";
import type { LunarDate } from "./lunar";

/**
 * The rules of the Vietnamese lunisolar calendar, by Hồ Ngọc Đức's method: a month begins on the day of a new moon;
 * month 11 is the month in which the winter solstice falls; when thirteen months run from one month 11 to the next,
 * the first of them in which the sun reaches no major term (a multiple of 30° of longitude) is the leap month, and it
 * repeats the number of the month before it. Month 1 begins the lunar year: Tết.
 */

/** A month of the calendar: its number, whether it is the leap month, its lunar year, first day and length. */
interface Month {
  month: number;
  leapMonth: boolean;
  year: number;
  firstDay: number;
  days: number;
}

const UTC_PLUS_8_SINCE = julianDayNumber("1929-01-01") - 0.5;
const UTC_PLUS_7_SINCE = julianDayNumber("1968-01-01") - 0.5;

/**
 * Hours ahead of UTC of the midnights that divide the calendar's days, at a moment. UTC+7 since 1968, when North
 * Vietnam adopted it (the South in 1975); before, Vietnamese almanacs printed China's calendar, as Hồ Ngọc Đức's own
 * tables keep it: computed for UTC+8 from 1929, for Beijing's local mean time (116°25′ E) before.
 */
function offsetHours(moment: number): number {
  if (moment >= UTC_PLUS_7_SINCE) return 7;
  if (moment >= UTC_PLUS_8_SINCE) return 8;
  return (116 + 25 / 60) / 15;
}

/** The day (Julian day number) on which new moon `k` falls: the first day of a month. */
function newMoonDay(k: number): number {
  const moment = newMoon(k);
  return Math.floor(moment + 0.5 + offsetHours(moment) / 24);
}

/** The last major term the sun passed before the midnight that begins a day: 0 the spring equinox, 9 the solstice. */
function majorTermAt(day: number): number {
  const midnight = day - 0.5;
  return Math.floor(sunLongitude(midnight - offsetHours(midnight) / 24) / 30);
}

/** The new moon that begins the month holding a day. */
function newMoonBeginning(day: number): number {
  let k = Math.floor(lunationsSince1900(day));
  while (newMoonDay(k + 1) <= day) k += 1;
  while (newMoonDay(k) > day) k -= 1;
  return k;
}

/** The new moon that begins month 11 of a solar year: the month in which its winter solstice falls. */
function month11(year: number): number {
  const k = newMoonBeginning(julianDayNumber(`${year}-12-31`));
  // When the sun has passed 270° as this month begins, the solstice fell in the month before.
  return majorTermAt(newMoonDay(k)) >= 9 ? k - 1 : k;
}

/** The months between solstices, computed once a year: the site asks for about two hundred years at most. */
const computed = new Map<number, Month[]>();

/** The months from month 11 of solar year `year - 1` up to month 11 of `year`: 12 of them, or 13 with a leap month. */
function monthsBetweenSolstices(year: number): Month[] {
  const known = computed.get(year);
  if (known) return known;
  const first = month11(year - 1);
  const last = month11(year);
  const months: Month[] = [];
  let month = 10;
  let firstDay = newMoonDay(first);
  for (let k = first; k < last; k += 1) {
    const nextFirstDay = newMoonDay(k + 1);
    // Of thirteen months, the first in which the sun reaches no major term is the leap month.
    const leapMonth =
      last - first === 13 &&
      !months.some((before) => before.leapMonth) &&
      majorTermAt(firstDay) === majorTermAt(nextFirstDay);
    if (!leapMonth) month = (month % 12) + 1;
    // Months 11 and 12 close the lunar year before; month 1 opens `year`.
    months.push({ month, leapMonth, year: month >= 11 ? year - 1 : year, firstDay, days: nextFirstDay - firstDay });
    firstDay = nextFirstDay;
  }
  computed.set(year, months);
  return months;
}

/** The lunar date of a "YYYY-MM-DD" solar date. */
export function lunarDateOf(dateKey: string): LunarDate {
  const day = julianDayNumber(dateKey);
  const year = Number(dateKey.slice(0, 4));
  // The last month begun by that day, after this year's month 11 or else before it.
  const begun = (month: Month) => month.firstDay <= day;
  const month = monthsBetweenSolstices(year + 1).findLast(begun) ?? monthsBetweenSolstices(year).findLast(begun);
  if (!month) throw new RangeError(`No lunar month holds ${dateKey}`);
  return { day: day - month.firstDay + 1, month: month.month, year: month.year, leapMonth: month.leapMonth };
}

/** The "YYYY-MM-DD" solar date of a lunar date, or null when its year has no such month or the month no such day. */
export function dateKeyOfLunarDate(lunar: LunarDate): string | null {
  const months = monthsBetweenSolstices(lunar.month >= 11 ? lunar.year + 1 : lunar.year);
  const month = months.find((candidate) => candidate.month === lunar.month && candidate.leapMonth === lunar.leapMonth);
  if (!month || lunar.day < 1 || lunar.day > month.days) return null;
  return dateKeyOfJulianDay(month.firstDay + lunar.day - 1);
}
