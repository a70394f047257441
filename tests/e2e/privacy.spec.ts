import { expect, test } from "@playwright/test";
import { requestPages } from "../../app/features/requests/registry";
import type { RequestKind } from "../../app/features/requests/form-spec";
import { appForThisDescribe } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { pageText, translate } from "./support/i18n";
import { bothLanguages } from "./support/language";

const periods = { en: { year: "a year", prayer: "60 days" }, vi: { year: "một năm", prayer: "60 ngày" } };

/** The forms in turn, the first in Vietnamese, the next in English, and so on: each form once, both languages met. */
const formsInTurn = (Object.entries(requestPages) as [RequestKind, string][]).map(
  ([kind, path], index) => [kind, path, bothLanguages[(index + 1) % 2]!] as const,
);

test("every form says beside its submit button what is kept, who reads it and for how long, the forms in Vietnamese and English in turn, without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const [kind, path, lang] of formsInTurn) {
    await page.goto(`${path}?lang=${lang}`);
    const form = page.getByTestId(`${kind}-form`);
    const line = form.getByTestId("privacy-line");
    const period = kind === "prayer" ? periods[lang].prayer : periods[lang].year;
    const said = translate(lang, kind === "prayer" ? "requests.privacy.keptPrayer" : "requests.privacy.kept", {
      period,
    });
    await expect(line, `${kind} in ${lang}`).toContainText(said);
    // The submit button names the line as its description, so a screen reader says it with the button.
    const described = await form.locator('button[type="submit"]').getAttribute("aria-describedby");
    expect(await line.getAttribute("id"), kind).toBe(described);
    await expect(line.getByRole("link", { name: translate(lang, "requests.privacy.link") })).toHaveAttribute(
      "href",
      "/about/privacy",
    );
  }
  await context.close();
});

test("the privacy page the forms link to says what is kept and for how long, in en", async ({ page }) => {
  await page.goto("/ministries/prayer/prayer-requests?lang=en");
  await page.getByTestId("privacy-line").getByRole("link").click();
  await expect(page).toHaveURL(/\/about\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText("en", "/about/privacy").title);
  await expect(page.getByTestId("page-body")).toContainText("Prayer requests are deleted 60 days after");
  await expectNoAxeViolations(page);
});

test.describe("a server keeping requests 90 days and prayer requests 45", () => {
  const app = appForThisDescribe(() => ({ PRAYER_RETENTION_DAYS: "45", REQUEST_RETENTION_DAYS: "90" }));

  test("the privacy page says the periods the server keeps, as the forms do, reached by keyboard, in vi", async ({
    page,
  }) => {
    await page.goto(`${app().url}/ministries/prayer/prayer-requests?lang=vi`);
    const line = page.getByTestId("privacy-line");
    await expect(line).toContainText(translate("vi", "requests.privacy.days", { count: 45 }));
    await line.getByRole("link").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about\/privacy$/);
    const body = page.getByTestId("page-body");
    for (const text of ["Ý nguyện được xóa 45 ngày sau", "Mọi đơn khác được xóa 90 ngày sau"])
      await expect(body).toContainText(text);
    // What the office wrote in the Studio in place of the periods never shows as typed.
    await expect(body).not.toContainText("{");
    await expect(body).not.toContainText("60 ngày");
  });
});
