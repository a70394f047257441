import { appendFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { comingSunday, dayAfter, weekOf } from "../../app/features/bulletin/composed/sundays";
import { celebrated } from "../../app/features/liturgy/liturgical-day";
import { liturgicalDay } from "../../app/features/liturgy/liturgical-day.server";
import { lunarDayText } from "../../app/features/lunar/lunar";
import { massesOnDay } from "../../app/features/schedule/masses-on-day";
import { formatClock } from "../../app/i18n/clock";
import { parishDateKey } from "../../app/i18n/format";
import type { Language } from "../../app/i18n/language";
import { embeddedParish, embeddedSchedules } from "../support/embedded-parish";
import { appForThisDescribe } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { siteChromeShown } from "./support/print";
import { datasetScheduleChanges, datasetWithout } from "./support/dataset";
import { hydrated } from "./support/hydration";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { isDesktop, PHONE_ONLY } from "./support/widths";

const BULLETIN = "/communication-events/bulletin";
const sunday = comingSunday(parishDateKey());
const changes = await datasetScheduleChanges();
const massesOf = (date: string) =>
  massesOnDay(date, new Date(`${date}T12:00:00Z`).getUTCDay(), changes, embeddedSchedules);
const firstMass = massesOf(sunday)[0]!;
const day = liturgicalDay(sunday, embeddedParish.properCalendar);

const PUBLISHED = "Cầu hồn Giuse Trần Văn Bảo — gia đình xin";
const PRIVATE = "Cầu cho ý riêng của gia đình Lê";
const NOTICE = { vi: "Dọn dẹp nhà thờ trước Lễ Giáng Sinh", en: "Cleaning the church before Christmas" };
const LEFT_OUT = { vi: "Chỉ đăng trên trang web", en: "On the website only" };
const LETTER = {
  vi: "Kính thưa quý vị, Mùa Vọng là mùa chờ đợi.",
  en: "Dear parishioners, Advent is a season of waiting.",
};

const block = (text: string) => [
  {
    _type: "block",
    _key: "b",
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s", text, marks: [] }],
  },
];
const announcement = (id: string, title: Record<Language, string>, inBulletin: boolean) => ({
  _id: id,
  _type: "announcement",
  title,
  content: { vi: block(`${title.vi}: xin quý vị giúp một tay.`), en: block(`${title.en}: please lend a hand.`) },
  publishDate: parishDateKey(),
  isPublished: true,
  displayOrder: 0,
  inBulletin,
  category: { _type: "reference", _ref: "category-important" },
});
const intention = (id: string, text: string, publish: boolean) => ({
  _id: id,
  _type: "scheduledIntention",
  date: sunday,
  time: firstMass.time,
  intention: text,
  publish,
});

/** The embedded dataset with what the office entered for the coming Sunday: intentions, notices and a letter. */
function datasetOfTheWeek(): string {
  const path = datasetWithout(["bulletinSunday"]);
  const documents = [
    intention("published", PUBLISHED, true),
    intention("private", PRIVATE, false),
    announcement("cleaning", NOTICE, true),
    announcement("left-out", LEFT_OUT, false),
    {
      _id: "letter",
      _type: "bulletinSunday",
      date: sunday,
      pastorLetter: { vi: block(LETTER.vi), en: block(LETTER.en) },
    },
  ];
  appendFileSync(path, documents.map((document) => `${JSON.stringify(document)}\n`).join(""));
  return path;
}

const column = (page: Page, lang: Language) =>
  page.locator(`[data-composed-bulletin] [lang='${lang}']:has(#bulletin-week-${lang})`);

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.normalize("NFC").replace(/\s+/g, " ");
}

test.describe("the coming Sunday's composed bulletin", () => {
  const app = appForThisDescribe(() => ({ CONTENT_DATASET_PATH: datasetOfTheWeek() }));

  test("shows the week in Vietnamese and English, each marked with its language, by keyboard and without an axe violation, on a page in each language", async ({
    page,
  }) => {
    // Both languages in turn, on the describe's one server: twice the work of one visit.
    test.setTimeout(60_000);
    for (const lang of bothLanguages) {
      const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
      const answer = await page.goto(`${app().url}${BULLETIN}/${sunday}?lang=${lang}`);
      expect(answer?.status()).toBe(200);
      await expect(page.locator(`[data-composed-bulletin='${sunday}']`)).toBeVisible();
      await expect(page.getByText(t("composedBulletin.page.composed"))).toBeVisible();

      for (const written of ["vi", "en"] as const) {
        const side = column(page, written);
        await expect(side.locator(`#bulletin-week-${written}`)).toHaveText(
          translate(written, "composedBulletin.week.heading"),
        );
        const days = side.getByTestId("bulletin-day");
        await expect(days).toHaveCount(7);
        for (const [index, date] of weekOf(sunday).entries()) {
          for (const mass of massesOf(date))
            await expect(days.nth(index)).toContainText(formatClock(mass.time, written));
        }
        const names = page.locator(`[data-composed-bulletin] [lang='${written}'] [data-testid='bulletin-celebration']`);
        await expect(names).toContainText(celebrated(day).names[written]);
        await expect(page.locator(`#bulletin-intentions-${written}`).locator("..")).toContainText(PUBLISHED);
        await expect(page.getByRole("heading", { name: NOTICE[written], exact: true })).toBeVisible();
        await expect(page.locator(`#bulletin-letter-${written}`).locator("..")).toContainText(LETTER[written]);
      }
      if (day.lunar)
        await expect(page.locator("[data-composed-bulletin] [lang='vi'] [data-testid='bulletin-lunar']")).toHaveText(
          lunarDayText(day.lunar, "vi"),
        );
      await expect(page.getByText(PRIVATE)).toHaveCount(0);
      await expect(page.getByText(LEFT_OUT[lang])).toHaveCount(0);

      // Vietnamese first: beside English where the width allows, above it on a phone.
      const vi = await column(page, "vi").boundingBox();
      const en = await column(page, "en").boundingBox();
      if (!vi || !en) throw new Error("a language's column is not shown");
      if (isDesktop(page)) {
        expect(vi.x).toBeLessThan(en.x);
        expect(Math.abs(vi.y - en.y)).toBeLessThan(1);
      } else expect(vi.y + vi.height).toBeLessThanOrEqual(en.y);
      await expectNoAxeViolations(page);

      await hydrated(page);
      const pdfLink = page.getByRole("link", { name: t("composedBulletin.page.pdf") });
      for (
        let presses = 0;
        presses < 80 && !(await pdfLink.evaluate((link) => link === document.activeElement));
        presses += 1
      )
        await page.keyboard.press("Tab");
      await expect(pdfLink).toBeFocused();
      // The PDF is checked at one width: the link opens it by keyboard.
      if (!isDesktop(page)) {
        const download = page.waitForEvent("download");
        await page.keyboard.press("Enter");
        const file = await (await download).createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of file) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
      }
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: t("composedBulletin.page.print") })).toBeFocused();
    }
  });

  test(
    "answers its PDF in both languages: the week as edited, read back from the file; prints on its own, without the site's chrome; is kept for Sundays from the newest edition to six weeks ahead only",
    { tag: PHONE_ONLY },
    async ({ page, request }) => {
      const answers = await Promise.all(
        bothLanguages.map((lang) => request.get(`${app().url}${BULLETIN}/${sunday}/print.pdf?lang=${lang}`)),
      );
      for (const answer of answers) {
        expect(answer.status()).toBe(200);
        expect(answer.headers()["content-type"]).toBe("application/pdf");
      }
      expect(answers[0]?.headers().etag).toBe(answers[1]?.headers().etag);
      const text = await pdfText(await answers[0]!.body());
      for (const lang of bothLanguages) {
        expect(text).toContain(NOTICE[lang]);
        expect(text).toContain(celebrated(day).names[lang]);
        expect(text).toContain(`${formatClock(firstMass.time, lang)}`);
        expect(text).not.toContain(LEFT_OUT[lang]);
      }
      expect(text).toContain(PUBLISHED);
      expect(text).not.toContain(PRIVATE);
      if (day.lunar) expect(text).toContain(lunarDayText(day.lunar, "vi"));

      const unchanged = await request.get(`${app().url}${BULLETIN}/${sunday}/print.pdf`, {
        headers: { "If-None-Match": answers[0]?.headers().etag ?? "" },
      });
      expect(unchanged.status()).toBe(304);

      // On paper, the bulletin alone.
      await page.goto(`${app().url}${BULLETIN}/${sunday}?lang=vi`);
      expect((await siteChromeShown(page)).some(Boolean)).toBe(true);
      await page.emulateMedia({ media: "print" });
      expect((await siteChromeShown(page)).some(Boolean)).toBe(false);
      await expect(page.locator("#bulletin-week-vi")).toBeVisible();
      await expect(page.locator("#bulletin-week-en")).toBeVisible();
      await page.emulateMedia({ media: "screen" });

      // Which Sundays are kept.
      expect((await page.goto(`${app().url}${BULLETIN}/${dayAfter(sunday, 1)}`))?.status()).toBe(404);
      expect((await page.goto(`${app().url}${BULLETIN}/${dayAfter(sunday, 49)}`))?.status()).toBe(404);
      expect((await request.get(`${app().url}${BULLETIN}/${dayAfter(sunday, 49)}/print.pdf`)).status()).toBe(404);
      expect((await page.goto(`${app().url}${BULLETIN}/${dayAfter(sunday, 42)}`))?.status()).toBe(200);
      await expect(page.locator("[data-composed-bulletin]")).toBeVisible();
    },
  );
});

test.describe("an uploaded edition", { tag: PHONE_ONLY }, () => {
  test("keeps its page, and the composed PDF of its Sunday is still there", async ({ page, request }) => {
    await page.goto(`${BULLETIN}/2026-11-22?lang=vi`);
    await expect(page.locator("[data-bulletin-issue='2026-11-22']")).toBeVisible();
    await expect(page.locator("[data-composed-bulletin]")).toHaveCount(0);
    const pdf = await request.get(`${BULLETIN}/2026-11-22/print.pdf`);
    expect(pdf.status()).toBe(200);
    expect(await pdfText(await pdf.body())).toContain("Chúa Nhật, ngày 22 tháng 11 năm 2026");
  });
});

test.describe("a Sunday with no notices, no intentions and no letter", { tag: PHONE_ONLY }, () => {
  const app = appForThisDescribe(() => ({
    CONTENT_DATASET_PATH: datasetWithout(["announcement", "scheduledIntention", "bulletinSunday"]),
  }));

  test("still gives the week's Masses and says what is empty, in en", async ({ page }) => {
    await page.goto(`${app().url}${BULLETIN}/${sunday}?lang=en`);
    for (const written of ["vi", "en"] as const) {
      await expect(column(page, written).getByTestId("bulletin-day")).toHaveCount(7);
      await expect(page.getByText(translate(written, "composedBulletin.notices.empty"))).toBeVisible();
      await expect(page.getByText(translate(written, "composedBulletin.intentions.empty"))).toBeVisible();
    }
    await expect(page.locator("[id^='bulletin-letter-']")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
