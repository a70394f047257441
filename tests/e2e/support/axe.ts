import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { wholePageLaidOut } from "../../../app/components/use-whole-page-before-end";

/**
 * The page's axe violations, one "rule: targets" line each, so a failure names what to fix.
 *
 * Legacy mode runs axe in the page in one pass. The default mode opens a second, blank page to merge per-frame
 * results, which took a third to a half of each check's time on most pages (docs/decisions/browser-test-time.md).
 * The only frames it would add are the third-party embeds (map, video, calendar), whose markup is not ours and
 * which the tests point at loopback stand-ins or nowhere; their `<iframe>` elements themselves are still checked.
 *
 * axe cannot tell the colours of what the browser has not laid out, and boxes far from the screen are laid out only
 * as they near it (`render-near-screen`, app/app.css): the whole page is laid out first, as the End key does.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(({ key, value }) => {
    document.documentElement.dataset[key] = value;
  }, wholePageLaidOut);
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
