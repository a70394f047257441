import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { allPaths } from "../../app/site/site-map";
import { thisParishTexts } from "../support/parish-texts";
import { type RunningApp, startApp } from "./support/app-server";
import { bothLanguages } from "./support/language";

/** What people open besides the pages: the schedule feed, a search, the browser's search and app manifests, the sitemap. */
const RESOURCES = ["/schedule.ics", "/search?q=mass", "/opensearch.xml", "/manifest.webmanifest", "/sitemap.xml"];

let app: RunningApp;

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "starter-site-"));
  const dataset = join(dir, "content", "production.ndjson");
  // The dataset is written by the very command a new parish runs.
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/new-parish-dataset.ts", dataset], {
    stdio: "pipe",
  });
  app = await startApp({ CONTENT_DATASET_PATH: dataset, CONTACT_DB_PATH: join(dir, "store", "messages.db") });
});

test.afterAll(async () => {
  await app.stop();
});

test("a site built on the starter dataset answers every page and resource in both languages, with no text of this parish", async () => {
  test.setTimeout(180_000);
  const forbidden = thisParishTexts();
  const addresses = bothLanguages.flatMap((lang) =>
    [...allPaths(), ...RESOURCES].map((path) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`),
  );
  const failing: Record<string, number> = {};
  const found: Record<string, string[]> = {};
  for (const address of addresses) {
    const response = await fetch(`${app.url}${address}`, { redirect: "manual" });
    const body = await response.text();
    if (response.status !== 200) failing[address] = response.status;
    const texts = forbidden.filter((text) => body.includes(text));
    if (texts.length > 0) found[address] = texts;
  }
  expect(addresses.length).toBeGreaterThan(100);
  expect(failing).toEqual({});
  expect(found).toEqual({});
});
