import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { channelUrl } from "../../app/site/navigation";
import { embeddedParish as parish, embeddedSchedules } from "../support/embedded-parish";
import { confessionText, devotionGroups } from "../../app/features/schedule/schedule-text";
import { scheduleOn } from "../../app/features/schedule/weekly-schedule";
import { parishDateKey } from "../../app/i18n/format";
import type { TranslationKey } from "../../app/i18n/dictionary";
import type { Language } from "../../app/i18n/language";
import { pageText, translate } from "./support/i18n";
import { footerLinks } from "../../app/site/navigation";
import { hydrated } from "./support/hydration";
import { expectNoAxeViolations } from "./support/axe";
import { PHONE_ONLY, isDesktop } from "./support/widths";

/**
 * Until React has hydrated the page, the menu controls are links to the menu pages; every test here exercises the
 * hydrated menus, so it waits until the phone menu control has become a button (it is in the page at every width).
 */
async function open(page: Page, path: string, lang: Language) {
  const response = await page.goto(`${path}?lang=${lang}`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

/**
 * The menus, the bar and the floating buttons behave alike in both languages; their texts are each language's own. A
 * test of them that runs at both widths meets one language at each: Vietnamese on the phone, English on the desktop.
 */
const languageAt = (page: Page): Language => (isDesktop(page) ? "en" : "vi");

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

/** Computed colours carry an alpha part ("/ 0.85") only while translucent. */
const translucent = /\/ 0\.85\)$/;
const opaqueColour = /^oklch\([^/]*\)$/;

/** The embedded settings' abuse-reporting page, which the header and the menus link. */
const reportPage = parish.abuseReporting?.url ?? "";

const urlOf = (path: string) => new RegExp(`${path.replaceAll("/", "\\/")}(\\?lang=\\w+)?$`);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The diocese's page is answered locally: tests never reach the internet. */
async function stubReportPage(context: BrowserContext) {
  await context.route(`${new URL(reportPage).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>report</title>" }),
  );
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

test("the site menu shows the language switcher, quick links and contact block, passes axe open, and its links navigate; it opens, closes four ways, traps and returns focus", async ({
  page,
  context,
}) => {
  const lang = languageAt(page);
  const t = (key: TranslationKey) => translate(lang, key);
  await stubReportPage(context);
  await open(page, "/", lang);

  let menu: Locator;
  await test.step("what the menu holds, and axe with a section open", async () => {
    if (isDesktop(page)) {
      menu = page.getByRole("navigation", { name: t("chrome.topBar") });
      await expect(page.locator("header").locator("button[name=lang][value=vi]")).toBeVisible();
      await expect(page.locator("header").getByRole("link", { name: parish.phone.display })).toHaveAttribute(
        "href",
        `tel:${parish.phone.tel}`,
      );
      await expect(page.locator("header").getByRole("link", { name: parish.email })).toHaveAttribute(
        "href",
        `mailto:${parish.email}`,
      );
      await expect(page.locator("header").getByText(parish.churchType[lang] ?? "")).toBeVisible();
      const trigger = page.getByRole("button", { name: pageText(lang, "/ministries").title });
      await trigger.click();
      const panel = page.getByTestId("desktop-menu-ministries");
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    } else {
      await page.getByTestId("menu-button").click();
      menu = page.getByTestId("mobile-menu");
      await expect(menu).toBeVisible();
      await expect(menu.locator("button[name=lang][value=vi]")).toBeVisible();
      await expect(menu.getByRole("link", { name: parish.phone.display })).toHaveAttribute(
        "href",
        `tel:${parish.phone.tel}`,
      );
      await expect(menu.getByRole("link", { name: parish.email })).toHaveAttribute("href", `mailto:${parish.email}`);
      await expect(menu.getByText(parish.address.street)).toBeVisible();
      await menu.locator("summary", { hasText: pageText(lang, "/ministries").title }).click();
      await expectNoAxeViolations(page);
    }
  });

  await test.step("its links: the report page in a new tab, a page of the site here", async () => {
    const report = menu.getByRole("link", { name: t("chrome.links.reportAbuse") });
    await expect(report).toHaveAttribute("href", reportPage);
    await expect(report).toHaveAttribute("target", "_blank");
    await expect(report).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([page.waitForEvent("popup"), report.click()]);
    await expect(popup).toHaveURL(reportPage);
    await popup.close();

    if (!isDesktop(page)) await expect(menu).toBeHidden();
    if (!isDesktop(page)) await page.getByTestId("menu-button").click();
    await menu.getByRole("link", { name: pageText(lang, "/contact").title }).click();
    await expect(page).toHaveURL(urlOf("/contact"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, "/contact").title);
  });

  if (isDesktop(page)) {
    await test.step("a section's panel, by keyboard", async () => {
      await expect(page.getByTestId("menu-button")).toBeHidden();
      const trigger = page.getByRole("button", { name: pageText(lang, "/sacraments").title });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByTestId("desktop-menu-sacraments");
      await expect(panel).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(trigger).toBeFocused();
      // Tabbing past an open panel's last link to the next section's button closes the panel behind.
      await page.keyboard.press("Enter");
      await expect(panel).toBeVisible();
      const links = await panel.getByRole("link").count();
      for (let step = 0; step <= links; step += 1) await page.keyboard.press("Tab");
      const next = page.getByRole("button", { name: pageText(lang, "/faith-formation").title });
      await expect(next).toBeFocused();
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });
    return;
  }

  await test.step("the phone's sheet opens, closes four ways, traps and returns focus", async () => {
    const button = page.getByTestId("menu-button");
    const sheet = page.getByTestId("mobile-menu");
    await expect(button).toHaveText(t("chrome.menu.open"));

    await button.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("heading", { name: parish.name[lang] })).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.mouse.move(360, 300);
    await page.mouse.wheel(0, 600);
    // A wheel scrolls within the next frames; a few frames later the page must still be at its top.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
    );
    expect(await scrollY(page)).toBe(0);
    await page.getByRole("button", { name: t("chrome.menu.close") }).click();
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await scrollToY(page, 0);

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(sheet).toBeVisible();
    await page.touchscreen.tap(365, 400);
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(sheet).toBeVisible();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Tab");
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await sheet.locator("summary", { hasText: pageText(lang, "/sacraments").title }).click();
    await sheet.getByRole("link", { name: pageText(lang, "/sacraments/confirmation").title }).click();
    await expect(page).toHaveURL(urlOf("/sacraments/confirmation"));
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, "/sacraments/confirmation").title);
  });
});

test("scrolling turns the bar opaque past 50 px and, on large screens, fixed past 200 px, folds the Mass Times button past 100 px under 768 px, and shows back-to-top past 300 px; the Mass Times dialog opens with both tabs, the map loading only on Directions", async ({
  page,
}) => {
  const lang = languageAt(page);
  const t = (key: TranslationKey) => translate(lang, key);
  await open(page, "/about", lang);
  const bar = page.getByTestId("nav-bar");
  const massTimes = page.getByTestId("mass-times-button");
  const label = massTimes.getByText(t("chrome.massTimes.button"));
  const backToTop = page.getByRole("button", { name: t("chrome.backToTop") });
  const dialog = page.getByRole("dialog", { name: t("chrome.massTimes.title") });

  await expect(bar).toHaveAttribute("data-opaque", "false");
  await expect(bar).toHaveCSS("background-color", translucent);
  const fullWidth = (await box(massTimes)).width;
  expect(fullWidth).toBeGreaterThan(60);
  await expect(backToTop).toBeHidden();

  await test.step("the bar turns opaque past 50 px", async () => {
    await scrollToY(page, 50);
    await expect(bar).toHaveAttribute("data-opaque", "false");
    await scrollToY(page, 51);
    await expect(bar).toHaveAttribute("data-opaque", "true");
    await expect(bar).toHaveCSS("background-color", opaqueColour);
  });

  await test.step("the Mass Times button folds to its icon past 100 px only under 768 px", async () => {
    await scrollToY(page, 100);
    await expect(massTimes).toHaveAttribute("data-collapsed", "false");
    expect((await box(massTimes)).width).toBe(fullWidth);
    await scrollToY(page, 101);
    await expect(massTimes).toHaveAttribute("data-collapsed", "true");
    if (isDesktop(page)) {
      expect((await box(massTimes)).width).toBe(fullWidth);
      await expect(label).not.toHaveCSS("position", "absolute");
    } else {
      await expect.poll(async () => (await box(massTimes)).width).toBe(48);
      await expect(label).toHaveCSS("position", "absolute");
      await expect(massTimes).toHaveAccessibleName(t("chrome.massTimes.button"));
    }
  });

  await test.step("the bar is fixed past 200 px on large screens, the header sticky on phones", async () => {
    await scrollToY(page, 200);
    await expect(bar).toHaveAttribute("data-fixed", "false");
    await expect(bar).not.toHaveCSS("position", "fixed");
    await scrollToY(page, 201);
    await expect(bar).toHaveAttribute("data-fixed", "true");
    if (isDesktop(page)) {
      await expect(bar).toHaveCSS("position", "fixed");
      await expect.poll(async () => (await box(bar)).y).toBe(0);
    } else {
      await expect(bar).not.toHaveCSS("position", "fixed");
      await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
      expect((await box(bar)).y).toBe(0);
    }
  });

  await test.step("back-to-top appears past 300 px and scrolls to the top", async () => {
    await scrollToY(page, 300);
    await expect(backToTop).toBeHidden();
    await scrollToY(page, 301);
    await expect(backToTop).toBeVisible();
    await backToTop.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(backToTop).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
    await expect(bar).toHaveAttribute("data-opaque", "false");
    await expect(bar).toHaveAttribute("data-fixed", "false");
  });

  await test.step("the Mass Times dialog, by keyboard", async () => {
    await expect(massTimes).toHaveAccessibleName(t("chrome.massTimes.button"));
    await massTimes.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const scheduleTab = dialog.getByRole("tab", { name: t("chrome.massTimes.schedule") });
    await expect(scheduleTab).toHaveAttribute("aria-selected", "true");
    const panel = dialog.getByRole("tabpanel");
    // The week's Masses, day by day (the holy days of the coming weeks, when there are any, are listed above them).
    const week = panel.locator("dl");
    await expect(week.getByText(lang === "vi" ? "Chúa Nhật" : "Sunday", { exact: true })).toBeVisible();
    await expect(week.getByText(lang === "vi" ? "8:00 sáng" : "8:00 AM")).toBeVisible();
    await expect(week.getByText(lang === "vi" ? "5:30 chiều" : "5:30 PM")).toBeVisible();
    // Each devotion under its name, and confession, as the weekly schedule in force gives them.
    const inForce = scheduleOn(embeddedSchedules, parishDateKey());
    const devotions = devotionGroups(inForce?.devotions ?? [], lang);
    expect(devotions.length).toBeGreaterThan(0);
    for (const { name } of devotions) await expect(panel.getByRole("heading", { name })).toBeVisible();
    const confession = inForce && confessionText(inForce.confession, lang).sentence;
    expect(confession).toBeTruthy();
    await expect(panel.getByText(confession ?? "")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await scheduleTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("tab", { name: t("chrome.massTimes.directions") })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const map = dialog.locator("iframe");
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("title", t("chrome.massTimes.mapTitle"));
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps/);
    await expect(dialog.getByText(parish.address.street)).toBeVisible();
    const directions = dialog.getByRole("link", { name: new RegExp(t("chrome.massTimes.getDirections")) });
    await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\//);
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    await expect(directions).toHaveAttribute("target", "_blank");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(massTimes).toBeFocused();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  await test.step("the folded button opens the dialog too", async () => {
    await scrollToY(page, 101);
    await expect(massTimes).toHaveAttribute("data-collapsed", "true");
    await massTimes.click();
    await expect(dialog).toBeVisible();
  });
});

test(
  "the phone's bar shows the parish's whole name beside a one-line menu button, and the footer's links resolve, its social links open new tabs and its office hours read in the language, in each language; navigation scrolls to the top, except from the sidebar menu, and back restores the position",
  { tag: PHONE_ONLY },
  async ({ page, request }) => {
    // The name and the menu's label are each language's own length, and the office hours its own format.
    for (const lang of ["vi", "en"] as const) {
      const t = (key: TranslationKey) => translate(lang, key);
      await open(page, "/", lang);
      await test.step(`the bar in ${lang}`, async () => {
        const bar = page.getByTestId("nav-bar");
        const name = bar.getByText(parish.name[lang] ?? "", { exact: true });
        await expect(name).toBeVisible();
        expect(
          await name.evaluate((text) => text.scrollWidth <= text.clientWidth && text.scrollHeight <= text.clientHeight),
        ).toBe(true);
        const label = page.getByTestId("menu-button").getByText(t("chrome.menu.open"));
        expect(await label.evaluate((text) => text.getClientRects().length)).toBe(1);
        expect((await label.boundingBox())?.height).toBeLessThan(30);
      });

      await test.step(`the footer in ${lang}`, async () => {
        const footer = page.locator("footer");
        for (const path of footerLinks) {
          const link = footer.getByRole("link", { name: pageText(lang, path).title, exact: true });
          await expect(link).toHaveAttribute("href", path);
          expect((await request.get(`${path}?lang=${lang}`)).status()).toBe(200);
        }
        for (const [key, href] of [
          ["chrome.links.facebook", channelUrl(parish, "facebook") ?? ""],
          ["chrome.links.youtube", channelUrl(parish, "youtube") ?? ""],
        ] as const) {
          const link = footer.getByRole("link", { name: new RegExp(`^${t(key)}`) });
          await expect(link).toHaveAttribute("href", href);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        }
        await expect(
          footer.getByText(
            lang === "vi" ? "Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều" : "Monday – Sunday, 9:30 AM – 5:00 PM",
          ),
        ).toBeVisible();
        await expect(footer.getByRole("link", { name: parish.phone.display })).toHaveAttribute(
          "href",
          `tel:${parish.phone.tel}`,
        );
        await expect(footer.getByText(parish.address.street)).toBeVisible();
        await footer.getByRole("link", { name: pageText(lang, "/about").title, exact: true }).click();
        await expect(page).toHaveURL(urlOf("/about"));
      });
    }

    await test.step("scroll positions as the visitor moves between pages", async () => {
      const lang = "en";
      const link = page.locator("footer").getByRole("link", { name: pageText(lang, "/contact").title });
      await link.scrollIntoViewIfNeeded();
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(urlOf("/contact"));
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(urlOf("/about"));
      await expect.poll(() => scrollY(page)).toBe(before);

      await scrollToY(page, 400);
      await page.getByTestId("menu-button").click();
      await page
        .getByTestId("mobile-menu")
        .getByRole("link", { name: pageText(lang, "/contact").title })
        .click();
      await expect(page).toHaveURL(urlOf("/contact"));
      await expect(page.getByTestId("mobile-menu")).toBeHidden();
      await expect.poll(() => scrollY(page)).toBe(400);
    });
  },
);

test(
  "at 320 px the floating buttons cover neither each other nor the footer links",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, "/about", "vi");
    await scrollToY(page, 301);
    const massTimes = page.getByTestId("mass-times-button");
    const backToTop = page.getByTestId("back-to-top");
    await expect(backToTop).toBeVisible();
    expect(overlaps(await box(massTimes), await box(backToTop))).toBe(false);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect(massTimes).toHaveAttribute("data-collapsed", "true");
    const floating = [await box(massTimes), await box(backToTop)];
    expect(overlaps(floating[0]!, floating[1]!)).toBe(false);
    const viewportHeight = 640;
    const links = page.locator("footer").getByRole("link");
    let inView = 0;
    for (let index = 0; index < (await links.count()); index += 1) {
      const linkBox = await box(links.nth(index));
      if (linkBox.y < 0 || linkBox.y + linkBox.height > viewportHeight) continue;
      inView += 1;
      for (const button of floating) expect(overlaps(linkBox, button), `footer link ${index}`).toBe(false);
    }
    expect(inView).toBeGreaterThanOrEqual(2);
    await expect(page.locator("footer").getByRole("link", { name: /^YouTube/ })).toBeInViewport();
  },
);

test.describe("the site menu before any JavaScript runs", () => {
  test.use({ javaScriptEnabled: false });

  test("its control leads by keyboard to the menu page, whose sections open and whose links work", async ({ page }) => {
    const lang = languageAt(page);
    await page.goto(`/about?lang=${lang}`);
    const section = pageText(lang, "/sacraments").title;
    if (isDesktop(page)) {
      // A section without an overview page of its own leads to the menu page.
      await expect(
        page.getByRole("link", { name: pageText(lang, "/ministries/formation").title, exact: true }),
      ).toHaveAttribute("href", "/menu");
      const trigger = page.getByRole("link", { name: section, exact: true });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/sacraments$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(section);
      await page.goto("/menu");
    } else {
      const control = page.getByTestId("menu-button");
      await expect(control).toHaveText(translate(lang, "chrome.menu.open"));
      await control.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/menu$/);
    }

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, "/menu").title);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: pageText(lang, "/schedule").title })).toBeVisible();
    await expect(main.getByRole("link", { name: parish.phone.display })).toBeVisible();
    const baptism = main.getByRole("link", { name: pageText(lang, "/sacraments/baptism").title });
    await expect(baptism).toBeHidden();
    await main.locator("summary", { hasText: section }).focus();
    await page.keyboard.press("Enter");
    await expect(baptism).toBeVisible();
    await baptism.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/sacraments\/baptism$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, "/sacraments/baptism").title);
  });
});
