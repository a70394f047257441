import { expect, test } from "@playwright/test";
import type { ScheduleChange } from "../../app/features/content/types";
import { occurrenceText } from "../../app/features/schedule/mass-text";
import { nextMass } from "../../app/features/schedule/next-mass";
import { expectedNextMass } from "./support/next-mass";
import { datasetScheduleChanges } from "./support/dataset";
import { bothLanguages } from "./support/language";
import { PHONE_ONLY } from "./support/widths";
import { embeddedParish, embeddedSchedules } from "../support/embedded-parish";

let changes: ScheduleChange[] = [];
test.beforeAll(async () => {
  changes = await datasetScheduleChanges();
});

const nextMassLine = (lang: "en" | "vi", at = Date.now()) => expectedNextMass(lang, at, changes);

type Church = { "@type": string; telephone: string; event: Array<{ startDate: string; name: string }> };

/** The page's description of the church, among its JSON-LD blocks (the home page also describes the site's search). */
function jsonLd(html: string): Church {
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text = ""]) => JSON.parse(text) as Church,
  );
  const church = blocks.find((block) => block["@type"] === "CatholicChurch");
  if (!church) throw new Error("the page does not describe the church in JSON-LD");
  return church;
}
/**
 * The schedule's words and times are each language's own, so both are checked; its layout at each width is the route
 * sweep's (routes.spec.ts), which also runs axe on /schedule in both languages.
 */
test.describe(`for a visitor in Vietnam ${PHONE_ONLY}`, () => {
  test.use({ timezoneId: "Asia/Ho_Chi_Minh" });

  for (const lang of bothLanguages) {
    test(`/schedule shows the weekly schedule and the next Mass on Arlington's clock, in ${lang}${lang === "vi" ? ", and offers the schedule to download and subscribe to as an iCalendar feed" : ""}`, async ({
      page,
      request,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(String(error)));

      const html = await (await request.get(`/schedule?lang=${lang}`)).text();
      expect(html).toContain(occurrenceText(nextMass(Date.now(), changes, embeddedSchedules) ?? assertNever(), lang));

      await page.goto(`/schedule?lang=${lang}`);
      await expect(page.getByTestId("next-mass")).toHaveText(nextMassLine(lang));
      const view = page.getByTestId("schedule-view");
      const rows =
        lang === "en" ? ["Sunday", "Saturday", "Monday – Friday"] : ["Chúa Nhật", "Thứ Bảy", "Thứ Hai – Thứ Sáu"];
      await expect(view.locator("dt")).toHaveText(rows);
      const sunday =
        lang === "en"
          ? ["8:00 AM", "10:00 AM", "12:30 PM", "5:30 PM"]
          : ["8:00 sáng", "10:00 sáng", "12:30 trưa", "5:30 chiều"];
      for (const time of sunday) await expect(view.locator("dd").first()).toContainText(time);
      await expect(view).toContainText(lang === "en" ? "Vigil Mass" : "Lễ Vọng");
      await expect(view).toContainText(
        lang === "en" ? "30 minutes before each Mass or by appointment" : "30 phút trước mỗi Thánh Lễ hoặc theo hẹn",
      );
      await expect(view).toContainText(
        lang === "en" ? "Thursday: 9:00 AM – 5:45 PM" : "Thứ Năm: 9:00 sáng – 5:45 chiều",
      );
      expect(errors).toEqual([]);
      if (lang !== "vi") return;

      // The feed is one file in both languages; its links on the page are in the page's.
      await expect(page.getByRole("link", { name: "Đăng Ký Theo Dõi" })).toHaveAttribute(
        "href",
        /^webcal:\/\/.+\/schedule\.ics$/,
      );
      const download = page.getByRole("link", { name: "Tải Về (.ics)" });
      await expect(download).toHaveAttribute("href", "/schedule.ics");
      const response = await request.get("/schedule.ics");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const body = await response.text();
      expect(body).toContain("RRULE:FREQ=WEEKLY;BYDAY=SU");
      expect(body).toContain("SUMMARY:Lễ Vọng (Tiếng Việt) / Vigil Mass (Vietnamese)");
      expect(body).toContain("DTSTART;TZID=America/Chicago:20250105T173000");
    });
  }
});

test(
  "the next-Mass line hydrates from the server's value, then follows the browser's clock",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    // Saturday 14 June 2025, 12:00 in Arlington.
    const saturdayNoon = Date.parse("2025-06-14T17:00:00Z");
    await page.clock.install({ time: saturdayNoon });
    await page.goto("/schedule");
    const line = page.getByTestId("next-mass");
    await expect(line).toHaveText("Next Mass: today 6:00 PM · Vigil Mass · Vietnamese");
    await page.clock.fastForward("06:30:00");
    await expect(line).toHaveText("Next Mass: tomorrow 8:00 AM · Vietnamese");
    expect(errors).toEqual([]);
  },
);

test(
  "the home page shows the next Mass from its first byte, and it and /schedule describe the parish and a week of Masses in JSON-LD",
  { tag: PHONE_ONLY },
  async ({ request }) => {
    for (const path of ["/?lang=vi", "/schedule"]) {
      const loaded = Date.now();
      const html = await (await request.get(path)).text();
      if (path.startsWith("/?"))
        expect(html).toContain(occurrenceText(nextMass(loaded, changes, embeddedSchedules) ?? assertNever(), "vi"));
      const data = jsonLd(html);
      expect(data["@type"], path).toBe("CatholicChurch");
      expect(data.telephone, path).toBe(embeddedParish.phone.tel);
      // Today's Masses still to come, then six whole days of at least two each: how many of today's remain depends on
      // the hour (a Sunday evening has none left). app/features/schedule/json-ld.test.ts counts them at a fixed time.
      expect(data.event.length, path).toBeGreaterThanOrEqual(12);
      for (const event of data.event) {
        expect(event.startDate).toMatch(/T\d\d:\d\d:00-0[56]:00$/);
        expect(Date.parse(event.startDate)).toBeGreaterThan(loaded - 60_000);
        expect(Date.parse(event.startDate)).toBeLessThan(loaded + 7 * 24 * 60 * 60 * 1000);
      }
    }
  },
);

function assertNever(): never {
  throw new Error("the schedule has no Mass in the coming week");
}
