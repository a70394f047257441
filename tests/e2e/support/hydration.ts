import type { Page } from "@playwright/test";

/**
 * Until React has hydrated a page, its controls that need JavaScript are links or hidden; the phone menu control,
 * in the page at every width, becomes a button when it has.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("[data-testid=menu-button]")?.tagName === "BUTTON");
}
