import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { weekdayKey } from "#app/i18n/weekdays";
import type { MassOccurrence, ScheduledMass } from "./next-mass";
import { weekdayOf } from "./parish-time";
import { formatClock } from "#app/i18n/clock";
import { localText } from "./schedule-text";

/** The holy day's name in the visitor's language, or the other one if the office wrote only that. */
export function specialTitle(mass: ScheduledMass, lang: Language): string | undefined {
  return mass.special ? localText(mass.special.title, lang) || undefined : undefined;
}

/**
 * "Mass (Vietnamese)", "Vigil Mass (Vietnamese)", "Christmas Eve: Mass (Bilingual)", "Tết: Sunday Vigil Mass
 * (Vietnamese)", "Thánh Lễ (Tiếng Việt)" …, then the place if any.
 */
export function massTitle(mass: ScheduledMass, lang: Language): string {
  const language = translate(lang, `schedule.language.${mass.language}`);
  const title = specialTitle(mass, lang);
  const note = localText(mass.note, lang);
  const place = localText(mass.place, lang);
  const described = note
    ? translate(lang, "schedule.notedTitle", { note, language })
    : translate(lang, "schedule.massTitle", { language });
  // A holy day's Mass is named by its day, and by its own note too when the office wrote one (a vigil, a blessing).
  const named = title ? `${title}: ${described}` : described;
  return place ? `${named} · ${place}` : named;
}

/** "today 6:00 PM · Vietnamese", "8:30 sáng ngày mai · Tiếng Việt", "Sunday 8:00 AM · Vigil Mass · Vietnamese". */
export function occurrenceText(occurrence: MassOccurrence, lang: Language): string {
  const { mass } = occurrence;
  const day =
    occurrence.dayOffset === 0
      ? translate(lang, "common.today")
      : occurrence.dayOffset === 1
        ? translate(lang, "common.tomorrow")
        : translate(lang, weekdayKey(weekdayOf(occurrence.date)));
  const when = translate(lang, "schedule.nextMass.when", { day, time: formatClock(mass.time, lang) });
  return [
    when,
    specialTitle(mass, lang),
    localText(mass.note, lang),
    translate(lang, `schedule.language.${mass.language}`),
    localText(mass.place, lang),
  ]
    .filter(Boolean)
    .join(" · ");
}
