import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type RunningApp, startApp } from "./support/app-server";
import { CLOSED_URL } from "./support/environment";
import { translate } from "./support/i18n";
import type { Language } from "../../app/i18n/language";
import {
  type Behaviour,
  siteEnvFor,
  STAND_IN_MEMORIAL,
  STAND_IN_NOTICE,
  STAND_IN_VIDEO,
  type StandIn,
  startStandIn,
} from "./support/outside-stand-in";

const LANGUAGES = ["en", "vi"] as const;
const PAGES = [
  "/",
  "/readings",
  "/announcements",
  "/online-mass",
  "/obituary",
  "/schedule",
  "/contact",
  "/about/staff",
  "/communication-events/bulletin",
  "/communication-events/photo-gallery",
  "/liturgy/mass-intentions/this-week",
  "/api/readings",
  "/api/announcements",
];
const SOURCES = [
  "readings",
  "video playlists",
  ...[
    "announcements",
    "categories",
    "memorials",
    "weekly-schedules",
    "schedule-changes",
    "intentions",
    "settings",
    "pages",
    "staff",
    "bulletins",
    "albums",
  ].map((type) => `content ${type}`),
];
const BANNER = {
  en: "Using static content (CMS temporarily unavailable)",
  vi: "Đang dùng nội dung có sẵn (hệ thống nội dung tạm thời gián đoạn)",
};

interface Timed {
  status: number;
  body: string;
  firstByteMs: number;
  wholeMs: number;
}

async function timedGet(url: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip, br" } });
  const firstByteMs = performance.now() - started;
  const body = await response.text();
  return { status: response.status, body, firstByteMs, wholeMs: performance.now() - started };
}

/** Every page in both languages: 200, first byte under half a second, whole under three. */
async function everyPageAnswersQuickly(app: RunningApp): Promise<Record<string, string>> {
  const bodies: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    for (const path of PAGES) {
      const page = await timedGet(`${app.url}${path}?lang=${lang}`);
      expect.soft(page.status, `${path} in ${lang}`).toBe(200);
      expect.soft(page.firstByteMs, `first byte of ${path} in ${lang}`).toBeLessThan(500);
      expect.soft(page.wholeMs, `whole ${path} in ${lang}`).toBeLessThan(3000);
      bodies[`${path}?lang=${lang}`] = page.body;
    }
  }
  return bodies;
}

/**
 * The fallbacks a visitor sees while every source is down: static announcements with their banner, the readings'
 * links, the playlist, the printable sample bulletin, and the gallery saying its albums cannot be shown. The pages are
 * seen in a browser in one language (the outages take the languages in turn), their answers read in both.
 */
async function showsFallbacks(app: RunningApp, page: Page, bodies: Record<string, string>, seen: Language) {
  for (const lang of LANGUAGES) {
    expect(bodies[`/api/readings?lang=${lang}`]).toBe(`{"readings":null}`);
    expect(bodies[`/communication-events/bulletin?lang=${lang}`]).toContain("data-bulletin=");
    expect(bodies[`/communication-events/photo-gallery?lang=${lang}`]).toContain(
      translate(lang, "gallery.unavailable"),
    );
    if (lang !== seen) continue;
    await page.goto(`${app.url}/announcements?lang=${lang}`);
    await expect(page.getByRole("status").filter({ hasText: BANNER[lang] })).toBeVisible();
    await page.goto(`${app.url}/readings?lang=${lang}`);
    await expect(page.getByTestId("readings-fallback")).toBeVisible();
    await page.goto(`${app.url}/online-mass?lang=${lang}`);
    await expect(page.getByTestId("video-player")).toBeVisible();
    await expect(page.locator(`[data-video-id="${STAND_IN_VIDEO}"]`)).toHaveCount(0);
    await page.goto(`${app.url}/obituary?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("memorial-list")).toHaveCount(0);
  }
}

/** Once the source is back, the next refresh shows its data everywhere. */
async function recovers(app: RunningApp) {
  await expect
    .poll(async () => (await timedGet(`${app.url}/announcements?lang=vi`)).body, { timeout: 30_000 })
    .toContain(STAND_IN_NOTICE);
  await expect
    .poll(async () => (await timedGet(`${app.url}/readings?lang=en`)).body, { timeout: 30_000 })
    .toContain('data-testid="readings-loaded"');
  for (const lang of LANGUAGES)
    await expect
      .poll(async () => (await timedGet(`${app.url}/online-mass?lang=${lang}`)).body, { timeout: 30_000 })
      .toContain(STAND_IN_VIDEO);
  await expect
    .poll(async () => (await timedGet(`${app.url}/obituary?lang=vi`)).body, { timeout: 30_000 })
    .toContain(STAND_IN_MEMORIAL);
}

// The outages wait on their sources far more than they work: one after another in one worker, beside the other tests,
// rather than in both workers at once with the cores idle.
test.describe.configure({ mode: "default" });

const OUTAGES: { behaviour: Behaviour | "refused"; fallbackShown: boolean }[] = [
  { behaviour: "refused", fallbackShown: true },
  { behaviour: "503", fallbackShown: true },
  { behaviour: "hang", fallbackShown: true },
  { behaviour: "garbage", fallbackShown: true },
  // A source that answers after five seconds shows its data once it comes; meanwhile the page does not wait for it.
  { behaviour: "slow", fallbackShown: false },
];

for (const [index, { behaviour, fallbackShown }] of OUTAGES.entries()) {
  test(`with every outside source ${behaviour === "slow" ? "answering after 5 s" : behaviour}, every page answers at once with its fallback, then recovers`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const standIn: StandIn | null = behaviour === "refused" ? null : await startStandIn(behaviour);
    const app = await startApp(standIn?.env ?? siteEnvFor(CLOSED_URL));
    try {
      // The first visit meets the failure; the ones after it must not wait on it.
      for (const lang of LANGUAGES) for (const path of PAGES) await timedGet(`${app.url}${path}?lang=${lang}`);
      const bodies = await everyPageAnswersQuickly(app);
      if (fallbackShown) await showsFallbacks(app, page, bodies, LANGUAGES[index % 2] ?? "en");
      if (standIn) {
        standIn.behave("healthy");
        await recovers(app);
      }
      const states = async () => {
        // A source is asked again when a page needs it: the staff page needs the pages and the staff, the gallery the
        // albums, this week's Mass intentions the intentions.
        await timedGet(`${app.url}/about/staff?lang=en`);
        await timedGet(`${app.url}/liturgy/mass-intentions/this-week?lang=en`);
        await timedGet(`${app.url}/communication-events/photo-gallery?lang=en`);
        const readiness = (await (await fetch(`${app.url}/readyz`)).json()) as {
          sources: { name: string; state: string }[];
        };
        // The composed bulletin's letters are asked for only by the bulletin pages, which the outage does not visit.
        const watched = readiness.sources.filter((source) => SOURCES.includes(source.name));
        return Object.fromEntries(watched.map((source) => [source.name, source.state]));
      };
      const expected = standIn ? "fresh" : "failing";
      await expect
        .poll(states, { timeout: 30_000 })
        .toEqual(Object.fromEntries(SOURCES.map((source) => [source, expected])));
      // An outage is logged when it starts, not once per visit.
      expect(
        app.output().split("Failed to load announcements from CMS - using static content").length - 1,
      ).toBeLessThanOrEqual(1);
    } finally {
      await app.stop();
      await standIn?.close();
    }
  });
}

test("a restart during a content outage shows the last good announcements, not the embedded sample", async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), "parish-last-good-"));
  const standIn = await startStandIn("healthy");
  const env = { ...standIn.env, CONTACT_DB_PATH: join(dataDir, "messages.db") };
  let app = await startApp(env);
  try {
    await expect.poll(async () => (await timedGet(`${app.url}/announcements?lang=en`)).body).toContain(STAND_IN_NOTICE);
    await expect.poll(async () => (await timedGet(`${app.url}/obituary?lang=en`)).body).toContain(STAND_IN_MEMORIAL);
    await expect
      .poll(() => ["announcements", "memorials"].every((name) => existsSync(join(dataDir, `last-good-${name}.json`))))
      .toBe(true);
    standIn.behave("hang");
    await app.terminate("SIGKILL");
    app = await startApp(env);
    for (const lang of LANGUAGES) {
      const page = await timedGet(`${app.url}/announcements?lang=${lang}`);
      expect(page.body).toContain(STAND_IN_NOTICE);
      expect(page.body).not.toContain(BANNER[lang]);
      expect(page.firstByteMs).toBeLessThan(500);
    }
    expect((await timedGet(`${app.url}/obituary?lang=vi`)).body).toContain(STAND_IN_MEMORIAL);
  } finally {
    await app.stop();
    await standIn.close();
  }
});
