import type { LunarDate } from "#app/features/lunar/lunar";
import type { Language } from "#app/i18n/language";
import { isDateKey } from "#app/lib/date-key";

/*
 * How a form's dates are read from what a visitor typed and how they are kept: a module of its own, so the pages'
 * shared code carries none of it.
 */

const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date as the date picker sends it (2027-03-14), or as a visitor types it where there is no picker: day first in
 * Vietnamese (14/3/2027), month first in English (3/14/2027). Null when it is not a real date.
 */
export function dateKeyOf(typed: string, lang: Language): string | null {
  if (isDateKey(typed)) return typed;
  const [, first = "", second = "", year = ""] = TYPED_DATE.exec(typed) ?? [];
  const [day, month] = lang === "vi" ? [first, second] : [second, first];
  const key = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isDateKey(key) ? key : null;
}

/** A lunar date as a request keeps it: "2010-07-15", "2025-06L-10" for the 10th of the leap sixth month. */
export function lunarValue(date: LunarDate): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.year}-${two(date.month)}${date.leapMonth ? "L" : ""}-${two(date.day)}`;
}

/** A kept lunar date read back; null if it is not one. */
export function parseLunarValue(value: string): LunarDate | null {
  const match = /^(\d{4})-(\d{2})(L?)-(\d{2})$/.exec(value);
  return match
    ? { year: Number(match[1]), month: Number(match[2]), leapMonth: match[3] === "L", day: Number(match[4]) }
    : null;
}
