import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { type RunningApp, startApp } from "./support/app-server";
import { hydrated } from "./support/hydration";
import { bothLanguages } from "./support/language";
import { isDesktop, PHONE_ONLY } from "./support/widths";

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

/** Notes every layout shift a visitor did not cause, with the elements that moved. */
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
    const note = (entries: PerformanceEntry[]) => {
      for (const shift of entries as LayoutShift[]) {
        if (shift.hadRecentInput) continue;
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

for (const path of KEY_PAGES) {
  for (const lang of bothLanguages) {
    const url = `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
    test(`${url} does not move once painted, while and after its code hydrates it`, async ({ page }) => {
      if (!isDesktop(page)) await page.setViewportSize(LIGHTHOUSE_PHONE);
      await noteLayoutShifts(page);
      // Loaded again, as by a visitor who has been here: its fonts come from the browser's memory at the first layout,
      // so what is checked is what the page and its code do, not whether a font file happens to arrive within the
      // fallback's first moments (app/fonts: `font-display: optional`).
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready);
      await page.reload();
      expect(await shiftsOnceSettled(page)).toEqual([]);
    });
  }
}

const weekdayPage = readFileSync(new URL("../fixtures/readings/weekday.html", import.meta.url), "utf8");

/** A readings page that answers only when the test lets it, with the day's readings or with an error. */
async function heldReadingsSource(answer: "readings" | "error") {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
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
    release,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

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

  for (const answer of ["readings", "error"] as const) {
    for (const { path, viewport, scroll } of views) {
      for (const lang of bothLanguages) {
        test(`${path}?lang=${lang} does not move when the readings come in after it has painted, with ${answer === "readings" ? "the day's readings" : "the source failing"}`, async ({
          page,
        }) => {
          const source = await heldReadingsSource(answer);
          let app: RunningApp | undefined;
          try {
            app = await startApp({ READINGS_SOURCE_URL: source.url, PAGE_CACHE_SECONDS: "0" });
            // The office's content is in memory, as on a server in service: only the readings are awaited.
            await page.request.get(`${app.url}/about`);
            await page.setViewportSize(viewport);
            await noteLayoutShifts(page);
            await page.goto(`${app.url}${path}?lang=${lang}`, { waitUntil: "commit" });
            const skeleton = page.getByTestId("readings-skeleton");
            if (scroll) await skeleton.evaluate((element) => element.scrollIntoView({ block: "start" }));
            await expect(skeleton).toBeInViewport();
            // Two frames: the skeleton is on the screen, and the server still waits for the readings (up to 2 s).
            const beforeTheReadings = (await shiftsSoFar(page)).length;

            source.release();
            // For a moment the streamed part is in the page twice, beside the skeleton it replaces: wait for one.
            const readings = page.getByTestId(answer === "readings" ? "readings-loaded" : "readings-fallback");
            await expect(readings).toHaveCount(1);
            await expect(readings).toBeVisible();
            expect((await shiftsSoFar(page)).slice(beforeTheReadings)).toEqual([]);
          } finally {
            await app?.stop();
            await source.stop();
          }
        });
      }
    }
  }
});
