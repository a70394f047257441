import type { MetaDescriptor } from "react-router";
import { parish } from "#app/config/parish";
import { type MetaArgs, rootMeta } from "#app/site/meta";

/** The site as schema.org describes it, with its search (SearchAction), so search engines can offer it beside the site's name. */
export function websiteJsonLdMeta(matches: MetaArgs["matches"]): MetaDescriptor {
  const { lang, siteUrl } = rootMeta(matches);
  return {
    "script:ld+json": {
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
    },
  };
}
