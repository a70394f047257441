import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeWindow = Window & { axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } };

/**
 * The page's axe violations, one "rule: targets" line each, so a failure names what to fix.
 *
 * axe-core runs in the page itself, injected once per page and asked for violations only: the Playwright wrapper
 * added a second or more per check on most pages (docs/decisions/browser-test-time.md). Frames are not entered: the
 * only ones are the third-party embeds (map, video, calendar), whose markup is not ours and which the tests point at
 * loopback stand-ins or nowhere; their `<iframe>` elements themselves are still checked.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error("axe-core did not load in the page");
    const results = await axe.run(selector ? { include: [selector] } : document, {
      iframes: false,
      resultTypes: ["violations"],
    });
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
  }, include);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
