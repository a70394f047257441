import { parish } from "#app/config/parish";
import type { Language } from "#app/i18n/language";

/**
 * The site as schema.org describes it, with its search (SearchAction), so search engines can offer it beside the
 * site's name. Built by the home page's loader: the page's JavaScript carries none of it.
 */
export function websiteJsonLd(lang: Language, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: parish.name[lang],
    url: `${siteUrl}/`,
    inLanguage: lang,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/search?q={search_term_string}&lang=${lang}` },
      "query-input": "required name=search_term_string",
    },
  };
}
