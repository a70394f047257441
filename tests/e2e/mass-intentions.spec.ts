import { readFile, writeFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { lunarText } from "../../app/features/lunar/lunar.server";
import { massTitle } from "../../app/features/schedule/mass-text";
import { massesOnDay } from "../../app/features/schedule/masses-on-day";
import { formatClock } from "../../app/i18n/clock";
import { dateOfKey, formatDate, parishDateKey } from "../../app/i18n/format";
import { appForThisDescribe } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { datasetScheduleChanges, datasetWithout } from "./support/dataset";
import { hydrated } from "./support/hydration";
import { pageText, translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { embeddedSchedules } from "../support/embedded-parish";
import { PHONE_ONLY } from "./support/widths";

const PATH = "/liturgy/mass-intentions/this-week";
const DAY_MS = 86_400_000;
const changes = await datasetScheduleChanges();

function dayAfter(days: number): string {
  return parishDateKey(new Date(Date.now() + days * DAY_MS));
}

function massesOf(date: string) {
  return massesOnDay(date, new Date(`${date}T12:00:00Z`).getUTCDay(), changes, embeddedSchedules);
}

const tomorrow = dayAfter(1);
const firstMass = massesOf(tomorrow)[0]!;
const intention = (id: string, date: string, time: string, text: string, publish: boolean) => ({
  _id: id,
  _type: "scheduledIntention",
  date,
  time,
  intention: text,
  publish,
});

const PUBLISHED = "Cầu hồn Giuse Nguyễn Văn A — gia đình xin";
const PRIVATE = "Cầu cho một ý riêng của gia đình Bùi";
const NEXT_WEEK = "Cầu hồn Anna, tuần sau";
const ENGLISH = "For the soul of Peter Nguyen — requested by his family";

/** A full week as a bulletin prints it: an intention at every Mass of the coming seven days, and the cases above. */
function weekOfIntentions() {
  const every = Array.from({ length: 7 }, (_, offset) => dayAfter(offset)).flatMap((date) =>
    massesOf(date).map((mass) =>
      intention(
        `every-${date}-${mass.time.replace(":", "")}`,
        date,
        mass.time,
        `Cầu bình an cho các gia đình giáo xứ, ${date} ${mass.time}`,
        true,
      ),
    ),
  );
  return [
    ...every,
    intention("published", tomorrow, firstMass.time, PUBLISHED, true),
    intention("english", tomorrow, firstMass.time, ENGLISH, true),
    intention("private", tomorrow, firstMass.time, PRIVATE, false),
    intention("next-week", dayAfter(8), massesOf(dayAfter(8))[0]!.time, NEXT_WEEK, true),
  ];
}

let dataset = "";

async function writeDataset(extra: readonly Record<string, unknown>[]) {
  const kept = (await readFile(dataset, "utf8"))
    .trim()
    .split("\n")
    .filter((line) => !line.includes('"_type":"scheduledIntention"'));
  await writeFile(dataset, `${[...kept, ...extra.map((document) => JSON.stringify(document))].join("\n")}\n`);
}

function pageOf(page: Page) {
  return page.locator("main");
}

// Nothing on this page changes with the screen's width; the printed week is laid out on paper.
test.describe("this week's Mass intentions", { tag: PHONE_ONLY }, () => {
  const app = appForThisDescribe(() => {
    dataset = datasetWithout(["scheduledIntention"]);
    return { CONTENT_DATASET_PATH: dataset };
  });

  test.beforeAll(async () => {
    await writeDataset(weekOfIntentions());
    await expect
      .poll(async () => (await (await fetch(`${app().url}${PATH}?lang=vi`)).text()).includes(PUBLISHED), {
        timeout: 20_000,
      })
      .toBe(true);
  });

  // The dates are written in the page's language, and in Vietnamese with their lunar dates, which make the week longer to print.
  for (const lang of bothLanguages) {
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);

    test(`lists the week's published intentions by Mass and never a private one, and prints the week on one A4 and one Letter page without the site chrome, in ${lang}`, async ({
      page,
    }) => {
      await page.goto(`${app().url}${PATH}?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, PATH).title);
      const day = page.getByTestId("intentions-day").filter({ has: page.locator(`time[datetime="${tomorrow}"]`) });
      const heading = day.getByRole("heading", { level: 2 });
      await expect(heading).toContainText(formatDate(dateOfKey(tomorrow), lang));
      // The lunar date is named as such, so the two dates never read as a range.
      if (lang === "vi") await expect(heading).toContainText(`(âm lịch: ${lunarText(tomorrow)})`);
      else await expect(heading).not.toContainText("(");
      const mass = day.getByTestId("intentions-mass").first();
      await expect(mass.getByRole("heading", { level: 3 })).toHaveText(
        `${formatClock(firstMass.time, lang)} · ${massTitle(firstMass, lang)}`,
      );
      await expect(mass.getByRole("listitem")).toContainText([PUBLISHED, ENGLISH]);
      await expect(pageOf(page)).not.toContainText(PRIVATE);
      await expect(pageOf(page)).not.toContainText(NEXT_WEEK);
      await expect(page.getByTestId("intentions-day")).toHaveCount(7);
      await expect(pageOf(page)).toContainText(t("schedule.intentions.intro"));
      await expectNoAxeViolations(page);

      await hydrated(page);
      await expect(page.getByRole("button", { name: t("schedule.intentions.print") })).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: t("schedule.intentions.print") })).toBeHidden();
      await expect(page.getByRole("navigation").first()).toBeHidden();
      for (const format of ["A4", "Letter"]) {
        const pdf = (await page.pdf({ format, printBackground: false })).toString("latin1");
        expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, `${format} pages`).toBe(1);
      }
    });
  }

  test("is reached from the schedule and the bulletin by keyboard", async ({ page }) => {
    for (const from of ["/schedule", "/communication-events/bulletin"]) {
      await page.goto(`${app().url}${from}?lang=vi`);
      await page.getByRole("link", { name: translate("vi", "schedule.intentions.link") }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${PATH}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("vi", PATH).title);
    }
  });

  test("shows an edit the office makes while the page is open, without a reload", async ({ page }) => {
    await page.goto(`${app().url}${PATH}?lang=vi`);
    await hydrated(page);
    await expect(pageOf(page)).toContainText(PUBLISHED);
    const edited = weekOfIntentions().map((document) =>
      document._id === "private"
        ? { ...document, publish: true }
        : document._id === "published"
          ? { ...document, publish: false }
          : document,
    );
    await writeDataset(edited);
    await expect(pageOf(page)).toContainText(PRIVATE, { timeout: 5_000 });
    await expect(pageOf(page)).not.toContainText(PUBLISHED);
    await writeDataset(weekOfIntentions());
    await expect
      .poll(async () => (await (await fetch(`${app().url}${PATH}?lang=vi`)).text()).includes(PUBLISHED), {
        timeout: 20_000,
      })
      .toBe(true);
  });

  test("reads without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app().url}${PATH}?lang=vi`);
    await expect(pageOf(page)).toContainText(ENGLISH);
    await expect(pageOf(page)).toContainText(`(âm lịch: ${lunarText(tomorrow)})`);
    await expect(page.getByRole("button", { name: translate("vi", "schedule.intentions.print") })).toHaveCount(0);
    await context.close();
  });
});
