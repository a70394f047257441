import "#app/i18n/dictionaries.server";
import { translate } from "#app/i18n/translate";
import { lunarDayOf } from "#app/features/lunar/lunar.server";
import type { TetDay } from "./liturgical-day";

/** Ash Wednesday and the Sundays of Lent (2 in the Table of Liturgical Days) are the only days Tết can meet that outrank it. */
const OUTRANKS_TET = 2;

/**
 * Mùng Một, Hai and Ba of the lunar year with the titles of their Masses approved for Vietnamese Catholics; the Tết
 * Mass names the day unless the day is in 1–2 of the Table (see docs/decisions/lunar-calendar.md).
 */
export function tetDay(dateKey: string, dayPrecedence: number): TetDay | null {
  const lunar = lunarDayOf(dateKey);
  if (!lunar || lunar.month !== 1 || lunar.leapMonth || lunar.day > 3) return null;
  const day = lunar.day as TetDay["day"];
  const name = (lang: "en" | "vi") => translate(lang, `readings.liturgy.tet.day${day}`, { year: lunar.yearName });
  return { day, names: { en: name("en"), vi: name("vi") }, prevails: dayPrecedence > OUTRANKS_TET, colour: "white" };
}
