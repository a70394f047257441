import { parishName } from "#app/features/content/parish-name";
import type { ParishIdentity } from "#app/features/parish/identity";
import type { Language } from "#app/i18n/language";

/**
 * The site as schema.org describes it, with its search (SearchAction), so search engines can offer it beside the
 * site's name. Built by the home page's loader: the page's JavaScript carries none of it.
 */
export function websiteJsonLd(lang: Language, siteUrl: string, parish: Pick<ParishIdentity, "name">) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: parishName(parish, lang),
    url: `${siteUrl}/`,
    inLanguage: lang,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/search?q={search_term_string}&lang=${lang}` },
      "query-input": "required name=search_term_string",
    },
  };
}
