import { expect, type Page, test } from "@playwright/test";
import type { Language } from "../../app/i18n/language";
import type { PagePath } from "../../app/i18n/dictionary";
import { pageText, translate } from "./support/i18n";
import { allPaths, allSubPages, findSubPage } from "../../app/site/site-map";
import { axeViolations, expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";
import { bothLanguages } from "./support/language";
import { DESKTOP_ONLY, isDesktop, PHONE_ONLY } from "./support/widths";

/**
 * Sub-pages share one layout and differ only in their texts. So axe checks every page that is not a sub-page, every
 * sub-page with a module of its own, and one sub-page of each layout (placeholder, title only). The texts of every
 * route are checked in each language at the phone width. At the desktop width, where the layout is what changes, the
 * audited pages are loaded with the languages taking turns; axe checks each audited page once at each width, in one
 * language at the desktop width and the other at the phone width, so that every page meets axe in both languages and
 * at both widths.
 */
const subPageSamples = new Set(
  ["placeholder", "titleOnly"].map((body) => allSubPages().find((page) => page.body === body)?.path),
);
const audited = (path: string) =>
  !findSubPage(path) || subPageSamples.has(path) || path.startsWith("/communication-events/");
const desktopRoutes = allPaths()
  .filter(audited)
  .map((path, index) => ({ path, lang: bothLanguages[index % 2] ?? "en" }));
const desktopLanguage = new Map(desktopRoutes.map(({ path, lang }) => [path, lang]));
const auditedAt = (page: Page, path: string, lang: Language) =>
  audited(path) && (isDesktop(page) ? desktopLanguage.get(path) === lang : desktopLanguage.get(path) !== lang);

/** Routes are checked in batches: one page per batch keeps the run short, soft assertions still name every failing route. */
const BATCH = 13;
const batchesOf = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) =>
    items.slice(index * BATCH, (index + 1) * BATCH),
  );
/** Batches dealt in turn (the first route to the first batch, the second to the second…), so the hubs, which axe checks, are spread over them and no batch runs much longer than the others. */
const dealtInBatches = <T>(items: T[]) => {
  const count = Math.ceil(items.length / BATCH);
  return Array.from({ length: count }, (_, index) => items.filter((_item, position) => position % count === index));
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each route's status, language, title and hydration, with axe on the pages `auditedAt` picks for this width. */
async function checkRoutes(page: Page, routes: { path: string; lang: Language }[]) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  page.on("console", (message) => {
    // A third-party resource (a video thumbnail) cannot load here; that is the network, not the page.
    const fromThisSite = !message.location().url || message.location().url.startsWith(new URL(page.url()).origin);
    if (message.type() === "error" && fromThisSite) errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  for (const { path, lang } of routes) {
    const response = await page.goto(`${path}?lang=${lang}`);
    expect.soft(response?.status(), path).toBe(200);
    await expect.soft(page.locator("html"), path).toHaveAttribute("lang", lang);
    if (path !== "/") {
      const { title } = pageText(lang, path as PagePath);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
      await expect.soft(page, path).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\|`));
    }
    await test.step(`${path} hydrates`, () => hydrated(page));
    if (auditedAt(page, path, lang)) expect.soft(await axeViolations(page), path).toEqual([]);
  }
  expect(errors).toEqual([]);
}

for (const lang of bothLanguages) {
  for (const [index, batch] of dealtInBatches(allPaths()).entries()) {
    test(
      `${lang}: routes dealt to batch ${index + 1} (${batch[0]}, ${batch[1]} … ${batch.at(-1)}) answer 200 with their own title, hydrate without an error and have no axe violation (axe on each audited page in the language it is not in at the desktop width)`,
      { tag: PHONE_ONLY },
      async ({ page }) => {
        test.setTimeout(120_000);
        await checkRoutes(
          page,
          batch.map((path) => ({ path, lang })),
        );
      },
    );
  }
}

for (const batch of batchesOf(desktopRoutes)) {
  test(
    `the layouts of ${batch[0]?.path} … ${batch.at(-1)?.path}, the languages taking turns, hydrate without an error and have no axe violation`,
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      test.setTimeout(120_000);
      await checkRoutes(page, batch);
    },
  );
}

const otherLanguage = (lang: Language): Language => (lang === "vi" ? "en" : "vi");

test("an unknown path answers 404 with the not-found page in the visitor's language", async ({ page }) => {
  const texts = {
    en: ["Oops! Page not found", "Return to Home"],
    vi: ["Rất tiếc! Không tìm thấy trang", "Trở về Trang Chủ"],
  };
  // Beside a hub, under a hub, under a group of a hub, under no hub at all, and a step an emailed link does not have,
  // the languages taking turns; on the desktop, where only the page's layout changes, one of them.
  const paths = [
    "/no-such-page",
    "/about/no-such-page",
    "/ministries/prayer/no-such-page",
    "/no/such/page",
    "/communication-events/email-updates/no-such-step",
  ];
  const visits = isDesktop(page)
    ? [{ path: paths[0] ?? "", lang: "en" as const }]
    : paths.map((path, index) => ({ path, lang: bothLanguages[(index + 1) % 2] ?? "vi" }));
  for (const { path, lang } of visits) {
    const response = await page.goto(`${path}?lang=${lang}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[lang][0] ?? "");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle(/^404 \| /);
  }
  const last = visits.at(-1)?.lang ?? "en";
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: texts[last][1] }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/\\?lang=${last}$`));
});

test("an address far longer than any page's answers 404 at once, and one cut short inside an escaped letter 400, in both languages, the visitor's first", async ({
  page,
}) => {
  // Which language comes first is the visitor's, so the phone meets both; the desktop, the page's layout in one.
  if (!isDesktop(page)) {
    for (const lang of bothLanguages) {
      const response = await page.goto(`${"/a".repeat(4_000)}?lang=${lang}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText([
        translate(lang, "common.notFound.title"),
        translate(otherLanguage(lang), "common.notFound.title"),
      ]);
    }
  }
  const cutShort: Language[] = isDesktop(page) ? ["en"] : ["en", "vi"];
  for (const lang of cutShort) {
    const response = await page.goto(`/about/%E0%A4%A?lang=${lang}`);
    expect(response?.status()).toBe(400);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText([
      translate(lang, "common.badAddress.title"),
      translate(otherLanguage(lang), "common.badAddress.title"),
    ]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  const last = cutShort.at(-1) ?? "en";
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: translate(last, "common.notFound.home") }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/\\?lang=${last}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
