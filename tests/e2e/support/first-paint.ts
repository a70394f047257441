import type { Page } from "@playwright/test";

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
export async function noteFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => requestAnimationFrame(() => (window.firstFrameAt = performance.now())));
}

/** When the page's first frame began, and when its first script was asked for. */
export function loadingTimes(page: Page): Promise<{ firstFrame: number; firstScriptAsked: number; scripts: number }> {
  return page.evaluate(() => {
    const firstFrame = window.firstFrameAt ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    return {
      firstFrame,
      firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
}
