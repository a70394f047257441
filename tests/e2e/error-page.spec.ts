import { expect, test } from "@playwright/test";
import { translate } from "./support/i18n";

const languages = ["en", "vi"] as const;

for (const lang of languages) {
  test(`a form posted to a page that takes none gets the error page with status 405, whose way home works by keyboard, in ${lang}`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      // The browser reports the 405 itself; anything else is a problem.
      if (message.type() === "error" && !message.text().includes("status of 405")) problems.push(message.text());
      // The page's code says so when it leaves the page unhydrated (app/entry.client.tsx).
      if (message.text().startsWith("The page stays as served")) problems.push(message.text());
    });
    await page.goto(`/schedule?lang=${lang}`);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    // A plain form, as an old bookmark or another site might post; the site's own forms all have an action.
    await page.evaluate((target) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = target;
      document.body.append(form);
      form.submit();
    }, `/schedule?lang=${lang}`);
    expect((await answer).status()).toBe(405);
    // Hydration renders every text again, from the dictionary the browser fetches first: the words must survive it
    // (a text that differed would be a hydration error, which `problems` collects). Once the network is quiet the
    // dictionary is in and the page's code has run.
    await page.waitForLoadState("networkidle");

    // The heading is in the page's language: the English words of the specification on an English page only.
    const heading = lang === "vi" ? "Rất tiếc! Trang web gặp lỗi" : "Unexpected Application Error!";
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(translate(lang === "vi" ? "en" : "vi", "common.error.title"))).toHaveCount(0);
    await expect(page.getByText("405 Method Not Allowed")).toBeVisible();
    await expect(page.getByText(translate(lang, "common.error.body"))).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const html = await page.content();
    expect(html).not.toMatch(/node_modules|\bat \w+ \(/);

    const home = page.getByRole("link", { name: translate(lang, "common.error.home") });
    for (
      let presses = 0;
      presses < 5 && !(await home.evaluate((link) => link === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(home).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#main")).toBeVisible();
    expect(problems).toEqual([]);
  });
}
