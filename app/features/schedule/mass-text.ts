import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { weekdayKey } from "./day-names";
import type { MassOccurrence } from "./next-mass";
import { weekdayOf } from "./parish-time";
import { formatClock, type Mass } from "./schedule";

/** "Mass (Vietnamese)", "Vigil Mass (Vietnamese)", "Thánh Lễ (Tiếng Việt)" … */
export function massTitle(mass: Mass, lang: Language): string {
  const language = translate(lang, `schedule.language.${mass.language}`);
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
  return [when, ...vigil, translate(lang, `schedule.language.${occurrence.mass.language}`)].join(" · ");
}
