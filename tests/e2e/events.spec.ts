import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { expectNoAxeViolations } from "./support/axe";

const EVENTS = "/communication-events/upcoming-events";

for (const lang of bothLanguages) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(lang, key, params);
  const vigilTitle = t("events.items.easter-vigil.title");

  test(`the six 2024 events in ${lang} are listed as past, with their details`, async ({ page }) => {
    await page.goto(`/events?lang=${lang}`);
    const cards = page.locator("article[data-event]");
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole("heading", { level: 2, name: t("events.pastHeading") })).toBeVisible();
    await expect(page.getByText(t("events.noUpcoming"))).toBeVisible();
    await expect(page.locator("article[data-past=true]")).toHaveCount(6);
    const vigil = page.locator("article[data-event=easter-vigil]");
    await expect(vigil.getByText(t("events.past"), { exact: true })).toBeVisible();
    await expect(vigil.getByRole("heading", { name: vigilTitle })).toBeVisible();
    await expect(vigil.locator("time")).toHaveAttribute("datetime", "2024-03-30");
    await expect(vigil).toContainText(lang === "vi" ? "8:30 tối – 11:00 tối" : "8:30 PM – 11:00 PM");
  });

  test(`Add to Calendar in ${lang} downloads the event's .ics`, async ({ page }) => {
    await page.goto(`${EVENTS}?lang=${lang}`);
    const link = page.locator("article[data-event=easter-vigil]").getByRole("link", { name: t("events.addToCalendar") });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("easter-vigil.ics");
    const body = await readFile((await download.path())!, "utf8");
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).toContain("DTSTART;TZID=America/Chicago:20240330T203000");
    expect(body).toContain("DTEND;TZID=America/Chicago:20240330T230000");
    expect(body).toContain(`SUMMARY:${vigilTitle}`);
  });

  test(`Register in ${lang} opens the contact form with the subject filled in`, async ({ page }) => {
    await page.goto(`${EVENTS}?lang=${lang}`);
    await page.locator("article[data-event=youth-retreat]").getByRole("link", { name: t("events.register") }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.locator("input[name=subject]")).toHaveValue(t("events.registerSubject", { title: t("events.items.youth-retreat.title") }));
  });

  test(`the category filter in ${lang} works by keyboard and keeps the language`, async ({ page }) => {
    await page.goto(`${EVENTS}?lang=${lang}`);
    const filter = page.getByRole("navigation", { name: t("events.filterLabel") });
    await filter.getByRole("link", { name: t("events.categories.faithFormation") }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/category=faithFormation/);
    await expect(page).toHaveURL(new RegExp(`lang=${lang}`));
    await expect(page.locator("article[data-event]")).toHaveCount(2);
    await expect(page.locator("article[data-event=bible-study]")).toBeVisible();
    await expect(page.locator("article[data-event=first-communion]")).toBeVisible();
    await expect(filter.getByRole("link", { name: t("events.categories.faithFormation") })).toHaveAttribute("aria-current", "true");
    await filter.getByRole("link", { name: t("events.all") }).click();
    await expect(page.locator("article[data-event]")).toHaveCount(6);
  });

  test(`Subscribe to Event Updates in ${lang} opens the calendar subscription`, async ({ page }) => {
    await page.route(/^https:\/\/(calendar|www)\.google\.com\//, (route) => route.abort());
    await page.goto(`${EVENTS}?lang=${lang}`);
    await page.getByRole("link", { name: t("events.subscribe") }).click();
    await expect(page).toHaveURL(/\/communication-events\/calendar#subscribe$/);
    await expect(page.locator("#subscribe").getByRole("link", { name: t("calendar.subscribe.google") })).toBeVisible();
  });

  test(`the events page has no axe violation in ${lang}`, async ({ page }) => {
    await page.goto(`${EVENTS}?lang=${lang}`);
    await expectNoAxeViolations(page);
  });

  test(`the home page events section in ${lang} shows the latest events marked as past`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    const section = page.locator("[data-home-section=events]");
    await expect(section.locator("article[data-event]")).toHaveCount(3);
    await expect(section.locator("article[data-event]").first()).toHaveAttribute("data-event", "first-communion");
    await expect(section.locator("article[data-past=true]")).toHaveCount(3);
  });
}

test("an unknown event's .ics answers 404", async ({ request }) => {
  const response = await request.get("/api/events/no-such-event/calendar.ics");
  expect(response.status()).toBe(404);
});
