import type { Language } from "#app/i18n/language";
import { englishOrdinal } from "#app/i18n/ordinal";

/** The solar years the site converts, and the lunar years it accepts; outside them a date is refused, not guessed. */
export const LUNAR_YEARS = { first: 1900, last: 2100 } as const;

/** A date of the Vietnamese lunar calendar; `leapMonth` marks the intercalary month (tháng nhuận) of that number. */
export interface LunarDate {
  day: number;
  month: number;
  year: number;
  leapMonth: boolean;
}

/** A lunar date with its year's name as Vietnamese write it ("Bính Ngọ"), as the API and the pages receive it. */
export interface LunarDay extends LunarDate {
  yearName: string;
}

/** "ngày 18 tháng 10 năm Bính Ngọ" / "18th day of the 10th lunar month, year Bính Ngọ"; a leap month says so. */
export function lunarDayText(lunar: LunarDay, lang: Language): string {
  if (lang === "vi")
    return `ngày ${lunar.day} tháng ${lunar.month}${lunar.leapMonth ? " nhuận" : ""} năm ${lunar.yearName}`;
  return `${englishOrdinal(lunar.day)} day of the ${englishOrdinal(lunar.month)}${lunar.leapMonth ? " (leap)" : ""} lunar month, year ${lunar.yearName}`;
}
