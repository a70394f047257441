import { expect, type Page, test } from "@playwright/test";
import { pageText, translate } from "./support/i18n";
import { bothLanguages, languageButton } from "./support/language";
import { loadingTimes, noteFirstFrame } from "./support/first-paint";
import { hydrated } from "./support/hydration";
import { isDesktop } from "./support/widths";

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

test.describe("the dictionary", () => {
  // The browser's own cache, not the offline copy, is under test here.
  test.use({ serviceWorkers: "block" });

  for (const lang of bothLanguages) {
    test(`comes with no page: the browser fetches the visitor's once, after the first paint, and keeps it, in ${lang}`, async ({
      page,
    }) => {
      await noteFirstFrame(page);
      const schedule = await page.goto(`/schedule?lang=${lang}`);
      // A text of the bulletin alone: with the dictionary in the page's data, every page carried it.
      expect(await schedule?.text()).not.toContain(translate(lang, "bulletin.greeting"));
      await hydrated(page);
      const [first] = await dictionaryLoads(page);
      expect(first?.path).toBe(`/api/dictionary/${lang}`);
      expect(first?.transferred).toBeGreaterThan(0);
      expect(first?.asked).toBeGreaterThan(await page.evaluate(() => window.firstFrameAt ?? Number.POSITIVE_INFINITY));

      await page.goto(`/contact?lang=${lang}`);
      await hydrated(page);
      expect(await dictionaryLoads(page)).toEqual([
        expect.objectContaining({ path: `/api/dictionary/${lang}`, transferred: 0 }),
      ]);
    });
  }
});

for (const lang of bothLanguages) {
  test(`a page paints before any of its code is fetched, then hydrates and answers the keyboard, in ${lang}`, async ({
    page,
  }) => {
    await noteFirstFrame(page);
    await page.goto(`/schedule?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, "/schedule").title);
    await hydrated(page);

    const times = await loadingTimes(page);
    expect(times.scripts).toBeGreaterThan(0);
    expect(times.firstFrame).toBeGreaterThan(0);
    expect(times.firstScriptAsked).toBeGreaterThan(times.firstFrame);

    if (isDesktop(page)) {
      const trigger = page.getByRole("button", { name: pageText(lang, "/sacraments").title, exact: true });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByTestId("desktop-menu-sacraments")).toBeVisible();
    } else {
      await page.getByTestId("menu-button").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("button", { name: translate(lang, "chrome.menu.close") })).toBeVisible();
    }
  });
}

/** The fonts a page asked for, by file name without the build's hash: `be-vietnam-pro-400`, `be-vietnam-pro-400-more`. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.match(/\/assets\/(be-vietnam-pro-[\w-]+)-[\w-]{8}\.woff2$/)?.[1];
    if (name) fonts.push(name);
  });
  return fonts;
}

for (const lang of bothLanguages) {
  test(`the site's own texts need one font file a weight; a rarer character brings its weight's second file, in ${lang}`, async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    for (const path of ["/", "/schedule", "/contact", "/about"]) {
      await page.goto(`${path}?lang=${lang}`);
      await hydrated(page);
    }
    expect(new Set(fonts)).toEqual(new Set(["be-vietnam-pro-400", "be-vietnam-pro-700"]));

    // A name from an announcement, say, with a letter neither language's texts use.
    const drawn = await page.evaluate(async () => {
      await document.fonts.load('400 16px "Be Vietnam Pro"', "Peñalosa");
      return document.fonts.check('400 16px "Be Vietnam Pro"', "Peñalosa");
    });
    expect(drawn).toBe(true);
    expect(fonts).toContain("be-vietnam-pro-400-more");
  });

  test(`a form's code fetched after the page adds no second stylesheet, so the painted text never moves, in ${lang}`, async ({
    page,
  }) => {
    await page.goto(`/about/becoming-member?lang=${lang}`);
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
  });

  test(`a first load asks for no logo, and for the flags only once the language switch is in view, in ${lang}`, async ({
    page,
  }) => {
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    await page.goto(`/?lang=${lang}`);
    await hydrated(page);
    expect(images).not.toContain("/favicon.svg");
    const flags = () => images.filter((path) => path.startsWith("/flags/")).sort();
    // On a phone the switch sits in the closed menu.
    if (!isDesktop(page)) expect(flags()).toEqual([]);

    const other = lang === "en" ? "vi" : "en";
    const { button } = await languageButton(page, other, lang);
    await expect.poll(flags).toEqual(["/flags/us.svg", "/flags/vi-heritage.svg"]);
    await expect(button.locator("img")).toHaveAttribute(
      "src",
      other === "vi" ? "/flags/vi-heritage.svg" : "/flags/us.svg",
    );
    await expect
      .poll(() => button.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test(`hydration adds no links to a page: a menu section's links are built when it opens, in ${lang}`, async ({
    page,
  }) => {
    const response = await page.goto(`/?lang=${lang}`);
    const served = (await response?.text()) ?? "";
    await hydrated(page);
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
}
