import { isDateKey } from "#app/lib/date-key";
import { LUNAR_YEARS, type LunarDate, type LunarDay, lunarDayText } from "./lunar";
import { dateKeyOfLunarDate, lunarDateOf } from "./lunisolar";

/**
 * The Vietnamese lunar calendar (âm lịch) as the site uses it, on the server only: computed by `lunisolar.ts` for
 * UTC+7, as Vietnam has kept it since 1968, between the solar years 1900 and 2100.
 */

const STEMS = ["Giáp", "Ất", "Bính", "Đinh", "Mậu", "Kỷ", "Canh", "Tân", "Nhâm", "Quý"] as const;
const BRANCHES = ["Tý", "Sửu", "Dần", "Mão", "Thìn", "Tỵ", "Ngọ", "Mùi", "Thân", "Dậu", "Tuất", "Hợi"] as const;

/** The sexagenary (can chi) name of a lunar year: 1984 Giáp Tý, 2026 Bính Ngọ. */
export function yearName(year: number): string {
  return `${STEMS[(((year - 4) % 10) + 10) % 10]} ${BRANCHES[(((year - 4) % 12) + 12) % 12]}`;
}

/** A real YYYY-MM-DD date in the years the site converts. */
export function isLunarConvertible(dateKey: string): boolean {
  if (!isDateKey(dateKey)) return false;
  const year = Number(dateKey.slice(0, 4));
  return year >= LUNAR_YEARS.first && year <= LUNAR_YEARS.last;
}

/** The lunar date of a solar date, or null outside 1900–2100. */
export function lunarDayOf(dateKey: string): LunarDay | null {
  if (!isLunarConvertible(dateKey)) return null;
  const lunar = lunarDateOf(dateKey);
  return { ...lunar, yearName: yearName(lunar.year) };
}

/**
 * The solar date of a lunar date, or null when that date does not exist (a 30th in a 29-day month, a leap month the
 * year lacks) or falls outside 1900–2100.
 */
export function solarDateOf(lunar: LunarDate): string | null {
  if (!Number.isInteger(lunar.day) || !Number.isInteger(lunar.month) || !Number.isInteger(lunar.year)) return null;
  if (lunar.year < LUNAR_YEARS.first - 1 || lunar.year > LUNAR_YEARS.last) return null;
  const dateKey = dateKeyOfLunarDate(lunar);
  return dateKey && isLunarConvertible(dateKey) ? dateKey : null;
}

/** Why a lunar date was refused, for the message the visitor or the office reads. */
export type LunarProblem = "noSuchDay" | "noLeapMonth" | "outOfRange";

export function lunarProblem(lunar: LunarDate): LunarProblem | null {
  if (solarDateOf(lunar)) return null;
  if (lunar.year < LUNAR_YEARS.first || lunar.year > LUNAR_YEARS.last) return "outOfRange";
  if (lunar.leapMonth && !solarDateOf({ ...lunar, day: 1 })) return "noLeapMonth";
  return "noSuchDay";
}

/** Mùng Một, Hai or Ba of the lunar year on this solar date, if it is one of Tết's first three days. */
export function tetDayOf(dateKey: string): 1 | 2 | 3 | null {
  const lunar = lunarDayOf(dateKey);
  if (!lunar || lunar.month !== 1 || lunar.leapMonth || lunar.day > 3) return null;
  return lunar.day as 1 | 2 | 3;
}

/**
 * A death anniversary (giỗ) in a lunar year: kept in the ordinary month of the death's month number, also for a death
 * in a leap month, and on the month's last day when the death fell on a 30th and that month has 29 days.
 */
export function gioInLunarYear(death: LunarDate, lunarYear: number): string | null {
  const date = { day: death.day, month: death.month, year: lunarYear, leapMonth: false };
  return solarDateOf(date) ?? (death.day === 30 ? solarDateOf({ ...date, day: 29 }) : null);
}

/** The next giỗ on or after a solar date. */
export function nextGio(death: LunarDate, fromDateKey: string): string | null {
  const from = lunarDayOf(fromDateKey);
  if (!from) return null;
  for (const year of [from.year, from.year + 1]) {
    const solar = gioInLunarYear(death, year);
    if (solar && solar >= fromDateKey) return solar;
  }
  return null;
}

/** "ngày 18 tháng 10 năm Bính Ngọ", the text Vietnamese pages print after a solar date; null outside 1900–2100. */
export function lunarText(dateKey: string): string | null {
  const lunar = lunarDayOf(dateKey);
  return lunar && lunarDayText(lunar, "vi");
}

/** The lunar texts of several days, keyed by their solar dates, for a page that lists days. */
export function lunarTexts(dateKeys: Iterable<string>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const dateKey of dateKeys) {
    const text = lunarText(dateKey);
    if (text) texts[dateKey] = text;
  }
  return texts;
}
