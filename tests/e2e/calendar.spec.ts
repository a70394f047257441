import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { formatClock } from "../../app/i18n/clock";
import { formatDate, parishDateKey } from "../../app/i18n/format";
import { embeddedParish } from "../support/embedded-parish";
import { datasetDocuments } from "./support/dataset";
import { translate } from "./support/i18n";
import { type RunningApp, startApp } from "./support/app-server";
import { bothLanguages } from "./support/language";
import { expectNoAxeViolations } from "./support/axe";

/** Google is never reached from tests: its frames fail to load, as they would behind a blocker. */
async function blockGoogle(page: Page) {
  await page.route(/^https:\/\/(calendar|www)\.google\.com\//, (route) => route.abort());
}

test.beforeEach(async ({ page }) => blockGoogle(page));

for (const lang of bothLanguages) {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const calendarId = embeddedParish.calendars[lang]!;

  for (const path of ["/communication-events/calendar", "/calendar"]) {
    test(`${path} in ${lang} embeds the month and agenda frames lazily, with titles`, async ({ page }) => {
      await page.goto(`${path}?lang=${lang}`);
      const month = page.locator("iframe[data-calendar-mode=MONTH]");
      const agenda = page.locator("iframe[data-calendar-mode=AGENDA]");
      await expect(month).toHaveAttribute("title", t("calendar.monthFrameTitle"));
      await expect(agenda).toHaveAttribute("title", t("calendar.agendaFrameTitle"));
      for (const frame of [month, agenda]) {
        await expect(frame).toHaveAttribute("loading", "lazy");
        const src = new URL((await frame.getAttribute("src")) ?? "");
        expect(src.searchParams.get("src")).toBe(calendarId);
        expect(src.searchParams.get("ctz")).toBe("America/Chicago");
        expect(src.searchParams.get("hl")).toBe(lang);
      }
      expect((await month.boundingBox())?.height).toBe(600);
      expect((await agenda.boundingBox())?.height).toBe(384);
    });
  }

  test(`the calendar page in ${lang} shows today at the parish and the subscribe links even though the frames cannot load`, async ({
    page,
  }) => {
    await page.goto(`/calendar?lang=${lang}`);
    await expect(page.locator("time").first()).toHaveText(formatDate(new Date(), lang));
    const subscribe = page.locator("#subscribe");
    const google = subscribe.getByRole("link", { name: t("calendar.subscribe.google") });
    const ical = subscribe.getByRole("link", { name: t("calendar.subscribe.ical") });
    await expect(google).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(calendarId)}`,
    );
    await expect(ical).toHaveAttribute(
      "href",
      `https://calendar.google.com/calendar/ical/${encodeURIComponent(calendarId)}/public/basic.ics`,
    );
    for (const link of [google, ical]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await google.focus();
    await expect(google).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(ical).toBeFocused();
  });

  test(`the calendar page has no axe violation in ${lang}`, async ({ page }) => {
    await page.goto(`/communication-events/calendar?lang=${lang}`);
    await expectNoAxeViolations(page);
  });

  test(`the home page calendar section in ${lang} shows the agenda and subscribe links`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    const section = page.locator("[data-home-section=calendar]");
    await expect(section.locator("iframe[data-calendar-mode=AGENDA]")).toHaveAttribute("loading", "lazy");
    await expect(section.getByRole("link", { name: t("calendar.subscribe.google") })).toBeVisible();
  });
}

test("the calendar frames follow GOOGLE_CALENDAR_ID_EN / _VI", async ({ page }) => {
  const app = await startApp({
    GOOGLE_CALENDAR_ID_EN: "override-en@example.org",
    GOOGLE_CALENDAR_ID_VI: "override-vi@example.org",
  });
  try {
    for (const lang of bothLanguages) {
      await page.goto(`${app.url}/calendar?lang=${lang}`);
      const src = new URL((await page.locator("iframe[data-calendar-mode=MONTH]").getAttribute("src")) ?? "");
      expect(src.searchParams.get("src")).toBe(`override-${lang}@example.org`);
    }
  } finally {
    await app.stop();
  }
});

for (const lang of bothLanguages) {
  test(`at desktop width the agenda's times in ${lang} each sit on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/calendar?lang=${lang}`);
    const times = page.locator("[data-agenda-time]");
    await expect(times.first()).toBeVisible();
    const heights = await times.evaluateAll((cells) =>
      cells.map(
        (cell) =>
          [
            cell.textContent,
            cell.getBoundingClientRect().height,
            Number.parseFloat(getComputedStyle(cell).lineHeight),
          ] as const,
      ),
    );
    expect(heights.length).toBeGreaterThan(3);
    expect(heights.filter(([, height, line]) => height > line * 1.5).map(([text]) => text)).toEqual([]);
  });
}

test.describe("a holy day in the calendar page's agenda", () => {
  let app: RunningApp;
  // Two days from now, whatever today is: a holy day the office entered, with Masses of its own in place of the weekly ones.
  const holyDay = parishDateKey(new Date(Date.now() + 2 * 86_400_000));
  const change = {
    _id: "agenda-holy-day",
    _type: "scheduleChange",
    date: holyDay,
    title: { _type: "bilingualString", en: "Feast of the Agenda Test", vi: "Lễ Thử Lịch" },
    replacesWeekly: true,
    masses: [
      { _key: "m1", _type: "mass", time: "07:15", language: "vi" },
      { _key: "m2", _type: "mass", time: "19:45", language: "bilingual" },
    ],
  };

  test.beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "parish-agenda-"));
    const dataset = join(dir, "production.ndjson");
    writeFileSync(
      dataset,
      [...datasetDocuments(), change].map((document) => JSON.stringify(document)).join("\n") + "\n",
    );
    app = await startApp({ CONTENT_DATASET_PATH: dataset });
  });

  test.afterAll(async () => {
    await app.stop();
  });

  for (const lang of bothLanguages) {
    test(`lists in ${lang} the day's Masses at the top of its day`, async ({ page }) => {
      await page.goto(`${app.url}/communication-events/calendar?lang=${lang}`);
      const day = page.locator(`[data-agenda-day="${holyDay}"]`);
      const masses = day.locator("[data-agenda-masses] li");
      await expect(masses).toHaveCount(2);
      await expect(masses.first()).toContainText(formatClock("07:15", lang));
      await expect(masses.last()).toContainText(formatClock("19:45", lang));
      await expect(masses.first()).toContainText(change.title[lang]);
      // The Masses come before anything else the day lists.
      expect(await day.locator("ul").first().getAttribute("data-agenda-masses")).not.toBeNull();
    });
  }
});
