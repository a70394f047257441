// Registers both dictionaries, so the generic names below can be written in either language on the server.
import "#app/i18n/dictionaries.server";
import type { Language } from "#app/i18n/language";
import { englishOrdinal } from "#app/i18n/ordinal";
import { translate } from "#app/i18n/translate";
import { weekdayKey } from "#app/i18n/weekdays";
import type { Names } from "./liturgical-day";
import type { DayName } from "./seasonal-day";

const ROMAN: ReadonlyArray<[number, string]> = [
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];
/** "33rd" in English; Vietnamese numbers the Sundays and weeks in Roman numerals ("Chúa Nhật XXXIII Thường Niên"). */
export function liturgicalOrdinal(n: number, lang: Language): string {
  if (lang === "en") return englishOrdinal(n);
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

const OCTAVE_DAYS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"] as const;

function nameIn(name: DayName, lang: Language): string {
  if (name.kind === "weekday" && name.of === "christmasOctave") {
    return translate(lang, "readings.liturgy.weekday.christmasOctave", {
      n: translate(lang, `readings.liturgy.octaveDays.${OCTAVE_DAYS[name.week - 1] ?? "eighth"}`),
    });
  }
  const n = liturgicalOrdinal(name.week, lang);
  if (name.kind === "sunday") return translate(lang, `readings.liturgy.sunday.${name.season}`, { n });
  return translate(lang, `readings.liturgy.weekday.${name.of}`, { day: translate(lang, weekdayKey(name.weekday)), n });
}

/** A Sunday's or a weekday's name in both languages, from the dictionaries' generic forms. */
export function seasonalDayNames(name: DayName): Names {
  return { en: nameIn(name, "en"), vi: nameIn(name, "vi") };
}
