import type { MetaDescriptor } from "react-router";
import { parishName } from "#app/features/content/parish-name";
import { siteContentOf } from "#app/features/content/site-content";
import { DEFAULT_LANGUAGE, type Language, languages, parseLanguage } from "#app/i18n/language";
import { pageText, translate } from "#app/i18n/translate";
import { canonicalPath, isPagePath } from "./site-map";

export interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
}

interface RootMeta {
  lang: Language;
  siteUrl: string;
}

export function rootMeta(matches: MetaArgs["matches"]): RootMeta {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData ?? root?.data;
  if (
    typeof data === "object" &&
    data !== null &&
    "lang" in data &&
    "siteUrl" in data &&
    typeof data.siteUrl === "string"
  ) {
    return { lang: parseLanguage(data.lang) ?? DEFAULT_LANGUAGE, siteUrl: data.siteUrl };
  }
  return { lang: DEFAULT_LANGUAGE, siteUrl: "" };
}

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Title, description, Open Graph, canonical and hreflang alternates of the page at the current path. */
export function pageMeta(args: MetaArgs, override?: { title: string; description: string }): MetaDescriptor[] {
  const { lang, siteUrl } = rootMeta(args.matches);
  const path = normalizePath(args.location.pathname);
  const text =
    override ??
    (isPagePath(path) ? { title: pageText(lang, path).title, description: pageText(lang, path).subtitle } : undefined);
  const siteName = parishName(siteContentOf(args.matches).parish, lang);
  const title = !text || path === "/" ? siteName : `${text.title} | ${siteName}`;
  const description = text?.description ?? siteName;
  const canonical = canonicalPath(path);
  const urlFor = (language: Language) => `${siteUrl}${canonical}?lang=${language}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:url", content: urlFor(lang) },
    { property: "og:image", content: `${siteUrl}/og-image.png` },
    { property: "og:locale", content: lang === "vi" ? "vi_VN" : "en_US" },
    { tagName: "link", rel: "canonical", href: urlFor(lang) },
    ...languages.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: urlFor(language) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${canonical}` },
    // Lets a browser offer the site's search from its address bar.
    {
      tagName: "link",
      rel: "search",
      type: "application/opensearchdescription+xml",
      href: `/opensearch.xml?lang=${lang}`,
      title: translate(lang, "search.openSearch.shortName"),
    },
  ];
}
