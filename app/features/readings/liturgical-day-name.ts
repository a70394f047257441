import type { TranslationKey } from "#app/i18n/dictionary";
import type { Language } from "#app/i18n/language";
import type { TranslateParams } from "#app/i18n/translate";
import type { DayName } from "./liturgical-day";

type Translate = (key: TranslationKey, params?: TranslateParams) => string;

const WEEKDAY_KEYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const ENGLISH_SUFFIXES: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ROMAN: ReadonlyArray<[number, string]> = [[10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"]];

/** "33rd" in English; Vietnamese numbers the Sundays and weeks in Roman numerals ("Chúa Nhật XXXIII Thường Niên"). */
export function liturgicalOrdinal(n: number, lang: Language): string {
  if (lang === "en") return `${n}${ENGLISH_SUFFIXES[new Intl.PluralRules("en-US", { type: "ordinal" }).select(n)] ?? "th"}`;
  let rest = n;
  let roman = "";
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      roman += letters;
      rest -= value;
    }
  }
  return roman;
}

export function liturgicalDayName(name: DayName, lang: Language, t: Translate): string {
  if (name.kind === "celebration") return t(`readings.liturgy.celebrations.${name.key}`);
  if (name.kind === "sunday") return t(`readings.liturgy.sunday.${name.season}`, { n: liturgicalOrdinal(name.week, lang) });
  return t(`readings.liturgy.weekday.${name.of}`, { day: t(`common.weekdays.${WEEKDAY_KEYS[name.weekday] ?? "sunday"}`), n: liturgicalOrdinal(name.week, lang) });
}
