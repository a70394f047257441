import type { ScheduleChange } from "#app/features/content/types";
import type { ParishIdentity } from "#app/features/parish/identity";
import { type Language, otherLanguage } from "#app/i18n/language";
import { massTitle } from "./mass-text";
import { massesFrom } from "./next-mass";
import { parishIsoString } from "./parish-time";
import type { WeeklySchedules } from "./weekly-schedule";

/** How far ahead the structured data lists Masses. */
export const JSON_LD_DAYS = 7;

export interface JsonLdInput {
  lang: Language;
  siteUrl: string;
  now: number;
  parish: ParishIdentity;
  schedules: WeeklySchedules;
  changes?: readonly ScheduleChange[];
}

/**
 * Schema.org description of the parish (a CatholicChurch) from the identity the office set, and one Event per Mass in
 * the coming seven days from the weekly schedule in force each day.
 */
export function parishJsonLd({ lang, siteUrl, now, parish, schedules, changes = [] }: JsonLdInput) {
  const { street, city, state, postalCode, country } = parish.address;
  const address = {
    "@type": "PostalAddress",
    streetAddress: street,
    addressLocality: city,
    addressRegion: state,
    postalCode,
    addressCountry: country,
  };
  const church = {
    "@type": "CatholicChurch",
    "@id": `${siteUrl}/#parish`,
    name: parish.name[lang] ?? parish.name[otherLanguage(lang)],
    address,
  };
  return {
    "@context": "https://schema.org",
    ...church,
    alternateName: parish.name[otherLanguage(lang)],
    url: `${siteUrl}/`,
    telephone: parish.phone.tel,
    email: parish.email,
    sameAs: parish.social.map((link) => link.url),
    event: massesFrom(now, JSON_LD_DAYS, changes, schedules).map((occurrence) => ({
      "@type": "Event",
      name: massTitle(occurrence.mass, lang),
      startDate: parishIsoString(occurrence.start),
      endDate: parishIsoString(occurrence.end),
      inLanguage: occurrence.mass.language === "bilingual" ? ["vi", "en"] : occurrence.mass.language,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      isAccessibleForFree: true,
      location: church,
      organizer: { "@id": church["@id"] },
      url: `${siteUrl}/schedule`,
    })),
  };
}
