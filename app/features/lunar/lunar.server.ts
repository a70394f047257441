import { getLunarDate, getSolarDate } from "@dqcai/vn-lunar";
import { isDateKey } from "#app/lib/date-key";
import { LUNAR_YEARS, type LunarDate, type LunarDay, lunarDayText } from "./lunar";

/**
 * The Vietnamese lunar calendar (âm lịch), computed for UTC+7 as Vietnam has kept it since 1968 (Hồ Ngọc Đức's
 * tables), through `@dqcai/vn-lunar`; the library's year names are not used (it spells Bính as "Bình").
 */

const STEMS = ["Giáp", "Ất", "Bính", "Đinh", "Mậu", "Kỷ", "Canh", "Tân", "Nhâm", "Quý"] as const;
const BRANCHES = ["Tý", "Sửu", "Dần", "Mão", "Thìn", "Tỵ", "Ngọ", "Mùi", "Thân", "Dậu", "Tuất", "Hợi"] as const;

/** The sexagenary (can chi) name of a lunar year: 1984 Giáp Tý, 2026 Bính Ngọ. */
export function yearName(year: number): string {
  return `${STEMS[(((year - 4) % 10) + 10) % 10]} ${BRANCHES[(((year - 4) % 12) + 12) % 12]}`;
}

function parts(dateKey: string) {
  const [year = 0, month = 0, day = 0] = dateKey.split("-").map(Number);
  return { year, month, day };
}

function key(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A real YYYY-MM-DD date in the years the site converts. */
export function isLunarConvertible(dateKey: string): boolean {
  if (!isDateKey(dateKey)) return false;
  const { year } = parts(dateKey);
  return year >= LUNAR_YEARS.first && year <= LUNAR_YEARS.last;
}

/** The lunar date of a solar date, or null outside 1900–2100. */
export function lunarDayOf(dateKey: string): LunarDay | null {
  if (!isLunarConvertible(dateKey)) return null;
  const { year, month, day } = parts(dateKey);
  const lunar = getLunarDate(day, month, year);
  return {
    day: lunar.day,
    month: lunar.month,
    year: lunar.year,
    leapMonth: lunar.leap,
    yearName: yearName(lunar.year),
  };
}

/**
 * The solar date of a lunar date, or null when that date does not exist (a 30th in a 29-day month, a leap month the
 * year lacks) or falls outside 1900–2100: the library answers any input, so the answer is converted back and compared.
 */
export function solarDateOf(lunar: LunarDate): string | null {
  if (!Number.isInteger(lunar.day) || !Number.isInteger(lunar.month) || !Number.isInteger(lunar.year)) return null;
  if (lunar.day < 1 || lunar.day > 30 || lunar.month < 1 || lunar.month > 12) return null;
  if (lunar.year < LUNAR_YEARS.first - 1 || lunar.year > LUNAR_YEARS.last) return null;
  const solar = getSolarDate(lunar.day, lunar.month, lunar.year, lunar.leapMonth);
  const dateKey = key(solar.year, solar.month, solar.day);
  const back = lunarDayOf(dateKey);
  const same =
    back &&
    back.day === lunar.day &&
    back.month === lunar.month &&
    back.year === lunar.year &&
    back.leapMonth === lunar.leapMonth;
  return same ? dateKey : null;
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
