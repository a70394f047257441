import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import type { Language } from "../../app/i18n/language";

test.use({ serviceWorkers: "allow" });

const texts = {
  en: { schedule: "Mass Times", offline: "You are offline" },
  vi: { schedule: "Giờ Lễ", offline: "Không có kết nối mạng" },
};

/** Resolves once the worker controls the page and has kept the pages and build files it should. */
async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const kept = names[0] ? await (await caches.open(names[0])).keys() : [];
        return kept.map((request) => new URL(request.url).pathname);
      }),
    )
    .toEqual(
      expect.arrayContaining([
        "/offline.html",
        "/schedule",
        "/contact",
        "/",
        expect.stringMatching(/^\/assets\/.+\.css$/),
      ]),
    );
}

/** A first visit in `lang`, then offline: the schedule and the contact details are still there, other pages say so. */
async function offlineAfterFirstVisit(page: Page, context: BrowserContext, lang: Language) {
  await page.goto(`/?lang=${lang}`);
  await workerReady(page);

  await context.setOffline(true);
  await page.goto("/schedule");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[lang].schedule);
  await expect(page.getByTestId("schedule-view").first()).toBeVisible();

  await page.goto("/contact");
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/about/parish-history");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(texts[lang].offline);
}

test("after a first visit the schedule and the contact details stay available offline (vi)", async ({
  page,
  context,
}) => {
  await offlineAfterFirstVisit(page, context, "vi");
});

test("after a first visit the schedule and the contact details stay available offline (en); then a new build's worker replaces the cached build", async ({
  page,
  context,
}) => {
  await offlineAfterFirstVisit(page, context, "en");
  const [current] = await page.evaluate(() => caches.keys());
  expect(current).toMatch(/^parish-(?!dev$)/);

  // What a deploy does: a page registers the worker with the new build's version; here the page open, back online.
  await context.setOffline(false);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js?v=next-build");
  });
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(["parish-next-build"]);
});
