import { expect, test } from "@playwright/test";
import { translate } from "./support/i18n";
import { bothLanguages } from "./support/language";
import { expectNoAxeViolations } from "./support/axe";

const BULLETIN = "/communication-events/bulletin";

for (const lang of bothLanguages) {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);

  test(`the bulletin in ${lang} shows the Easter issue: schedule, announcements, ministers and intentions`, async ({ page }) => {
    await page.goto(`${BULLETIN}?lang=${lang}`);
    const bulletin = page.locator("[data-bulletin]");
    await expect(bulletin.locator("time[datetime='2024-03-27']")).toHaveText(lang === "vi" ? "ngày 27 tháng 3 năm 2024" : "March 27, 2024");
    await expect(bulletin.getByRole("heading", { name: t("bulletin.feast") })).toBeVisible();
    await expect(bulletin.getByTestId("schedule-view")).toBeVisible();
    await expect(bulletin.getByRole("heading", { name: t("bulletin.announcements.triduum.title") })).toBeVisible();
    await expect(bulletin.getByRole("heading", { name: t("bulletin.ministryHeading") })).toBeVisible();
    await expect(bulletin.getByText("Nguyễn Thị Hoa, Trần Văn Minh")).toBeVisible();
    await expect(bulletin.getByText(t("bulletin.intentions.peace"))).toBeVisible();
    await expect(bulletin.getByRole("button", { name: t("bulletin.print") })).toBeVisible();
  });

  test(`the bulletin in ${lang} prints without the site chrome`, async ({ page }) => {
    await page.goto(`${BULLETIN}?lang=${lang}`);
    const chrome = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("header, nav, footer, [data-print-hidden]")]
          .filter((element) => element.hasAttribute("data-print-hidden") || !element.closest("main"))
          .map((element) => element.checkVisibility()),
      );
    expect((await chrome()).some(Boolean)).toBe(true);
    await page.emulateMedia({ media: "print" });
    const visibility = await chrome();
    expect(visibility.length).toBeGreaterThan(0);
    expect(visibility.every((visible) => !visible)).toBe(true);
    const floatingOnPaper = await page.evaluate(() =>
      [...document.body.querySelectorAll("*")]
        .filter((element) => !element.closest("main") && getComputedStyle(element).position === "fixed" && element.checkVisibility())
        .filter((element) => element.getBoundingClientRect().width > 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(floatingOnPaper).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: t("bulletin.print") })).toBeHidden();
    await expect(page.locator("[data-bulletin]").getByText(t("bulletin.intentions.church"))).toBeVisible();
    const titleColor = await page.getByRole("heading", { level: 1 }).evaluate((element) => getComputedStyle(element).color);
    expect(titleColor).toBe("rgb(0, 0, 0)");
  });

  test(`the bulletin has no axe violation in ${lang}`, async ({ page }) => {
    await page.goto(`${BULLETIN}?lang=${lang}`);
    await expectNoAxeViolations(page);
  });
}
