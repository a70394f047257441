import type { BrowserContext } from "@playwright/test";
import type { Language } from "../../../app/i18n/language";

export const bothLanguages: Language[] = ["en", "vi"];

/** Opens pages as a returning visitor who chose this language (cookie and localStorage, as the toggle leaves them). */
export async function visitAs(context: BrowserContext, lang: Language, baseURL: string): Promise<void> {
  await context.addCookies([{ name: "language", value: lang, url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem("language", value), lang);
}
