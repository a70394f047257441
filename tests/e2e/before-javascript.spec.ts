import { expect, test } from "@playwright/test";
import { pageText, translate } from "./support/i18n";
import { bothLanguages } from "./support/language";

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

for (const lang of bothLanguages) {
  test(`no visible button on the pages with controls is dead before JavaScript runs, in ${lang}`, async ({ page }) => {
    for (const path of pagesWithControls) {
      await page.goto(`${path}?lang=${lang}`);
      const dead = await page
        .locator("button")
        .evaluateAll((buttons) =>
          buttons
            .filter((button) => button.checkVisibility({ visibilityProperty: true }) && !button.closest("form"))
            .map((button) => button.outerHTML.slice(0, 160)),
        );
      expect(dead, path).toEqual([]);
    }
  });

  test(`the Mass Times control leads by keyboard to the schedule, and Refresh reloads the readings, in ${lang}`, async ({
    page,
  }) => {
    await page.goto(`/readings?lang=${lang}`);
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
  });

  test(`the contact page's map is a link to it on Google Maps, in the frame's place, and no third party is asked for, in ${lang}`, async ({
    page,
    context,
  }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") thirdParty.push(url.href);
    });
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
    await map.focus();
    const popup = page.waitForEvent("popup");
    await page.keyboard.press("Enter");
    expect((await popup).url()).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
  });
}
