import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

/**
 * Every first visit lays the page out in the fallback font (the web font loads with `font-display: optional`), so the
 * menu is checked with the font files blocked. Each language's words are of their own length, so both are checked;
 * the widths are taken in turn by one page, whose bar measures itself again as the window changes (site-header.tsx).
 */
for (const lang of ["en", "vi"] as const) {
  test(`the desktop menu covers nothing at 1024, 1280 and 1440 px in ${lang}, on one row from 1280 px, and the page does not jump when it is fixed`, async ({
    page,
  }) => {
    await page.route(/\.woff2$/, (route) => route.abort());
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
    const mainTopInPage = () =>
      page.evaluate(() => (document.querySelector("main")?.getBoundingClientRect().top ?? 0) + window.scrollY);

    for (const [index, width] of [1024, 1280, 1440].entries()) {
      await test.step(`at ${width} px`, async () => {
        if (index > 0) {
          // Back at the top first: the bar takes its place in the page again, and the window is then widened.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          await expect(bar).toHaveAttribute("data-fixed", "false");
        }
        await page.setViewportSize({ width, height: 800 });
        if (index === 0) {
          await page.goto(`/?lang=${lang}`);
          await hydrated(page);
        }
        // The bar's slot takes the bar's height once the bar has been laid out at this width.
        await expect.poll(async () => (await measure()).slot).toBe((await measure()).height);
        const before = await measure();
        expect(before.bottom).toBeLessThanOrEqual(before.mainTop);
        expect(before.slot).toBe(before.height);
        if (width >= 1280) expect(before.height).toBeLessThanOrEqual(56);

        const mainTop = await mainTopInPage();
        await page.mouse.wheel(0, 400);
        await expect(bar).toHaveAttribute("data-fixed", "true");
        expect(await mainTopInPage()).toBe(mainTop);
      });
    }
  });
}
