/** Days are counted as whole days since 1970-01-01 (UTC), so a date is a number and a week is seven. */
const DAY_MS = 86_400_000;

export function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** The weekday of a day number: 0 for Sunday to 6 for Saturday (parish-time.ts has it of a civil date). */
export function weekdayOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

export function sundayOnOrBefore(day: number): number {
  return day - weekdayOfDay(day);
}

/** Gregorian computus (Meeus/Jones/Butcher). */
export function easterDay(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, dayOfMonth);
}

/** First Sunday of Advent: the Sunday from November 27 to December 3. */
export function adventStart(year: number): number {
  return sundayOnOrBefore(dayNumber(year, 12, 3));
}

/** In the United States the Epiphany is kept on the Sunday from January 2 to 8. */
export function epiphanyDay(year: number): number {
  return sundayOnOrBefore(dayNumber(year, 1, 8));
}

/** The Sunday after the Epiphany, or the Monday after it when the Epiphany falls on January 7 or 8 (United States). */
export function baptismDay(year: number): number {
  const epiphany = epiphanyDay(year);
  return epiphany >= dayNumber(year, 1, 7) ? epiphany + 1 : epiphany + 7;
}

/** The Sunday within the Christmas octave, or December 30 when Christmas itself is a Sunday. */
export function holyFamilyDay(year: number): number {
  const christmas = dayNumber(year, 12, 25);
  return weekdayOfDay(christmas) === 0 ? christmas + 5 : sundayOnOrBefore(christmas) + 7;
}

/** The fourth Thursday of November. */
export function thanksgivingDay(year: number): number {
  const first = dayNumber(year, 11, 1);
  return first + ((4 - weekdayOfDay(first) + 7) % 7) + 21;
}
