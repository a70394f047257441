import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { parishDateKey } from "../../app/i18n/format";
import { type RunningApp, startApp } from "./support/app-server";
import { expectNoAxeViolations } from "./support/axe";
import { hydrated } from "./support/hydration";

const weekdayPage = readFileSync(new URL("../fixtures/readings/weekday.html", import.meta.url), "utf8");

const texts = {
  en: {
    heading: "Today's Readings",
    refresh: "Refresh today's readings",
    unavailable: "Unable to fetch readings at this time. Please try the links below.",
    titles: ["Reading 1", "Responsorial Psalm", "Gospel"],
    check: (host: string) => `Check ${host} daily readings`,
    caption: "Readings from Vatican News (Vietnamese) and the USCCB (English).",
    vietnameseButton: "Vietnamese Readings",
    englishButton: "English Readings",
    viewFull: "View full readings",
    calendar: "Liturgical Calendar",
  },
  vi: {
    heading: "Lời Chúa Hôm Nay",
    refresh: "Tải lại các bài đọc hôm nay",
    unavailable: "Hiện không thể tải các bài đọc. Xin quý vị xem các liên kết dưới đây.",
    titles: ["Bài Đọc 1", "Đáp Ca", "Tin Mừng"],
    check: (host: string) => `Xem bài đọc hằng ngày trên ${host}`,
    caption: "Lời Chúa từ Vatican News (tiếng Việt) và USCCB (tiếng Anh).",
    vietnameseButton: "Lời Chúa Tiếng Việt",
    englishButton: "Lời Chúa Tiếng Anh",
    viewFull: "Xem Đầy Đủ",
    calendar: "Lịch Phụng Vụ",
  },
} as const;

/**
 * A local server playing the daily readings page; `up` decides whether it answers with the page or a 500, `delayMs`
 * how long it takes to.
 */
interface Upstream {
  url: string;
  up: boolean;
  delayMs: number;
  requests: string[];
  server: Server;
}

async function startUpstream(up: boolean): Promise<Upstream> {
  const upstream: Upstream = { url: "", up, delayMs: 0, requests: [], server: createServer() };
  upstream.server.on("request", (request, response) => {
    upstream.requests.push(request.url ?? "");
    setTimeout(() => {
      if (upstream.up) response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(weekdayPage);
      else response.writeHead(500).end("upstream broken");
    }, upstream.delayMs);
  });
  await new Promise<void>((resolve) => upstream.server.listen(0, "127.0.0.1", resolve));
  upstream.url = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}/bible/daily_reading/`;
  return upstream;
}

function stopUpstream(upstream: Upstream): Promise<void> {
  return new Promise((resolve) => {
    upstream.server.closeAllConnections();
    upstream.server.close(() => resolve());
  });
}

test.describe("readings with the source down (default server)", () => {
  test("/readings shows the fallback message and list in en, and Refresh asks the server again", async ({ page }) => {
    const text = texts.en;
    await page.goto("/readings?lang=en");
    await expect(page.getByRole("heading", { level: 2, name: text.heading })).toBeVisible();
    const fallback = page.getByTestId("readings-fallback");
    await expect(fallback).toContainText(text.unavailable);
    for (const title of text.titles) await expect(fallback.getByText(title, { exact: true })).toBeVisible();
    const checks = fallback.getByRole("link", { name: text.check("127.0.0.1") });
    await expect(checks).toHaveCount(3);
    await expect(checks.first()).toHaveAttribute("target", "_blank");
    await expect(checks.first()).toHaveAttribute("rel", "noopener noreferrer");
    await expect(checks.first()).toHaveAttribute("href", /select_date=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId("liturgical-day")).toContainText(text.calendar);
    await expectNoAxeViolations(page);

    const refresh = page.getByRole("button", { name: text.refresh });
    await refresh.focus();
    const answer = page.waitForResponse((response) => response.url().includes("/api/readings?date="));
    await page.keyboard.press("Enter");
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ readings: null });
    await expect(page.getByTestId("readings-fallback")).toContainText(text.unavailable);
    await expect(refresh).toBeEnabled();
  });

  test("the home block links to both sources in a new tab, with its caption, in vi", async ({ page }) => {
    const text = texts.vi;
    await page.goto("/?lang=vi");
    const block = page.locator("#readings");
    const vietnamese = block.getByRole("link", { name: text.vietnameseButton });
    const english = block.getByRole("link", { name: text.englishButton });
    await expect(vietnamese).toHaveAttribute("href", "https://www.vaticannews.va/vi/loi-chua-hang-ngay.html");
    await expect(english).toHaveAttribute("href", "https://bible.usccb.org/daily-bible-reading");
    for (const link of [vietnamese, english]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(block.getByTestId("readings-caption")).toHaveText(text.caption);
    await expect(block.getByTestId("readings-fallback")).toContainText(text.unavailable);
    await expect(block.getByRole("button", { name: text.refresh })).toBeVisible();
    await block.getByRole("link", { name: text.viewFull }).click();
    await expect(page).toHaveURL(/\/readings$/);
    await expect(page.getByRole("heading", { level: 2, name: text.heading })).toBeVisible();
  });

  // The readings page and the home block name today's liturgical day as /api/liturgical-day does: lunar-dates.spec.ts.

  test("GET /api/liturgical-day names Saint Joseph, moved off the Third Sunday of Lent, in both languages; a bad date is 400", async ({
    request,
  }) => {
    const response = await request.get("/api/liturgical-day?date=2028-03-20");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      date: "2028-03-20",
      rank: "solemnity",
      celebration: {
        en: "Saint Joseph, Spouse of the Blessed Virgin Mary",
        vi: "Thánh Giuse, Bạn Trăm Năm Đức Trinh Nữ Maria",
      },
    });
    const bad = await request.get("/api/liturgical-day?date=2025-02-30");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringContaining("YYYY-MM-DD") });
  });

  test("GET /api/readings answers 400 for an impossible or malformed date, and for a date outside the fortnight either side of today, which the site never asks for", async ({
    request,
  }) => {
    for (const date of ["2024-02-30", "2025-13-01", "yesterday", "2025-1-1"]) {
      const response = await request.get(`/api/readings?date=${date}`);
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining("YYYY-MM-DD") });
    }
    const day = (offset: number) => parishDateKey(new Date(Date.now() + offset * 86_400_000));
    for (const date of [day(-16), day(16), "2024-03-05", "2099-12-31"]) {
      const response = await request.get(`/api/readings?date=${date}`);
      expect(response.status(), date).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining("within 14 days of today") });
    }
  });
});

test.describe("readings from a source that fails, then comes back", () => {
  let upstream: Upstream;
  let app: RunningApp;

  test.beforeAll(async () => {
    upstream = await startUpstream(false);
    app = await startApp({ READINGS_SOURCE_URL: upstream.url, READINGS_TIMEOUT_MS: "2000", SOURCE_RETRY_SECONDS: "1" });
  });

  test.afterAll(async () => {
    await app.stop();
    await stopUpstream(upstream);
  });

  test("Refresh shows today's readings in vi once the source answers again and its back-off has passed; then they come inside the first HTML, and the API answers with the cache's expiry", async ({
    page,
    request,
  }) => {
    const text = texts.vi;
    await page.goto(`${app.url}/readings?lang=vi`);
    await expect(page.getByTestId("readings-fallback")).toContainText(text.unavailable);
    const before = upstream.requests.length;
    upstream.up = true;
    await expect(async () => {
      await page.getByRole("button", { name: text.refresh }).click();
      await expect(page.getByTestId("readings-loaded")).toContainText("Luke 21:1-4", { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    expect(upstream.requests.length).toBeGreaterThan(before);
    expect(app.output()).toContain(
      "readings: failing, showing the last good data or the fallback meanwhile (every source failed (direct: HTTP 500))",
    );

    // Today's readings, as the page shows them once the source answers.
    await page.goto(`${app.url}/readings?lang=vi`);
    const loaded = page.getByTestId("readings-loaded");
    await expect(loaded).toContainText("Daniel 1:1-6, 8-20");
    await expect(loaded).toContainText("Daniel 3:52, 53, 54, 55, 56");
    await expect(loaded).toContainText("Luke 21:1-4");
    for (const title of text.titles) await expect(loaded.getByText(title, { exact: true })).toBeVisible();
    expect(
      upstream.requests.every((url) => /^\/bible\/daily_reading\/\?select_date=\d{4}-\d{2}-\d{2}$/.test(url)),
    ).toBe(true);
    await expect(page.getByTestId("usccb-date")).toContainText(
      /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}/,
    );
    await expectNoAxeViolations(page);

    // Cached readings come inside the first HTML, without a skeleton.
    await request.get(`${app.url}/api/readings`);
    const html = await (await request.get(`${app.url}/readings`)).text();
    expect(html).toContain("Luke 21:1-4");
    expect(html).not.toContain("readings-skeleton");
    const tomorrow = parishDateKey(new Date(Date.now() + 86_400_000));
    // Another day's readings are fetched on the first ask; once they are held, the answer may be kept.
    await expect
      .poll(async () => (await request.get(`${app.url}/api/readings?date=${tomorrow}`)).headers()["cache-control"])
      .toBe("public");
    const response = await request.get(`${app.url}/api/readings?date=${tomorrow}`);
    expect(response.headers()["cache-control"]).toBe("public");
    // An absolute expiry, so an answer replayed by the page cache still ends when the server's cache does.
    const lifetimeSeconds =
      (Date.parse(response.headers().expires ?? "") - Date.parse(response.headers().date ?? "")) / 1000;
    expect(lifetimeSeconds).toBeGreaterThanOrEqual(280);
    expect(lifetimeSeconds).toBeLessThanOrEqual(300);
    expect((await response.json()).readings).toMatchObject({
      date: tomorrow,
      gospel: { title: "Gospel", reference: "Luke 21:1-4" },
    });
  });
});

test.describe("a page for a browser, with a slow source", () => {
  // Browser tests run headless, which the server takes for a bot and sends every page whole; a phone's browser gets
  // the shell first.
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
  });
  let upstream: Upstream;
  let app: RunningApp;

  test.beforeAll(async () => {
    upstream = await startUpstream(true);
    upstream.delayMs = 1_500;
    app = await startApp({ READINGS_SOURCE_URL: upstream.url, READINGS_TIMEOUT_MS: "5000", PAGE_CACHE_SECONDS: "0" });
  });

  test.afterAll(async () => {
    await app.stop();
    await stopUpstream(upstream);
  });

  test("the readings stream in behind their skeleton while the rest of the page is already shown (vi)", async ({
    page,
  }) => {
    const lang = "vi";
    await page.goto(`${app.url}/readings?lang=${lang}`, { waitUntil: "commit" });
    await expect(page.getByTestId("readings-skeleton")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("readings-loaded")).toContainText("Luke 21:1-4");

    // With the page cache off every page streams under a per-response nonce, and React's scripts that put each
    // streamed part in its skeleton's place run under it, as does the page's own code.
    const response = await page.goto(`${app.url}/?lang=${lang}`);
    expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-/);
    // For a moment a part is in the page twice, the streamed copy beside the skeleton it replaces: wait for one.
    const announcement = page.getByTestId("announcements").getByRole("heading", { name: "Lịch Thánh Lễ Giáng Sinh" });
    await expect(announcement).toHaveCount(1);
    await expect(announcement).toBeVisible();
    await expect(page.getByText("Luke 21:1-4").first()).toBeVisible();
    await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
    // Its code, held until the first paint and then put back under the same nonce, hydrates it.
    await hydrated(page);
  });
});
