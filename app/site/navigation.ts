/**
 * The menus of the site chrome.
 * Entries are page paths from the site map; their labels are the page titles of the dictionary.
 */
import type { ParishIdentity } from "#app/features/parish/identity";
import type { PagePath, TranslationKey } from "#app/i18n/dictionary";
import { allPaths, featurePages, findHub, hubs, isPagePath } from "./site-map";

/** Label, href, isExternal. Internal labels are page titles; external ones are dictionary keys. */
export type NavLink = { kind: "page"; path: PagePath } | { kind: "external"; href: string; label: TranslationKey };

export interface NavGroup {
  /** A heading inside a section; a link when that path is routed. */
  title?: PagePath;
  links: readonly PagePath[];
}

export interface NavSection {
  id: string;
  /** The section's label; when routed, the section also links to its overview page. */
  title: PagePath;
  groups: readonly NavGroup[];
}

const routed: ReadonlySet<string> = new Set(allPaths());

export function isRouted(path: string): boolean {
  return routed.has(path);
}

function asPagePaths(paths: readonly string[]): PagePath[] {
  return paths.filter(isPagePath);
}

/** The pages a hub, or one group of the ministries hub, lists. */
function pagesUnder(groupPath: string): PagePath[] {
  const group = hubs.flatMap((hub) => hub.groups).find((candidate) => candidate.path === groupPath);
  if (!group) throw new Error(`No page group at ${groupPath}`);
  return asPagePaths(group.pages.map((page) => page.path));
}

function hubSection(id: string, hubPath: PagePath, extra: readonly NavGroup[] = []): NavSection {
  const hub = findHub(hubPath);
  if (!hub) throw new Error(`No hub at ${hubPath}`);
  return { id, title: hubPath, groups: [...hub.groups.map((group) => ({ links: pagesUnder(group.path) })), ...extra] };
}

function groupSection(id: string, groupPath: PagePath, extra: readonly NavGroup[] = []): NavSection {
  return { id, title: groupPath, groups: [{ links: pagesUnder(groupPath) }, ...extra] };
}

/**
 * The nine menu sections. Liturgy and the Vietnamese School have no section of their own in the menu,
 * so they sit where a parishioner looks for them: liturgical ministries under Ministries, the school under Formation.
 */
export const navSections: readonly NavSection[] = [
  hubSection("about", "/about"),
  hubSection("sacraments", "/sacraments"),
  hubSection("faith-formation", "/faith-formation"),
  {
    id: "ministries",
    title: "/ministries",
    groups: [
      { title: "/ministries/hospitality", links: pagesUnder("/ministries/hospitality") },
      { title: "/ministries/prayer", links: pagesUnder("/ministries/prayer") },
      { title: "/liturgy", links: pagesUnder("/liturgy") },
    ],
  },
  groupSection("formation", "/ministries/formation", [
    { title: "/vietnamese-school", links: pagesUnder("/vietnamese-school") },
  ]),
  groupSection("service", "/ministries/service"),
  hubSection("youth", "/youth"),
  hubSection("communication-events", "/communication-events", [
    { links: ["/announcements", "/online-mass", "/obituary"] },
  ]),
  hubSection("resources", "/resources", [{ links: ["/contact"] }]),
];

type Identity = Pick<ParishIdentity, "abuseReporting" | "social">;

/** The diocese's page for reporting abuse, when the office set one. */
export function reportAbuseLinks(parish: Identity): NavLink[] {
  return parish.abuseReporting
    ? [{ kind: "external", href: parish.abuseReporting.url, label: "chrome.links.reportAbuse" }]
    : [];
}

const channels = { youtube: /(^|\.)(youtube\.com|youtu\.be)$/, facebook: /(^|\.)facebook\.com$/ } as const;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/** The parish's page on YouTube or Facebook, found among its social links by the site it is on. */
export function channelUrl(parish: Pick<ParishIdentity, "social">, channel: keyof typeof channels): string | undefined {
  return parish.social.find((link) => channels[channel].test(hostOf(link.url)))?.url;
}

function channelLinks(parish: Identity): NavLink[] {
  return (["youtube", "facebook"] as const).flatMap((channel): NavLink[] => {
    const href = channelUrl(parish, channel);
    return href ? [{ kind: "external", href, label: `chrome.links.${channel}` }] : [];
  });
}

/** Desktop top bar: home, contact us, calendar, report child abuse. */
export function topBarLinks(parish: Identity): NavLink[] {
  return [
    { kind: "page", path: "/" },
    { kind: "page", path: "/contact" },
    { kind: "page", path: featurePages.calendar },
    ...reportAbuseLinks(parish),
  ];
}

/** What a parishioner reaches for first from the phone menu. */
export function quickLinks(parish: Identity): NavLink[] {
  return [
    { kind: "page", path: "/" },
    { kind: "page", path: "/schedule" },
    { kind: "page", path: "/readings" },
    { kind: "page", path: "/announcements" },
    { kind: "page", path: "/online-mass" },
    { kind: "page", path: featurePages.calendar },
    { kind: "page", path: "/contact" },
    ...channelLinks(parish),
    ...reportAbuseLinks(parish),
  ];
}

/** The footer's link groups. */
export const footerLinks: readonly PagePath[] = [
  "/",
  "/about",
  featurePages.bulletin,
  featurePages.calendar,
  featurePages.upcomingEvents,
  featurePages.emailUpdates,
  "/contact",
  "/resources",
];

/** Every page a section links to, its overview and routed group headings included. */
export function sectionPaths(section: NavSection): PagePath[] {
  const headings = [section.title, ...section.groups.flatMap((group) => (group.title ? [group.title] : []))].filter(
    isRouted,
  );
  return [...headings, ...section.groups.flatMap((group) => group.links)];
}
