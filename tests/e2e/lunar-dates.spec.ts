import { expect, test } from "@playwright/test";
import { lunarDayText } from "../../app/features/lunar/lunar";
import { dateOfKey, formatDate } from "../../app/i18n/format";
import { expectNoAxeViolations } from "./support/axe";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";

const DEVOTIONAL_MONTHS: Record<string, "october" | "november"> = { "10": "october", "11": "november" };

/**
 * Today's line on the readings page and the home page, as /api/liturgical-day gives it: the date in the visitor's
 * language, in Vietnamese with its lunar date and the devotional month, and the liturgical day's name. The calendar
 * agenda's lunar dates are checked with the calendar page (calendar.spec.ts).
 */
for (const lang of bothLanguages) {
  test(`the readings and home pages give today's date, its liturgical day and in Vietnamese its lunar date, as /api/liturgical-day does, in ${lang}`, async ({
    page,
    request,
  }) => {
    const today = await (await request.get("/api/liturgical-day")).json();
    const solar = formatDate(dateOfKey(today.date), lang);
    const expected = lang === "vi" ? `${solar} (âm lịch: ${lunarDayText(today.lunar, "vi")})` : solar;
    // On Tết's days its Mass names the day first, unless Ash Wednesday or a Sunday of Lent keeps it.
    const name = today.tet?.prevails ? today.tet.names[lang] : today.celebration[lang];

    await page.goto(`/readings?lang=${lang}`);
    await expect(page.getByTestId("today-date")).toHaveText(expected);
    await expect(page.getByTestId("lunar-date")).toHaveCount(lang === "vi" ? 1 : 0);
    await expect(page.getByTestId("liturgical-day-name")).toHaveText(name);

    await page.goto(`/?lang=${lang}`);
    await expect(page.getByTestId("today-date")).toHaveText(expected);
    await expect(page.getByTestId("lunar-date")).toHaveCount(lang === "vi" ? 1 : 0);
    await expect(page.getByTestId("readings-day-name")).toHaveText(name);
    const month = DEVOTIONAL_MONTHS[today.date.slice(5, 7)];
    const devotional = page.getByTestId("devotional-month");
    if (lang === "vi" && month)
      await expect(devotional).toHaveText(` · ${translate("vi", `readings.liturgy.months.${month}`)}`);
    else await expect(devotional).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("the Vietnamese home page gives the lunar date without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/?lang=vi");
  await expect(page.getByTestId("lunar-date")).toHaveText(
    /^ \(âm lịch: ngày \d{1,2} tháng \d{1,2}( nhuận)? năm \S+ \S+\)$/,
  );
  await context.close();
});

test("GET /api/liturgical-day names Mùng Một Tết Đinh Mùi in both languages, with its lunar date", async ({
  request,
}) => {
  const day = await (await request.get("/api/liturgical-day?date=2027-02-06")).json();
  expect(day).toMatchObject({
    lunar: { day: 1, month: 1, year: 2027, leapMonth: false, yearName: "Đinh Mùi" },
    tet: {
      day: 1,
      names: {
        en: "First Day of Tết Đinh Mùi (Lunar New Year): Peace in the New Year",
        vi: "Mùng Một Tết Đinh Mùi: Cầu Bình An Năm Mới",
      },
      prevails: true,
    },
  });
  const ashWednesday = await (await request.get("/api/liturgical-day?date=2026-02-18")).json();
  expect(ashWednesday).toMatchObject({ celebration: { en: "Ash Wednesday" }, tet: { day: 2, prevails: false } });
});
