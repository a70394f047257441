import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { Language } from "../../app/i18n/language";
import { pageText, translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { isDesktop } from "./support/widths";

/**
 * The code that hydrates a page comes after its first paint, and on a slow phone that can be seconds. Until then
 * every control must either work as plain HTML (a link, a form's button) or stay out of sight and out of reach.
 */
test.use({ javaScriptEnabled: false });

const pagesWithControls = [
  "/",
  "/readings",
  "/schedule",
  "/contact",
  "/announcements",
  "/online-mass",
  "/communication-events/bulletin",
  "/communication-events/photo-gallery",
];

/** The contact page's map is a link to it on Google Maps, in the frame's place, and no third party is asked for. */
async function checkTheMapLink(page: Page, context: BrowserContext, lang: Language) {
  const thirdParty: string[] = [];
  const listen = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") thirdParty.push(url.href);
  };
  page.on("request", listen);
  await context.route("https://www.google.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Map</title>" }),
  );
  await page.goto(`/contact?lang=${lang}`);
  await expect(page.locator("iframe")).toHaveCount(0);
  const map = page.getByRole("link", { name: translate(lang, "contact.openMap") });
  await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\?q=/);
  // The frame that replaces it once the page's code runs is h-96 as well (contact.spec.ts), so nothing moves.
  expect((await map.boundingBox())?.height).toBe(384);
  expect(thirdParty).toEqual([]);
  page.off("request", listen);
  await map.focus();
  const popup = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  const opened = await popup;
  expect(opened.url()).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
  await opened.close();
}

/** Refresh, a link without JavaScript, reloads the readings; the Mass Times control leads by keyboard to the schedule. */
async function checkRefreshAndMassTimes(page: Page, lang: Language) {
  const refresh = page.getByRole("link", { name: translate(lang, "readings.refreshLabel") });
  await expect(refresh).toHaveAttribute("href", `/readings?lang=${lang}`);
  await refresh.focus();
  const reloaded = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/readings",
  );
  await page.keyboard.press("Enter");
  await reloaded;

  const massTimes = page.getByRole("link", { name: translate(lang, "chrome.massTimes.button") });
  await massTimes.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, "/schedule").title);
}

/**
 * What is visible, and so what must work, differs by width; the controls work alike in both languages. The pages take
 * the languages in turn, starting with one at each width, so that every page is met in both.
 */
test("no visible button on the pages with controls is dead before JavaScript runs; Refresh reloads the readings, the Mass Times control leads by keyboard to the schedule, and the contact page's map is a link in the frame's place", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const first = isDesktop(page) ? 1 : 0;
  for (const [index, path] of pagesWithControls.entries()) {
    const lang = bothLanguages[(index + first) % 2] ?? "en";
    if (path === "/contact") await checkTheMapLink(page, context, lang);
    else await page.goto(`${path}?lang=${lang}`);
    const dead = await page
      .locator("button")
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => button.checkVisibility({ visibilityProperty: true }) && !button.closest("form"))
          .map((button) => button.outerHTML.slice(0, 160)),
      );
    expect(dead, `${path} in ${lang}`).toEqual([]);
    if (path === "/readings") await checkRefreshAndMassTimes(page, lang);
  }
});
