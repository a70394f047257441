import type { Page } from "@playwright/test";

/** Whether each piece of the site's chrome (header, menus, footer, what is marked not for paper) shows now. */
export function siteChromeShown(page: Page): Promise<boolean[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("header, nav, footer, [data-print-hidden]")]
      .filter((element) => element.hasAttribute("data-print-hidden") || !element.closest("main"))
      .map((element) => element.checkVisibility()),
  );
}
