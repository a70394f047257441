import type { Page } from "@playwright/test";

/**
 * Until React has hydrated a page, its controls that need JavaScript are links or hidden; the phone menu control,
 * in the page at every width, becomes a button when it has.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("[data-testid=menu-button]")?.tagName === "BUTTON");
}

/** For a page without the menu control (an error page): React has taken over the element and painted since. */
export async function hydratedElement(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  }, selector);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
