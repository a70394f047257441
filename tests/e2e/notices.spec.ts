import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { type RunningApp, startApp } from "./support/app-server";

const title = { en: "Christmas Mass Schedule", vi: "Lịch Thánh Lễ Giáng Sinh" };
const dismissName = { en: `Dismiss notice: ${title.en}`, vi: `Ẩn thông báo: ${title.vi}` };

/** A copy of the embedded dataset whose Christmas notice ends at the given moment, so the test does not depend on today's date. */
async function datasetEndingAt(endsAt: string): Promise<string> {
  const dataset = await readFile("content/production.ndjson", "utf8");
  const changed = dataset.replace(/"noticeEndsAt":"[^"]*"/, `"noticeEndsAt":"${endsAt}"`);
  expect(changed).not.toBe(dataset);
  const file = join(tmpdir(), `parish-notices-${endsAt.slice(0, 4)}-${process.pid}-${Date.now()}.ndjson`);
  await writeFile(file, changed);
  return file;
}

test.describe("a notice that has not ended", () => {
  let current: RunningApp;

  test.beforeAll(async () => {
    current = await startApp({ CONTENT_DATASET_PATH: await datasetEndingAt("2099-01-01T00:00:00Z") });
    // These checks are about the pages once the server holds the content, not a cold server's first answer.
    await expect
      .poll(async () => (await fetch(`${current.url}/?lang=en`)).text(), { timeout: 20_000 })
      .toContain(title.en);
  });

  test.afterAll(async () => {
    await current.stop();
  });

  test("shows on every page in vi, and hides once dismissed", async ({ page }) => {
    const lang = "vi";
    for (const path of ["/", "/schedule", "/about/staff", "/contact"]) {
      await page.goto(`${current.url}${path}?lang=${lang}`);
      await expect(page.getByTestId("notice-strip"), path).toContainText(title[lang]);
    }

    const dismiss = page.getByRole("button", { name: dismissName[lang] });
    await dismiss.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("notice-strip")).toHaveCount(0);
    // The keyboard is not left on nothing: it goes on from the page's content.
    await expect(page.locator("main")).toBeFocused();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(title[lang]).and(page.getByTestId("notice-strip"))).toHaveCount(0);
    await page.goto(`${current.url}/readings?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("notice-strip")).toHaveCount(0);
  });
});

test.describe("a notice past its end date", () => {
  let ended: RunningApp;

  test.beforeAll(async () => {
    ended = await startApp({ CONTENT_DATASET_PATH: await datasetEndingAt("2020-01-01T00:00:00Z") });
  });

  test.afterAll(async () => {
    await ended.stop();
  });

  test("does not show, in en", async ({ page }) => {
    const lang = "en";
    await page.goto(`${ended.url}/schedule?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The announcements themselves still load (the strip streams from the same source), so its absence is meaningful.
    await page.goto(`${ended.url}/announcements?lang=${lang}`);
    await expect(page.getByRole("heading", { name: title[lang] })).toBeVisible();
    await expect(page.getByTestId("notice-strip")).toHaveCount(0);
  });
});
