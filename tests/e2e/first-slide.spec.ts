import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

const FIRST_SLIDE = /^\/images\/slides\/exterior-\d+\.avif$/;
const SCRIPT = /^\/assets\/[^/]+\.js$/;

/** The paths the page asks for, in the order it asks, but the document's own and inline (data:) images. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && request.resourceType() !== "document") paths.push(url.pathname);
  });
  return paths;
}

declare global {
  interface Window {
    largestPaints?: string[];
  }
}

/** Notes each element the browser reports as the page's largest paint so far, by its slide's name or its tag. */
async function noteLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.largestPaints = [];
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        const slide = entry.element?.closest<HTMLElement>("[data-slide]")?.dataset.slide;
        window.largestPaints?.push(slide ?? entry.element?.tagName ?? "");
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/**
 * What the home page asks for first, and when, is the same in both languages: the first test meets the page in
 * Vietnamese, the second in English.
 */
test("the first slide is the first file the home page asks for, and it is painted with no script at all", async ({
  page,
}) => {
  const lang = "vi";
  const paths = requestedPaths(page);
  await noteLargestPaints(page);
  // A phone whose scripts never come: the slide must not wait for them.
  await page.route(
    (url) => SCRIPT.test(url.pathname),
    (route) => route.abort(),
  );
  await page.goto(`/?lang=${lang}`);

  await expect.poll(() => page.evaluate(() => window.largestPaints)).toContain("exterior");
  expect(paths[0]).toMatch(FIRST_SLIDE);
  // The image took the preloaded file: it was asked for once.
  expect(paths.filter((path) => path.startsWith("/images/slides/"))).toEqual([paths[0]]);
});

test("the home page asks for its code only once the first slide has come, then hydrates", async ({ page }) => {
  const lang = "en";
  const paths = requestedPaths(page);
  let releaseSlide = () => {};
  const slideReleased = new Promise<void>((resolve) => (releaseSlide = resolve));
  await page.route(
    (url) => FIRST_SLIDE.test(url.pathname),
    async (route) => {
      await slideReleased;
      await route.continue();
    },
  );
  // The page is not loaded until the slide comes.
  await page.goto(`/?lang=${lang}`, { waitUntil: "domcontentloaded" });
  // The text has painted, and two frames have passed since it was reported, with the slide still on its way.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
  expect(paths.filter((path) => SCRIPT.test(path))).toEqual([]);

  releaseSlide();
  await hydrated(page);
  const firstScript = paths.findIndex((path) => SCRIPT.test(path));
  expect(firstScript).toBeGreaterThan(paths.findIndex((path) => FIRST_SLIDE.test(path)));
});
