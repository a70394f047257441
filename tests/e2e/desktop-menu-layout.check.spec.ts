import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

/**
 * Every first visit lays the page out in the fallback font (the web font loads with `font-display: optional`), so the
 * menu is checked with the font files blocked.
 */
for (const lang of ["en", "vi"] as const) {
  for (const width of [1024, 1280, 1440]) {
    test(`the desktop menu covers nothing at ${width} px in ${lang}, on one row from 1280 px, and the page does not jump when it is fixed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(`/?lang=${lang}`);
      await hydrated(page);
      const bar = page.getByTestId("nav-bar");
      const measure = () =>
        bar.evaluate((element) => {
          const menu = element.getBoundingClientRect();
          const main = document.querySelector("main")?.getBoundingClientRect();
          return {
            height: Math.round(menu.height),
            bottom: Math.round(menu.bottom),
            mainTop: Math.round(main?.top ?? 0),
            slot: Math.round(element.parentElement?.getBoundingClientRect().height ?? 0),
          };
        });
      const before = await measure();
      expect(before.bottom).toBeLessThanOrEqual(before.mainTop);
      expect(before.slot).toBe(before.height);
      if (width >= 1280) expect(before.height).toBeLessThanOrEqual(56);

      const mainTopInPage = await page.evaluate(
        () => (document.querySelector("main")?.getBoundingClientRect().top ?? 0) + window.scrollY,
      );
      await page.mouse.wheel(0, 400);
      await expect(bar).toHaveAttribute("data-fixed", "true");
      expect(
        await page.evaluate(() => (document.querySelector("main")?.getBoundingClientRect().top ?? 0) + window.scrollY),
      ).toBe(mainTopInPage);
    });
  }
}
