import type { BrowserContext, Locator, Page } from "@playwright/test";
import type { Language } from "../../../app/i18n/language";

export const bothLanguages: Language[] = ["en", "vi"];

/** Opens pages as a returning visitor who chose this language (cookie and localStorage, as the toggle leaves them). */
export async function visitAs(context: BrowserContext, lang: Language, baseURL: string): Promise<void> {
  await context.addCookies([{ name: "language", value: lang, url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem("language", value), lang);
}

const menuName = { en: "Menu", vi: /Danh mục|Menu/ };

/**
 * The button that switches the page to `lang`: in the top bar on large screens, and on phones in the slide-in menu,
 * which this opens by keyboard (Enter on its button). `inMenu` says it did; the menu stays open until dismissed.
 */
export async function languageButton(
  page: Page,
  lang: Language,
  current: Language,
): Promise<{ button: Locator; inMenu: boolean }> {
  const button = page.locator(`button[name="lang"][value="${lang}"]:visible`);
  const inMenu = (await button.count()) === 0;
  if (inMenu) {
    await page.getByRole("button", { name: menuName[current], exact: true }).focus();
    await page.keyboard.press("Enter");
  }
  return { button: button.first(), inMenu };
}
