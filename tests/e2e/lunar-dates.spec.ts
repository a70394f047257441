import { expect, test } from "@playwright/test";
import { lunarDayText } from "../../app/features/lunar/lunar";
import { lunarText } from "../../app/features/lunar/lunar.server";
import { dateOfKey, formatDate } from "../../app/i18n/format";
import { expectNoAxeViolations } from "./support/axe";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";

const DEVOTIONAL_MONTHS: Record<string, "october" | "november"> = { "10": "october", "11": "november" };

for (const lang of bothLanguages) {
  test(`the home and readings pages give today's date, and in Vietnamese its lunar date, as /api/liturgical-day does, in ${lang}`, async ({
    page,
    request,
  }) => {
    const today = await (await request.get("/api/liturgical-day")).json();
    const solar = formatDate(dateOfKey(today.date), lang);
    const expected = lang === "vi" ? `${solar} (âm lịch: ${lunarDayText(today.lunar, "vi")})` : solar;
    for (const path of ["/", "/readings"]) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByTestId("today-date")).toHaveText(expected);
      await expect(page.getByTestId("lunar-date")).toHaveCount(lang === "vi" ? 1 : 0);
    }
    const month = DEVOTIONAL_MONTHS[today.date.slice(5, 7)];
    const devotional = page.getByTestId("devotional-month");
    await page.goto(`/?lang=${lang}`);
    if (lang === "vi" && month)
      await expect(devotional).toHaveText(` · ${translate("vi", `readings.liturgy.months.${month}`)}`);
    else await expect(devotional).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test("the calendar agenda gives each day's lunar date on Vietnamese pages only", async ({ page }) => {
  await page.goto("/calendar?lang=vi");
  const headings = page.locator("[data-event-agenda] h3");
  await expect(headings.first()).toBeVisible();
  const date = (await headings.first().locator("time").getAttribute("datetime")) ?? "";
  await expect(headings.first().getByTestId("lunar-date")).toHaveText(` (âm lịch: ${lunarText(date)})`);
  expect(await headings.getByTestId("lunar-date").count()).toBe(await headings.count());
  await page.goto("/calendar?lang=en");
  await expect(page.locator("[data-event-agenda] h3").first()).toBeVisible();
  await expect(page.getByTestId("lunar-date")).toHaveCount(0);
});

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
