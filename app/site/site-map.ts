import type { PagePath } from "#app/i18n/dictionary";

/**
 * The site's page tree: every routed path, which hub lists it, and how its page is laid out.
 * routes.ts, the hub pages, the menus and the sitemap all read this one tree.
 */

/** How a sub-page renders its body. */
export type SubPageBody = "placeholder" | "titleOnly";

export interface SubPage {
  path: string;
  body: SubPageBody;
}

export interface PageGroup {
  /** A grouping inside a hub (ministries has hospitality, prayer, formation, service); not itself routed. */
  path: string;
  pages: SubPage[];
}

export interface Hub {
  path: string;
  groups: PageGroup[];
}

function pages(base: string, slugs: string[], titleOnly: string[] = []): SubPage[] {
  return slugs.map((slug) => ({
    path: `${base}/${slug}`,
    body: titleOnly.includes(slug) ? "titleOnly" : "placeholder",
  }));
}

function single(path: string, slugs: string[], titleOnly: string[] = []): Hub {
  return { path, groups: [{ path, pages: pages(path, slugs, titleOnly) }] };
}

export const hubs: Hub[] = [
  single(
    "/about",
    ["staff", "parish-history", "becoming-member", "facility-information", "safe-environment", "privacy"],
    ["staff"],
  ),
  single(
    "/liturgy",
    [
      "mass-intentions",
      "mass-intentions/this-week",
      "altar-linens",
      "altar-servers",
      "art-environment",
      "eucharistic-ministers",
      "lectors",
      "ministry-schedule",
      "ushers-greeters",
      "acolyte",
    ],
    ["altar-servers"],
  ),
  single(
    "/sacraments",
    ["baptism", "confirmation", "eucharist", "reconciliation", "anointing", "holy-orders", "matrimony"],
    ["baptism"],
  ),
  single("/faith-formation", ["religious-education", "adult", "rcia", "bible-study"], ["religious-education"]),
  {
    path: "/ministries",
    groups: [
      {
        path: "/ministries/hospitality",
        pages: pages(
          "/ministries/hospitality",
          ["bereavement", "greeters", "fall-festival", "lunar-new-year"],
          ["bereavement"],
        ),
      },
      {
        path: "/ministries/prayer",
        pages: pages("/ministries/prayer", [
          "prayer-requests",
          "altar-servers",
          "eucharistic-ministers",
          "lectors",
          "music",
          "groups",
        ]),
      },
      {
        path: "/ministries/formation",
        pages: pages("/ministries/formation", ["baptismal", "marriage", "vietnamese", "youth"]),
      },
      {
        path: "/ministries/service",
        pages: pages("/ministries/service", ["social-justice", "st-vincent", "food-pantry", "maintenance"]),
      },
    ],
  },
  single("/vietnamese-school", ["registration", "schedule", "curriculum"], ["registration"]),
  single("/youth", ["ministry", "events", "groups"]),
  single("/resources", ["forms", "documents", "links"]),
  single("/communication-events", ["bulletin", "calendar", "upcoming-events", "photo-gallery", "email-updates"]),
];

/** Sub-pages that have a page module of their own instead of the shared sub-page layout. */
export const featurePages = {
  bulletin: "/communication-events/bulletin",
  calendar: "/communication-events/calendar",
  upcomingEvents: "/communication-events/upcoming-events",
  photoGallery: "/communication-events/photo-gallery",
  massIntentionsThisWeek: "/liturgy/mass-intentions/this-week",
  emailUpdates: "/communication-events/email-updates",
} as const;

/** One Sunday's bulletin has an address of its own. */
export const bulletinIssuePath = (date: string) => `${featurePages.bulletin}/${date}`;

/** Where an announcement stands on the announcements page: its element's id, and the address that opens it. */
export const announcementAnchor = (id: string) => `announcement-${id}`;
export const announcementPath = (id: string) => `/announcements#${announcementAnchor(id)}`;

/** Paths the home page cards link to. */
export const homeCardPaths = [
  "/schedule",
  "/readings",
  "/announcements",
  "/online-mass",
  "/events",
  "/calendar",
  "/obituary",
] as const;

/** Short paths that show the same page as a longer one; the longer one is canonical. */
export const aliases: Record<string, string> = {
  "/events": featurePages.upcomingEvents,
  "/calendar": featurePages.calendar,
};

export function allSubPages(): SubPage[] {
  return hubs.flatMap((hub) => hub.groups.flatMap((group) => group.pages));
}

export function findSubPage(path: string): SubPage | undefined {
  return allSubPages().find((page) => page.path === path);
}

export function findHub(path: string): Hub | undefined {
  return hubs.find((hub) => hub.path === path);
}

/** Every path a visitor can open, for tests and the sitemap. */
export function allPaths(): string[] {
  return [
    "/",
    "/contact",
    "/readings",
    "/menu",
    ...homeCardPaths.filter((path) => path !== "/readings"),
    ...hubs.map((hub) => hub.path),
    ...allSubPages().map((page) => page.path),
  ];
}

/** Every path that has a title and subtitle: the routed pages plus the groups inside the ministries hub. */
export function allPagePaths(): string[] {
  const groups = hubs.flatMap((hub) => hub.groups.map((group) => group.path));
  return [...new Set([...allPaths(), ...groups])];
}

/** Which paths are pages comes from the site map, so it is known before any dictionary arrives. */
const pagePaths: ReadonlySet<string> = new Set(allPagePaths());

export function isPagePath(path: string): path is PagePath {
  return pagePaths.has(path);
}

export function canonicalPath(path: string): string {
  return aliases[path] ?? path;
}
