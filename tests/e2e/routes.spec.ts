import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { PagePath } from "../../app/i18n/dictionary";
import { pageText } from "../../app/i18n/translate";
import { allPaths } from "../../app/site/site-map";
import { bothLanguages } from "./support/language";

for (const lang of bothLanguages) {
  test.describe(`every route in ${lang}`, () => {
    for (const path of allPaths()) {
      test(`${path} answers 200 with its title and no axe violation`, async ({ page }) => {
        const response = await page.goto(`${path}?lang=${lang}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        if (path !== "/") {
          const { title } = pageText(lang, path as PagePath);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
          await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, "\\$&")} \\|`));
        }
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
      });
    }
  });

  test(`an unknown path answers 404 with the not-found page in ${lang}`, async ({ page }) => {
    const response = await page.goto(`/no/such/page?lang=${lang}`);
    expect(response?.status()).toBe(404);
    const texts = { en: ["Oops! Page not found", "Return to Home"], vi: ["Rất tiếc! Không tìm thấy trang", "Trở về Trang Chủ"] }[lang];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[0]!);
    await page.getByRole("link", { name: texts[1] }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}
