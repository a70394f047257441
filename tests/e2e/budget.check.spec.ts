import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const BUDGET_KB = { script: 150, stylesheet: 30 };
/** Each file is a request, and a phone on HTTP/1.1 fetches six at a time; small shared modules are merged (vite.config.ts). */
const MAX_SCRIPT_FILES = 16;

test("a first visit to / stays within the JavaScript and CSS budgets (gzip)", async ({ page }) => {
  const sizes = { script: new Map<string, number>(), stylesheet: new Map<string, number>() };
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    const body = await response.body().catch(() => null);
    if (body) sizes[type].set(response.url(), gzipSync(body).length);
  });
  // A worker's script is JavaScript the visit downloads too, though the page's responses do not include it.
  const workerScripts = new Set<string>();
  page.on("worker", (worker) => workerScripts.add(worker.url()));
  await page.goto("/?lang=vi", { waitUntil: "networkidle" });
  await page.goto("/?lang=en", { waitUntil: "networkidle" });
  for (const url of workerScripts) sizes.script.set(url, gzipSync(await (await page.request.get(url)).body()).length);

  const totalKb = (type: keyof typeof sizes) => [...sizes[type].values()].reduce((sum, size) => sum + size, 0) / 1024;
  const script = totalKb("script");
  const stylesheet = totalKb("stylesheet");
  console.log(
    `First visit to /: JavaScript ${script.toFixed(1)} KB gzip in ${sizes.script.size} files (budget ${BUDGET_KB.script} KB, at most ${MAX_SCRIPT_FILES} files); CSS ${stylesheet.toFixed(1)} KB gzip in ${sizes.stylesheet.size} files (budget ${BUDGET_KB.stylesheet} KB)`,
  );
  for (const [url, size] of [...sizes.script].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
  expect(sizes.script.size).toBeGreaterThan(0);
  expect(script).toBeLessThanOrEqual(BUDGET_KB.script);
  expect(sizes.script.size).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
  expect(stylesheet).toBeLessThanOrEqual(BUDGET_KB.stylesheet);
});
