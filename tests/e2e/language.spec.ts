import { expect, test } from "@playwright/test";
import type { Language } from "../../app/i18n/language";
import { hydrated } from "./support/hydration";
import { pageText } from "./support/i18n";
import { languageButton } from "./support/language";
import { PHONE_ONLY } from "./support/widths";

test("the toggle switches language at once, by keyboard, and the choice survives a reload", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/readings");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daily Readings");
  // "At once": the switch without a page load, which needs the page's code (before it, the toggle is a plain form).
  await hydrated(page);

  const { button: vietnamese } = await languageButton(page, "vi", "en");
  await vietnamese.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  // On phones the switch sits in the slide-in menu, which stays open until dismissed.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lời Chúa Hằng Ngày");
  await expect(page).toHaveURL(/\/readings$/);
  expect(await page.evaluate(() => window.localStorage.getItem("language"))).toBe("vi");
  expect((await context.cookies(baseURL)).find((cookie) => cookie.name === "language")?.value).toBe("vi");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lời Chúa Hằng Ngày");
  await hydrated(page);

  const { button: english } = await languageButton(page, "en", "vi");
  await english.click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => window.localStorage.getItem("language"))).toBe("en");
});

test(
  "a returning Vietnamese visitor gets Vietnamese in the server's first byte, never English first",
  { tag: PHONE_ONLY },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: "vi", url: baseURL ?? "" }]);
    const server = await page.request.get("/schedule");
    const html = await server.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="vi"/);
    expect(html).toContain("<title>Giờ Lễ |");
    expect(html).not.toContain("<title>Mass Times |");

    const englishSeen: string[] = [];
    page.on("framenavigated", async (frame) => {
      if (
        frame === page.mainFrame() &&
        (await frame
          .locator("html")
          .getAttribute("lang")
          .catch(() => null)) === "en"
      )
        englishSeen.push(frame.url());
    });
    await page.goto("/schedule");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    expect(englishSeen).toEqual([]);
  },
);

test(
  "a choice kept only in localStorage is applied and mirrored into the cookie",
  { tag: PHONE_ONLY },
  async ({ page, context, baseURL }) => {
    await context.addInitScript(() => {
      if (!window.sessionStorage.getItem("seeded")) {
        window.localStorage.setItem("language", "vi");
        window.sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giới Thiệu");
    await expect
      .poll(async () => (await context.cookies(baseURL)).find((cookie) => cookie.name === "language")?.value)
      .toBe("vi");
  },
);

test(
  "an invalid stored value is ignored and the site starts in English",
  { tag: PHONE_ONLY },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "language", value: "fr", url: baseURL ?? "" }]);
    await context.addInitScript(() => window.localStorage.setItem("language", "VI"));
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  },
);

test(
  "?lang= selects and stores a language before the page's code has loaded, the page carries canonical and hreflang links, and a link followed from it opens in that language",
  { tag: PHONE_ONLY },
  async ({ page, context, baseURL }) => {
    // The page's code never arrives, as on a phone still loading it: only the page itself can keep the choice.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/sacraments?lang=vi");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect
      .poll(async () => (await context.cookies(baseURL)).find((cookie) => cookie.name === "language")?.value)
      .toBe("vi");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/sacraments\?lang=vi$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /\/sacraments\?lang=en$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute(
      "href",
      /\/sacraments\?lang=vi$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/sacraments$/);

    await page
      .locator("footer")
      .getByRole("link", { name: pageText("vi", "/contact").title, exact: true })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("vi", "/contact").title);
  },
);

test(
  "every first visit to a ?lang= address stores the language, also when the server answers from its page cache",
  { tag: PHONE_ONLY },
  async ({ browser }) => {
    async function firstVisit(lang: Language) {
      // A context of its own is a visitor with no cookie; it takes the project's options (base URL, width) all the same.
      const context = await browser.newContext();
      const page = await context.newPage();
      const response = await page.goto(`/schedule?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // A kept answer goes out whole, with its length; a page rendered for the request is streamed.
      const kept = (await response?.allHeaders())?.["content-length"] !== undefined;
      await expect
        .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "language")?.value)
        .toBe(lang);
      await context.close();
      return kept;
    }
    // The first visit may find the data not yet held and the second is being compressed for keeping, so the page is
    // kept by the third: each visit is a new browser context, which takes seconds on a phone.
    for (const lang of ["en", "vi"] as const) {
      await expect.poll(() => firstVisit(lang), { timeout: 30_000 }).toBe(true);
    }
  },
);

test(
  "a flag that fails to load falls back to the external image, except the Heritage flag, which no service draws",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await page.route("**/flags/*.svg", (route) => route.abort());
    await page.route("https://flagcdn.com/**", (route) =>
      route.fulfill({
        contentType: "image/svg+xml",
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="2" fill="#3c3b6e"/></svg>',
      }),
    );
    await page.goto("/?lang=vi");
    await hydrated(page);
    const english = (await languageButton(page, "en", "vi")).button.locator("img");
    await expect(english).toHaveAttribute("src", "https://flagcdn.com/us.svg");
    const vietnamese = (await languageButton(page, "vi", "vi")).button.locator("img");
    await expect(vietnamese).toBeHidden();
    await expect(vietnamese).toHaveAttribute("src", "/flags/vi-heritage.svg");
  },
);
