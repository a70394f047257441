import { expect, type Page, test } from "@playwright/test";
import type { Language } from "../../app/i18n/language";
import { pageText, translate } from "./support/i18n";
import { bothLanguages, languageButton } from "./support/language";
import { loadingTimes, noteFirstFrame } from "./support/first-paint";
import { hydrated } from "./support/hydration";
import { isDesktop, PHONE_ONLY } from "./support/widths";

// The browser's own cache, not the offline copy, is under test here.
test.use({ serviceWorkers: "block" });

/** When the page asked for its dictionary, and how many bytes of it came over the network (0 from the browser's cache). */
function dictionaryLoads(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry): entry is PerformanceResourceTiming =>
        new URL(entry.name).pathname.startsWith("/api/dictionary/"),
      )
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        asked: entry.startTime,
        transferred: entry.transferSize,
      })),
  );
}

/**
 * What a page asks for, and when, does not change with its language but for the dictionary it asks for (the visitor's
 * own). A test that runs at both widths meets one language at each, so that both are met.
 */
const languageAt = (page: Page, phone: Language): Language =>
  isDesktop(page) ? (phone === "vi" ? "en" : "vi") : phone;

test("a page paints before any of its code or its dictionary is fetched, then hydrates and answers the keyboard; the dictionary comes with no page and the browser keeps it", async ({
  page,
}) => {
  const lang = languageAt(page, "vi");
  await noteFirstFrame(page);
  const schedule = await page.goto(`/schedule?lang=${lang}`);
  // A text of the bulletin alone: with the dictionary in the page's data, every page carried it.
  expect(await schedule?.text()).not.toContain(translate(lang, "bulletin.greeting"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, "/schedule").title);
  await hydrated(page);

  const times = await loadingTimes(page);
  expect(times.scripts).toBeGreaterThan(0);
  expect(times.firstFrame).toBeGreaterThan(0);
  expect(times.firstScriptAsked).toBeGreaterThan(times.firstFrame);
  const [first] = await dictionaryLoads(page);
  expect(first?.path).toBe(`/api/dictionary/${lang}`);
  expect(first?.transferred).toBeGreaterThan(0);
  expect(first?.asked).toBeGreaterThan(times.firstFrame);

  if (isDesktop(page)) {
    const trigger = page.getByRole("button", { name: pageText(lang, "/sacraments").title, exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("desktop-menu-sacraments")).toBeVisible();
    return;
  }
  await page.getByTestId("menu-button").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("button", { name: translate(lang, "chrome.menu.close") })).toBeVisible();

  // The browser's cache works alike at every width.
  await page.goto(`/contact?lang=${lang}`);
  await hydrated(page);
  expect(await dictionaryLoads(page)).toEqual([
    expect.objectContaining({ path: `/api/dictionary/${lang}`, transferred: 0 }),
  ]);
});

/** The fonts a page asked for, by file name without the build's hash: `be-vietnam-pro-400`, `be-vietnam-pro-400-more`. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.match(/\/assets\/(be-vietnam-pro-[\w-]+)-[\w-]{8}\.woff2$/)?.[1];
    if (name) fonts.push(name);
  });
  return fonts;
}

/**
 * Vietnamese has letters of its own, so the fonts are checked in both languages on the phone; on the desktop, whose
 * header shows texts a phone keeps in its closed menu, in Vietnamese, the language with the more letters.
 */
for (const lang of bothLanguages) {
  test(
    `the site's own texts need one font file a weight, each asked for once, and the header's photo comes inside the stylesheet; a rarer character brings its weight's second file, in ${lang}`,
    lang === "vi" ? {} : { tag: PHONE_ONLY },
    async ({ page }) => {
      const fonts = fontRequests(page);
      const images: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
      });
      for (const path of ["/schedule", "/", "/contact", "/about"]) {
        await page.goto(`${path}?lang=${lang}`);
        await hydrated(page);
        if (path !== "/schedule") continue;
        expect(fonts.length).toBeGreaterThan(0);
        expect(new Set(fonts).size).toBe(fonts.length);
        if (isDesktop(page)) continue;
        // On a phone the header's photo is drawn from the stylesheet, not asked for as an image of its own.
        const header = page.getByTestId("parallax-header");
        await expect(header).toBeVisible();
        expect(await header.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
          /^url\("data:image\/svg\+xml/,
        );
        expect(images.filter((url) => url.endsWith(".svg") && url.includes("church"))).toEqual([]);
      }
      expect(new Set(fonts)).toEqual(new Set(["be-vietnam-pro-400", "be-vietnam-pro-700"]));

      // A name from an announcement, say, with a letter neither language's texts use.
      const drawn = await page.evaluate(async () => {
        await document.fonts.load('400 16px "Be Vietnam Pro"', "Peñalosa");
        return document.fonts.check('400 16px "Be Vietnam Pro"', "Peñalosa");
      });
      expect(drawn).toBe(true);
      expect(fonts).toContain("be-vietnam-pro-400-more");
    },
  );
}

test(
  "a form's code fetched after the page adds no second stylesheet, so the painted text never moves",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await page.goto("/about/becoming-member?lang=vi");
    const declaredFonts = await page.evaluate(() => document.fonts.size);
    await expect(page.getByTestId("membership-form")).toHaveAttribute("data-hydrated", "true");
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll("link[rel=stylesheet]")].map(
        (link) => new URL(link.getAttribute("href") ?? "", location.href).pathname,
      ),
    );
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(new Set(stylesheets).size).toBe(stylesheets.length);
    // A stylesheet added again declares the fonts again, and the text laid out in them is laid out anew.
    expect(await page.evaluate(() => document.fonts.size)).toBe(declaredFonts);
  },
);

test("a first load asks for no logo, and for the flags only once the language switch is in view, drawn locally; hydration adds no links to a page: a menu section's links are built when it opens", async ({
  page,
}) => {
  const lang = languageAt(page, "en");
  const images: string[] = [];
  const external: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
  });
  const response = await page.goto(`/?lang=${lang}`);
  const served = (await response?.text()) ?? "";
  await hydrated(page);
  expect(images).not.toContain("/favicon.svg");
  const flags = () => images.filter((path) => path.startsWith("/flags/")).sort();
  // On a phone the switch sits in the closed menu.
  if (!isDesktop(page)) expect(flags()).toEqual([]);

  await test.step("hydration adds no links", async () => {
    const panel = page.getByTestId("desktop-menu-sacraments");
    // The desktop menu is in the page at every width; on a phone it is hidden.
    await expect(panel).toBeAttached();
    const linksServed = await page.evaluate(
      (html) => new DOMParser().parseFromString(html, "text/html").querySelectorAll("a[href]").length,
      served,
    );
    expect(linksServed).toBeGreaterThan(20);
    expect(await page.locator("a[href]").count()).toBeLessThanOrEqual(linksServed);
    await expect(panel.locator("a")).toHaveCount(0);
    if (!isDesktop(page)) return;

    const trigger = page.getByRole("button", { name: pageText(lang, "/sacraments").title, exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await expect(panel).toBeHidden();
    await expect(panel.locator("a")).toHaveCount(0);
  });

  await test.step("the flags, once the switch is in view", async () => {
    const other = lang === "en" ? "vi" : "en";
    const { button } = await languageButton(page, other, lang);
    await expect.poll(flags).toEqual(["/flags/us.svg", "/flags/vi-heritage.svg"]);
    const flag = button.locator("img");
    await expect(flag).toHaveAttribute("src", other === "vi" ? "/flags/vi-heritage.svg" : "/flags/us.svg");
    await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(external).toEqual([]);
    if (other !== "vi") return;
    // The yellow Heritage flag with three red stripes, read from the drawn image: yellow above and below, red across.
    await expect(flag).toHaveAttribute("alt", "Vietnamese Heritage flag");
    const colours = await flag.evaluate(async (image: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = 30;
      canvas.height = 20;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0, 30, 20);
      const at = (y: number) => Array.from(context.getImageData(15, y, 1, 1).data.slice(0, 3));
      return { top: at(2), stripe: at(7), bottom: at(18) };
    });
    for (const yellow of [colours.top, colours.bottom]) expect(yellow).toEqual([255, 205, 0]);
    expect(colours.stripe).toEqual([218, 37, 29]);
  });
});
