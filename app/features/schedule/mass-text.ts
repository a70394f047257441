import { pickLanguage } from "#app/features/content/localized";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { weekdayKey } from "#app/i18n/weekdays";
import type { MassOccurrence, ScheduledMass } from "./next-mass";
import { weekdayOf } from "./parish-time";
import { formatClock } from "#app/i18n/clock";

/** The holy day's name in the visitor's language, or the other one if the office wrote only that. */
export function specialTitle(mass: ScheduledMass, lang: Language): string | undefined {
  return mass.special ? pickLanguage(mass.special.title, lang, (text) => text.trim() === "") : undefined;
}

/** "Mass (Vietnamese)", "Vigil Mass (Vietnamese)", "Christmas Eve: Mass (Bilingual)", "Thánh Lễ (Tiếng Việt)" … */
export function massTitle(mass: ScheduledMass, lang: Language): string {
  const language = translate(lang, `schedule.language.${mass.language}`);
  const title = specialTitle(mass, lang);
  if (title) return translate(lang, "schedule.specialTitle", { title, language });
  return translate(lang, mass.note === "vigil" ? "schedule.vigilTitle" : "schedule.massTitle", { language });
}

/** "today 6:00 PM · Vietnamese", "8:30 sáng ngày mai · Tiếng Việt", "Sunday 8:00 AM · Vigil Mass · Vietnamese". */
export function occurrenceText(occurrence: MassOccurrence, lang: Language): string {
  const day =
    occurrence.dayOffset === 0
      ? translate(lang, "common.today")
      : occurrence.dayOffset === 1
        ? translate(lang, "common.tomorrow")
        : translate(lang, weekdayKey(weekdayOf(occurrence.date)));
  const when = translate(lang, "schedule.nextMass.when", { day, time: formatClock(occurrence.mass.time, lang) });
  const vigil = occurrence.mass.note === "vigil" ? [translate(lang, "schedule.vigil")] : [];
  const special = specialTitle(occurrence.mass, lang);
  return [when, ...vigil, ...(special ? [special] : []), translate(lang, `schedule.language.${occurrence.mass.language}`)].join(" · ");
}
