import { renameSync, writeFileSync } from "node:fs";
import { expect, type Locator, test } from "@playwright/test";
import { parseWeeklySchedules } from "../../app/features/content/schemas";
import type { ScheduleChange } from "../../app/features/content/types";
import { occurrenceText } from "../../app/features/schedule/mass-text";
import { nextMass } from "../../app/features/schedule/next-mass";
import { addDays, civilDateKey, parishInstant, parishMoment } from "../../app/features/schedule/parish-time";
import { firstDayText } from "../../app/features/schedule/schedule-text";
import { formatClock } from "../../app/i18n/clock";
import { appForThisDescribe } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { datasetDocuments, datasetScheduleChanges, datasetWithout } from "./support/dataset";
import { hydrated } from "./support/hydration";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { PHONE_ONLY } from "./support/widths";
import { EVENTS_URL } from "../../app/features/announcements/live-updates";

/** The embedded dataset's weekly schedule as the office published it, and its first Sunday Mass. */
const published = datasetDocuments().find((document) => document._type === "weeklySchedule") as Record<
  string,
  unknown
> & { masses: { _key: string; days: string[]; time: string }[] };
const sunday = published.masses
  .filter((mass) => mass.days.includes("sunday"))
  .sort((a, b) => a.time.localeCompare(b.time))[0]!;
/** Where the office moves that Mass: a time no other Mass or devotion of the week has. */
const MOVED_TIME = "07:15";

/** The published schedule with its first Sunday Mass moved, as a document of its own when it starts on a later day. */
function movedSchedule(validFrom?: string): Record<string, unknown> {
  const masses = published.masses.map((mass) => (mass === sunday ? { ...mass, time: MOVED_TIME } : mass));
  return validFrom
    ? { ...published, _id: `weekly-schedule-${validFrom}`, validFrom, masses }
    : { ...published, masses };
}

const today = () => civilDateKey(parishMoment(Date.now()));
const dayAhead = (days: number) => civilDateKey(addDays(parishMoment(Date.now()), days));

let dataset = "";
let changes: ScheduleChange[] = [];

/** Saves the dataset with these weekly schedules, as the office's publishing would (the file is replaced whole). */
function writeSchedules(schedules: Record<string, unknown>[]) {
  const others = datasetDocuments().filter((document) => document._type !== "weeklySchedule");
  writeFileSync(
    `${dataset}.tmp`,
    `${[...others, ...schedules].map((document) => JSON.stringify(document)).join("\n")}\n`,
  );
  renameSync(`${dataset}.tmp`, dataset);
}

/** Until the server has read the saved dataset, a page just loaded may still be the one it kept from before. */
async function served(url: string, text: string, present = true) {
  await expect.poll(async () => (await (await fetch(url)).text()).includes(text), { timeout: 20_000 }).toBe(present);
}

/** The Sunday row of a schedule (the first row: Sunday comes first). */
const sundayRow = (scope: Locator) => scope.locator("dl dd").first();

// The schedule reads the same at every width (the dialog's layout is schedule.spec.ts's): tested at the phone width.
test.describe("the weekly schedule the office edits", { tag: PHONE_ONLY }, () => {
  const app = appForThisDescribe(() => {
    dataset = datasetWithout(["weeklySchedule"]);
    writeSchedules([published]);
    return { CONTENT_DATASET_PATH: dataset };
  });

  test.beforeAll(async () => {
    changes = await datasetScheduleChanges();
  });

  test.beforeEach(async () => {
    writeSchedules([published]);
    await served(`${app().url}/schedule.ics`, `T${MOVED_TIME.replace(":", "")}00`, false);
  });

  for (const lang of bothLanguages) {
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(lang, key, params);
    const moved = formatClock(MOVED_TIME, lang);
    const before = formatClock(sunday.time as `${number}:${number}`, lang);

    test(`a Mass moved to another time shows on the open schedule page within a second, and on the dialog, the next-Mass line, the home page and the feed, in ${lang}`, async ({
      page,
    }) => {
      // The visitor's clock on the coming Saturday evening, so the next Mass is Sunday's first.
      const saturday = addDays(parishMoment(Date.now()), 6 - parishMoment(Date.now()).weekday || 7);
      const saturdayEvening = parishInstant(saturday, "20:00");
      await page.clock.install({ time: saturdayEvening });
      // The edit must find the page listening for the office's changes, or it has nothing to show it by.
      const listening = page.waitForResponse((response) => response.url().endsWith(EVENTS_URL));
      await page.goto(`${app().url}/schedule?lang=${lang}`);
      await hydrated(page);
      await listening;
      const view = page.getByTestId("schedule-view");
      await expect(sundayRow(view)).toContainText(before);

      writeSchedules([movedSchedule()]);
      await expect(sundayRow(view)).toContainText(moved, { timeout: 1_000 });
      await expect(sundayRow(view)).not.toContainText(before);

      const schedules = parseWeeklySchedules([movedSchedule()]);
      const next = nextMass(saturdayEvening, changes, schedules);
      if (!next) throw new Error("no next Mass");
      await expect(page.getByTestId("next-mass")).toHaveText(
        `${t("schedule.nextMass.label")} ${occurrenceText(next, lang)}`,
      );

      await page.getByTestId("mass-times-button").focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t("chrome.massTimes.title") });
      await expect(sundayRow(dialog.getByTestId("schedule-view"))).toContainText(moved);
      await page.keyboard.press("Escape");

      await page.goto(`${app().url}/?lang=${lang}`);
      await expect(sundayRow(page.locator("#schedule").getByTestId("schedule-view"))).toContainText(moved);

      const feed = await (await fetch(`${app().url}/schedule.ics`)).text();
      expect(feed).toContain(`T${MOVED_TIME.replace(":", "")}00`);
      expect(feed).not.toContain(`DTSTART;TZID=America/Chicago:20250105T${sunday.time.replace(":", "")}00`);
    });

    test(`a new schedule from 10 days ahead is announced beside the current one on the page, the dialog and the home page, in ${lang}`, async ({
      page,
    }) => {
      const start = dayAhead(10);
      writeSchedules([published, movedSchedule(start)]);
      const notice = t("schedule.coming.notice", { date: firstDayText(start, lang) });
      await served(`${app().url}/schedule?lang=${lang}`, notice);
      await page.goto(`${app().url}/schedule?lang=${lang}`);
      await hydrated(page);
      await expect(page.getByTestId("coming-schedule")).toHaveText(notice);
      await expect(sundayRow(page.getByTestId("current-schedule"))).toContainText(before);
      await expect(sundayRow(page.getByTestId("current-schedule"))).not.toContainText(moved);
      await expect(sundayRow(page.getByTestId("new-schedule"))).toContainText(moved);
      await expect(page.getByTestId("new-schedule").getByRole("heading").first()).toHaveText(
        t("schedule.coming.from", { date: firstDayText(start, lang) }),
      );
      await expectNoAxeViolations(page);

      await page.getByTestId("mass-times-button").focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t("chrome.massTimes.title") });
      await expect(dialog.getByTestId("coming-schedule")).toHaveText(notice);
      await expect(sundayRow(dialog.getByTestId("new-schedule"))).toContainText(moved);
      await page.keyboard.press("Escape");

      await page.goto(`${app().url}/?lang=${lang}`);
      const home = page.locator("#schedule");
      await expect(home.getByTestId("coming-schedule")).toHaveText(notice);
      await expect(sundayRow(home.getByTestId("current-schedule"))).toContainText(before);
      await expect(sundayRow(home.getByTestId("new-schedule"))).toContainText(moved);

      const feed = await (await fetch(`${app().url}/schedule.ics`)).text();
      expect(feed).toContain(`DTSTART;TZID=America/Chicago:${start.replaceAll("-", "")}`);
    });
  }
  test("a new schedule from today is simply the schedule", async ({ page }) => {
    const moved = formatClock(MOVED_TIME, "en");
    const before = formatClock(sunday.time as `${number}:${number}`, "en");
    writeSchedules([published, movedSchedule(today())]);
    await served(`${app().url}/schedule?lang=en`, moved);
    await page.goto(`${app().url}/schedule?lang=en`);
    const view = page.getByTestId("schedule-view");
    await expect(sundayRow(view)).toContainText(moved);
    await expect(sundayRow(view)).not.toContainText(before);
    await expect(page.getByTestId("coming-schedule")).toHaveCount(0);
    await expect(page.getByTestId("current-schedule")).toHaveCount(0);
  });
});
