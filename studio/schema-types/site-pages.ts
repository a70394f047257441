import { pages as enPages } from "../../app/i18n/en/pages";
import { pages as viPages } from "../../app/i18n/vi/pages";
import { allSubPages, featurePages } from "../../app/site/site-map";

export interface SitePage {
  path: string;
  en: string;
  vi: string;
}

const ownPageModules = new Set<string>(Object.values(featurePages));
const titles: Record<"en" | "vi", Record<string, { title: string } | undefined>> = { en: enPages, vi: viPages };

/**
 * The sub-pages a `page` document can fill: every sub-page of the site map (app/site/site-map.ts) that uses the shared
 * sub-page layout, with its titles from the site's dictionaries. The bulletin, calendar, events and gallery pages
 * have pages of their own and are left out.
 */
export const sitePages: SitePage[] = allSubPages()
  .filter((page) => !ownPageModules.has(page.path))
  .map(({ path }) => ({ path, en: titles.en[path]?.title ?? path, vi: titles.vi[path]?.title ?? path }));

export function findSitePage(path: string | undefined): SitePage | undefined {
  return sitePages.find((page) => page.path === path);
}
