import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { type RunningApp, startApp } from "./support/app-server";
import { hydrated } from "./support/hydration";
import { bothLanguages } from "./support/language";
import { DESKTOP_ONLY, PHONE_ONLY } from "./support/widths";
import type { Language } from "../../app/i18n/language";

/** The pages `npm run perf` audits (scripts/perf.mjs): where a visitor most often starts. */
const KEY_PAGES = [
  "/",
  "/readings",
  "/contact",
  "/schedule",
  "/communication-events/bulletin",
  "/communication-events/photo-gallery",
  "/about/becoming-member",
  "/search?q=gio+le",
  "/communication-events/email-updates",
];

/** The phone `npm run perf` measures on (Lighthouse's mobile preset): a line that fits or wraps differs by width. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

interface Shift {
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
    takeLayoutShifts?: () => void;
  }
}

/**
 * Notes every layout shift a visitor did not cause, with the elements that moved, leaving out those drawn while a font
 * face was arriving: on a loaded machine even a font in the browser's memory can come a frame after the first layout,
 * inside `font-display: optional`'s block period, and its text then takes its own width. That is the browser's font
 * display, which Lighthouse's cold loads measure; what is checked here is what the page and its code do.
 */
async function noteLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const at = ({ x, y, width, height }: DOMRectReadOnly) =>
      [x, y, width, height].map((value) => Math.round(value)).join(",");
    window.layoutShifts = [];
    // From a face starting to load until the second frame after the faces loaded: the frame that lays them out.
    const fontArrivals: { from: number; until: number }[] = [];
    document.fonts.addEventListener("loading", () => fontArrivals.push({ from: performance.now(), until: Infinity }));
    document.fonts.addEventListener("loadingdone", () =>
      requestAnimationFrame(() =>
        requestAnimationFrame((time) => {
          for (const arrival of fontArrivals) arrival.until = Math.min(arrival.until, time);
        }),
      ),
    );
    const whileFontsArrive = (time: number) => fontArrivals.some(({ from, until }) => from <= time && time <= until);
    const note = (entries: PerformanceEntry[]) => {
      for (const shift of entries as LayoutShift[]) {
        if (shift.hadRecentInput || whileFontsArrive(shift.startTime)) continue;
        const moved = shift.sources.map(({ node, previousRect, currentRect }) => {
          const what =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.getAttribute("class") ?? ""}`
              : String(node?.nodeName);
          return `${what} from ${at(previousRect)} to ${at(currentRect)}`;
        });
        window.layoutShifts?.push({ value: shift.value, moved });
      }
    };
    const observer = new PerformanceObserver((entries) => note(entries.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    window.takeLayoutShifts = () => note(observer.takeRecords());
  });
}

/** The shifts reported until two frames from now: the changes made so far have been drawn by then. */
function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              window.takeLayoutShifts?.();
              resolve(window.layoutShifts ?? []);
            }),
          ),
        ),
      ),
  );
}

/** The shifts once the page has hydrated, its fonts are in, and the code's own changes after hydration are drawn. */
async function shiftsOnceSettled(page: Page): Promise<Shift[]> {
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  return shiftsSoFar(page);
}

const withLanguage = (path: string, lang: Language) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/**
 * Loads each page once and expects no shift. Every font file the site declares is fetched before the first of them,
 * as for a visitor who has been here: each page then has its fonts in the browser's memory at its first layout, so
 * what is checked is what the page and its code do, not whether a font file happens to arrive within the fallback's
 * first moments (app/fonts: `font-display: optional`).
 */
async function expectNoShiftsOn(page: Page, urls: string[]) {
  await noteLayoutShifts(page);
  await page.goto(urls[0] ?? "/");
  await page.evaluate(() => Promise.all([...document.fonts].map((font) => font.load())));
  for (const url of urls) {
    await page.goto(url);
    expect.soft(await shiftsOnceSettled(page), url).toEqual([]);
  }
}

/**
 * At the phone width `npm run perf` measures, where lines wrap the most, every key page in each language, whose texts
 * are of their own length; at the desktop width, the key pages with the languages taking turns.
 */
for (const lang of bothLanguages) {
  test(
    `the key pages do not move once painted, while and after their code hydrates them, in ${lang}`,
    { tag: PHONE_ONLY },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(LIGHTHOUSE_PHONE);
      await expectNoShiftsOn(
        page,
        KEY_PAGES.map((path) => withLanguage(path, lang)),
      );
    },
  );
}

test(
  "at the desktop width the key pages, in each language in turn, do not move once painted, while and after their code hydrates them",
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    test.setTimeout(90_000);
    await expectNoShiftsOn(
      page,
      KEY_PAGES.map((path, index) => withLanguage(path, bothLanguages[index % 2] ?? "en")),
    );
  },
);

const weekdayPage = readFileSync(new URL("../fixtures/readings/weekday.html", import.meta.url), "utf8");

/**
 * A readings page that holds each request until the test releases it, then answers it as told: with the day's
 * readings or with an error.
 */
async function heldReadingsSource() {
  let release = () => {};
  let released = new Promise<void>((resolve) => (release = resolve));
  let answer: "readings" | "error" = "error";
  const server = createServer((_request, response) => {
    void released.then(() => {
      if (answer === "readings")
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(weekdayPage);
      else response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/bible/daily_reading/`,
    /** Answers the requests held so far; the next ones are held until the next call. */
    answerWith: (next: "readings" | "error") => {
      answer = next;
      release();
      released = new Promise<void>((resolve) => (release = resolve));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** After a failure the readings are asked for again once this back-off (SOURCE_RETRY_SECONDS, at its least) is over. */
const RETRY_SECONDS = 1;

test.describe(`a slow source streaming in after the first paint ${PHONE_ONLY}`, () => {
  // Headless browsers get every page whole, as bots do (app/entry.server.tsx); a phone's browser gets the shell first.
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
  });

  /**
   * Where the visitor looks at the readings' skeleton: on the readings page, on the phone, from the first paint; on
   * the home page, far down, scrolled to it as soon as the page shows, on a tablet, where the floating Mass Times button
   * does not fold to its icon when the page's code sees the scroll (a move of its own, not the readings').
   */
  const views = [
    { path: "/readings", viewport: LIGHTHOUSE_PHONE, scroll: false },
    { path: "/", viewport: { width: 800, height: 1000 }, scroll: true },
  ];

  /**
   * The room kept for the readings is drawn from the page's own language, so each answer is met in both languages:
   * the views take them in turn, the readings page failing in Vietnamese and answering in English, the home page the
   * other way round. The failure comes first: the day's readings, once come, are kept for minutes, while a failure is
   * asked again soon.
   */
  for (const [index, { path, viewport, scroll }] of views.entries()) {
    const phases = [
      { answer: "error", lang: bothLanguages[(index + 1) % 2] ?? "vi" },
      { answer: "readings", lang: bothLanguages[index % 2] ?? "en" },
    ] as const;
    test(`${path} does not move when the readings come in after it has painted, with the source failing (in ${phases[0].lang}), then with the day's readings (in ${phases[1].lang})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const source = await heldReadingsSource();
      let app: RunningApp | undefined;
      try {
        app = await startApp({
          READINGS_SOURCE_URL: source.url,
          PAGE_CACHE_SECONDS: "0",
          SOURCE_RETRY_SECONDS: String(RETRY_SECONDS),
        });
        // The office's content is in memory, as on a server in service: only the readings are awaited.
        await page.request.get(`${app.url}/about`);
        await page.setViewportSize(viewport);
        await noteLayoutShifts(page);
        let failedBy = 0;
        for (const { answer, lang } of phases) {
          await test.step(answer === "error" ? "the source failing" : "the day's readings", async () => {
            // The failure's back-off over, the next page asks the source again.
            if (answer === "readings")
              await expect
                .poll(() => Date.now(), { intervals: [100] })
                .toBeGreaterThan(failedBy + RETRY_SECONDS * 1000);
            await page.goto(`${app?.url}${path}?lang=${lang}`, { waitUntil: "commit" });
            const skeleton = page.getByTestId("readings-skeleton");
            if (scroll) await skeleton.evaluate((element) => element.scrollIntoView({ block: "start" }));
            await expect(skeleton).toBeInViewport();
            // Two frames: the skeleton is on the screen, and the server still waits for the readings (up to 2 s).
            const beforeTheReadings = (await shiftsSoFar(page)).length;

            source.answerWith(answer);
            // For a moment the streamed part is in the page twice, hidden until it takes the skeleton's place: wait
            // for it in place, then for its hidden copy to be gone.
            const readings = page.getByTestId(answer === "readings" ? "readings-loaded" : "readings-fallback");
            await expect(readings.filter({ visible: true })).toHaveCount(1);
            await expect(readings).toHaveCount(1);
            // The server had met the failure before the page showed it.
            failedBy = Date.now();
            expect((await shiftsSoFar(page)).slice(beforeTheReadings)).toEqual([]);
          });
        }
      } finally {
        await app?.stop();
        await source.stop();
      }
    });
  }
});
