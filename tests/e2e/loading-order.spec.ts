import { expect, type Page, test } from "@playwright/test";
import { pageText, translate } from "./support/i18n";
import { bothLanguages } from "./support/language";

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

declare global {
  interface Window {
    firstFrameAt?: number;
  }
}

/**
 * Notes when the browser begins the page's first frame. A page waiting for its stylesheet gets no frame, so this is
 * the frame that first paints it. (Paint timing is no use here: it reports when the frame reached the screen, which
 * on a busy machine comes tens of milliseconds after the page painted it.)
 */
function noteFirstFrame(page: Page) {
  return page.addInitScript(() => requestAnimationFrame(() => (window.firstFrameAt = performance.now())));
}

/** When the page's first frame began, and when its first script was asked for. */
function loadingTimes(page: Page) {
  return page.evaluate(() => {
    const firstFrame = window.firstFrameAt ?? Number.NaN;
    const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    return {
      firstFrame,
      firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
}

for (const lang of bothLanguages) {
  test(`the locale data is loaded by a worker of its own once the page has painted, in ${lang}`, async ({ page }) => {
    await noteFirstFrame(page);
    const worker = page.waitForEvent("worker");
    await page.goto(`/?lang=${lang}`);
    expect(new URL((await worker).url()).pathname).toMatch(/^\/assets\/intl-warm-up\.worker-[\w-]+\.js$/);
    // The request's timing is recorded once its answer is in, which can be after the worker was created.
    const asked = await page.waitForFunction(() => performance.getEntriesByType("resource").find((entry) => entry.name.includes("intl-warm-up"))?.startTime);
    expect(await asked.jsonValue()).toBeGreaterThan(await page.evaluate(() => window.firstFrameAt ?? Number.POSITIVE_INFINITY));
  });

  test(`a page paints before any of its code is fetched, then hydrates and answers the keyboard, in ${lang}`, async ({ page }) => {
    await noteFirstFrame(page);
    await page.goto(`/schedule?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageText(lang, "/schedule").title);
    await page.waitForFunction(() => document.querySelector("[data-testid=menu-button]")?.tagName === "BUTTON");

    const times = await loadingTimes(page);
    expect(times.scripts).toBeGreaterThan(0);
    expect(times.firstFrame).toBeGreaterThan(0);
    expect(times.firstScriptAsked).toBeGreaterThan(times.firstFrame);

    if (isDesktop(page)) {
      const trigger = page.getByRole("button", { name: pageText(lang, "/sacraments").title, exact: true });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByTestId("desktop-menu-sacraments")).toBeVisible();
    } else {
      await page.getByTestId("menu-button").focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("button", { name: translate(lang, "chrome.menu.close") })).toBeVisible();
    }
  });
}
