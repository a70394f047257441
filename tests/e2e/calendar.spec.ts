import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { lunarText } from "../../app/features/lunar/lunar.server";
import { formatClock } from "../../app/i18n/clock";
import { formatDate, parishDateKey } from "../../app/i18n/format";
import type { Language } from "../../app/i18n/language";
import { embeddedParish } from "../support/embedded-parish";
import { datasetDocuments } from "./support/dataset";
import { translate } from "./support/i18n";
import { type RunningApp, startApp } from "./support/app-server";
import { bothLanguages } from "./support/language";
import { expectNoAxeViolations } from "./support/axe";

const CALENDAR = "/communication-events/calendar";
const DAY_MS = 86_400_000;

/** Google is never reached from tests: its frames fail to load, as they would behind a blocker. */
async function blockGoogle(page: Page) {
  await page.route(/^https:\/\/(calendar|www)\.google\.com\//, (route) => route.abort());
}

test.beforeEach(async ({ page }) => blockGoogle(page));

/** The month and agenda frames embed the language's calendar, lazily, with titles. */
async function expectFrames(page: Page, lang: Language, calendarId: string) {
  const month = page.locator("iframe[data-calendar-mode=MONTH]");
  const agenda = page.locator("iframe[data-calendar-mode=AGENDA]");
  await expect(month).toHaveAttribute("title", translate(lang, "calendar.monthFrameTitle"));
  await expect(agenda).toHaveAttribute("title", translate(lang, "calendar.agendaFrameTitle"));
  for (const frame of [month, agenda]) {
    await expect(frame).toHaveAttribute("loading", "lazy");
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.searchParams.get("src")).toBe(calendarId);
    expect(src.searchParams.get("ctz")).toBe("America/Chicago");
    expect(src.searchParams.get("hl")).toBe(lang);
  }
  expect((await month.boundingBox())?.height).toBe(600);
  expect((await agenda.boundingBox())?.height).toBe(384);
}

/**
 * The calendar page in each language, at /communication-events/calendar in English and at its short address /calendar
 * in Vietnamese: the frames, today's date, the subscribe links by keyboard, the agenda of the next 30 days in the
 * language's words for the time of day (with each day's lunar date in Vietnamese only), axe, and at the desktop width
 * the agenda's times each on one line.
 */
for (const lang of bothLanguages) {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const calendarId = embeddedParish.calendars[lang]!;
  const path = lang === "en" ? CALENDAR : "/calendar";

  test(`${path} in ${lang} embeds the frames, shows today, the subscribe links and the next 30 days readable without the frames, each time on one line at desktop width`, async ({
    page,
  }) => {
    await page.goto(`${path}?lang=${lang}`);
    await expectFrames(page, lang, calendarId);

    // Today at the parish and the subscribe links, though the frames cannot load.
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

    // The next 30 days below the frames, readable without them.
    const agenda = page.locator("[data-event-agenda]");
    await expect(agenda.getByRole("heading", { level: 2, name: t("events.agendaHeading") })).toBeVisible();
    const days = await agenda
      .locator("h3 time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(days.length).toBeGreaterThan(15);
    expect(days[0]! >= parishDateKey(new Date())).toBe(true);
    expect(days.at(-1)! <= parishDateKey(new Date(Date.now() + 30 * DAY_MS))).toBe(true);
    expect([...days].sort()).toEqual(days);
    await expect(agenda.locator("li li").first()).toContainText(
      lang === "vi" ? /sáng|chiều|tối|trưa|Cả ngày/ : /AM|PM|All day/,
    );
    // Each day's lunar date, on Vietnamese pages only.
    const headings = agenda.locator("h3");
    if (lang === "vi") {
      await expect(headings.first().getByTestId("lunar-date")).toHaveText(` (âm lịch: ${lunarText(days[0]!)})`);
      expect(await headings.getByTestId("lunar-date").count()).toBe(await headings.count());
    } else await expect(page.getByTestId("lunar-date")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // At the desktop width the agenda's times each sit on one line.
    await page.setViewportSize({ width: 1280, height: 800 });
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

test("the home page calendar section in vi shows the agenda and subscribe links", async ({ page }) => {
  await page.goto("/?lang=vi");
  const section = page.locator("[data-home-section=calendar]");
  await expect(section.locator("iframe[data-calendar-mode=AGENDA]")).toHaveAttribute("loading", "lazy");
  await expect(section.getByRole("link", { name: translate("vi", "calendar.subscribe.google") })).toBeVisible();
});

test.describe("a server with calendars of its own and a holy day the office entered", () => {
  let app: RunningApp;
  // Two days from now, whatever today is: a holy day the office entered, with Masses of its own in place of the weekly ones.
  const holyDay = parishDateKey(new Date(Date.now() + 2 * DAY_MS));
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
    app = await startApp({
      CONTENT_DATASET_PATH: dataset,
      GOOGLE_CALENDAR_ID_EN: "override-en@example.org",
      GOOGLE_CALENDAR_ID_VI: "override-vi@example.org",
    });
  });

  test.afterAll(async () => {
    await app.stop();
  });

  test("the frames follow GOOGLE_CALENDAR_ID_EN / _VI, and the agenda lists the holy day's Masses at the top of its day, in each language", async ({
    page,
  }) => {
    for (const lang of bothLanguages) {
      await page.goto(`${app.url}${CALENDAR}?lang=${lang}`);
      const src = new URL((await page.locator("iframe[data-calendar-mode=MONTH]").getAttribute("src")) ?? "");
      expect(src.searchParams.get("src")).toBe(`override-${lang}@example.org`);

      const day = page.locator(`[data-agenda-day="${holyDay}"]`);
      const masses = day.locator("[data-agenda-masses] li");
      await expect(masses).toHaveCount(2);
      await expect(masses.first()).toContainText(formatClock("07:15", lang));
      await expect(masses.last()).toContainText(formatClock("19:45", lang));
      await expect(masses.first()).toContainText(change.title[lang]);
      // The Masses come before anything else the day lists.
      expect(await day.locator("ul").first().getAttribute("data-agenda-masses")).not.toBeNull();
    }
  });
});
