import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The page's axe violations, one "rule: targets" line each, so a failure names what to fix.
 *
 * Legacy mode runs axe in the page in one pass. The default mode opens a second, blank page to merge per-frame
 * results, which took a third to a half of each check's time on most pages (docs/decisions/browser-test-time.md).
 * The only frames it would add are the third-party embeds (map, video, calendar), whose markup is not ours and
 * which the tests point at loopback stand-ins or nowhere; their `<iframe>` elements themselves are still checked.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
