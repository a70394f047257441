import { parish } from "#app/config/parish";
import type { ScheduleChange } from "#app/features/content/types";
import { type Language, otherLanguage } from "#app/i18n/language";
import { massTitle } from "./mass-text";
import { massesFrom } from "./next-mass";
import { parishIsoString } from "./parish-time";

/** How far ahead the structured data lists Masses. */
export const JSON_LD_DAYS = 7;

const address = {
  "@type": "PostalAddress",
  streetAddress: parish.streetAddress,
  addressLocality: parish.city,
  addressRegion: parish.state,
  postalCode: parish.postalCode,
  addressCountry: parish.country,
};

/** Schema.org description of the parish (a CatholicChurch) and one Event per Mass in the coming seven days. */
export function parishJsonLd({ lang, siteUrl, now, changes = [] }: { lang: Language; siteUrl: string; now: number; changes?: readonly ScheduleChange[] }) {
  const church = { "@type": "CatholicChurch", "@id": `${siteUrl}/#parish`, name: parish.name[lang], address };
  return {
    "@context": "https://schema.org",
    ...church,
    alternateName: parish.name[otherLanguage(lang)],
    url: `${siteUrl}/`,
    telephone: parish.phone.tel,
    email: parish.email,
    sameAs: [parish.social.facebook, parish.social.youtube],
    event: massesFrom(now, JSON_LD_DAYS, changes).map((occurrence) => ({
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
