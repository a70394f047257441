import { pickLanguage } from "#app/features/content/localized";
import type { ParishIdentity } from "#app/features/parish/identity";
import type { FixedCelebration } from "./celebration";
import { generalCalendar } from "./general-calendar";

export type ProperCalendar = ParishIdentity["properCalendar"];

/** The General and US calendars alone, for a parish that keeps no day of its own. */
export const NO_PROPER_CALENDAR: ProperCalendar = {
  patronalFeast: null,
  vietnameseMartyrsAsSolemnity: false,
  ascensionOnThursday: false,
};

/**
 * The General and US calendars as the parish keeps them (its settings say how): its title added as a solemnity on the
 * date it sets, and the Vietnamese Martyrs raised to a solemnity if it says so.
 */
export function parishCalendar({ patronalFeast, vietnameseMartyrsAsSolemnity }: ProperCalendar): FixedCelebration[] {
  const general = generalCalendar.map((celebration): FixedCelebration =>
    celebration.key === "vietnameseMartyrs" && vietnameseMartyrsAsSolemnity
      ? { ...celebration, rank: "solemnity", calendar: "parish" }
      : celebration,
  );
  if (!patronalFeast) return general;
  const { name, month, day } = patronalFeast;
  const names = { en: pickLanguage(name, "en") ?? "", vi: pickLanguage(name, "vi") ?? "" };
  return [
    ...general,
    { key: "patronalFeast", month, day, names, rank: "solemnity", colour: "white", calendar: "parish" },
  ];
}
