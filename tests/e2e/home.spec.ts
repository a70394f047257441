import { expect, type Page, test } from "@playwright/test";
import type { Language } from "../../app/i18n/language";
import { hydrated } from "./support/hydration";
import { translate } from "./support/i18n";
import { isDesktop, PHONE_ONLY } from "./support/widths";

const SECTION_ORDER = [
  "welcome",
  "schedule",
  "readings",
  "announcements",
  "online-mass",
  "events",
  "calendar",
  "memorial",
  "contact",
];
const texts = {
  en: {
    welcome: "Welcome to Our Lady of La Vang Parish",
    pause: "Pause slideshow",
    resume: "Resume slideshow",
    hint: "Swipe to navigate",
    call: /^Call the parish office/,
  },
  vi: {
    welcome: "Chào Mừng Quý Vị đến với Giáo Xứ Đức Mẹ La Vang",
    pause: "Tạm dừng trình chiếu",
    resume: "Tiếp tục trình chiếu",
    hint: "Vuốt để xem hình khác",
    call: /^Gọi điện thoại cho Văn Phòng Giáo Xứ/,
  },
};

const activeSlide = (page: Page) => page.locator("[data-active='true']");

/**
 * The home page is laid out alike in both languages, with each language's own texts. A test that runs at both widths
 * meets one language at each, so that both are met. (axe checks the home page in both languages at both widths in the
 * route sweep, routes.spec.ts.)
 */
const languageAt = (page: Page, phone: Language): Language =>
  isDesktop(page) ? (phone === "vi" ? "en" : "vi") : phone;

/**
 * The slideshow's timers run on Playwright's clock, which the test moves forward: a 5 s interval is checked
 * without waiting 5 s, and a busy machine cannot stretch it.
 */
async function openHomeOnTestClock(page: Page, path = "/") {
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
}

test("the home page: its first slide the preloaded LCP image and no other slide image fetched before it is needed, the swipe hint on narrow touch screens only, its sections in order, corner shortcuts that call and write, and open the video channel and social page from medium screens up, and End and Home from the keyboard", async ({
  page,
}) => {
  const lang = languageAt(page, "vi");
  const fetched: string[] = [];
  page.on("request", (request) => {
    const match = /\/images\/slides\/([a-z]+)-\d+\.(avif|webp)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) fetched.push(match[1]);
  });
  await page.clock.install();
  await page.goto(`/?lang=${lang}`);
  const narrow = (page.viewportSize()?.width ?? 0) < 768;

  await test.step("the swipe hint, shown a moment on narrow touch screens only", async () => {
    const hint = page.getByText(texts[lang].hint);
    if (narrow) await expect(hint).toBeVisible();
    else await expect(hint).toBeHidden();
    await hydrated(page);
    // From here the page's timers wait for the test's clock, so the slideshow (5 s) moves on only when a visitor moves
    // it. The hint fades after 3 s and is gone half a second later.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(3000);
    await expect(hint).toBeHidden();
  });

  await test.step("the first slide, preloaded", async () => {
    const preload = page.locator("link[rel='preload'][as='image'][imagesrcset*='/images/slides/']");
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("imagesrcset", /exterior-640\.avif 640w.*exterior-1920\.avif 1920w/);
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    const first = page.locator("[data-slide='exterior'] img");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    expect(
      await first.evaluate(
        (image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc.endsWith(".avif"),
      ),
    ).toBe(true);
    expect(new Set(fetched)).toEqual(new Set(["exterior"]));

    await page.getByRole("button", { name: translate(lang, "home.slideshow.goTo", { number: "4" }) }).click();
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "mass");
    await expect(page.locator("[data-slide='mass'] img")).toHaveAttribute("loading", "lazy");
    await expect.poll(() => fetched).toContain("mass");
    expect(fetched).not.toContain("interior");
    expect(fetched).not.toContain("event");
  });

  await test.step("the sections in their order", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[lang].welcome);
    const ids = await page
      .locator("[data-home-section]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-home-section")));
    expect(ids).toEqual(SECTION_ORDER);
    await expect(
      page
        .locator("#schedule")
        .getByRole("link", { name: /schedule|Giờ Lễ|Mass Times/i })
        .last(),
    ).toHaveAttribute("href", "/schedule");
  });

  await test.step("the corner shortcuts", async () => {
    await expect(page.getByRole("link", { name: texts[lang].call })).toHaveAttribute("href", "tel:+18175550100");
    const shortcuts = page.getByTestId("slideshow").getByRole("navigation");
    await expect(shortcuts.locator("a[href^='mailto:']")).toBeVisible();
    const external = shortcuts.locator("a[target='_blank']");
    await expect(external).toHaveCount(2);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      if (!narrow) await expect(link).toBeVisible();
      else await expect(link).toBeHidden();
    }
  });

  await test.step("End shows the foot of the long page and Home its top", async () => {
    await page.keyboard.press("End");
    await expect
      .poll(() =>
        page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
      )
      .toBe(true);
    await expect(page.getByRole("contentinfo")).toBeInViewport();
    await page.keyboard.press("Home");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("banner")).toBeInViewport();
  });
});

test("a link to a section far down the home page lands on it, and stays there once the page runs", async ({ page }) => {
  const lang = languageAt(page, "en");
  await page.goto(`/?lang=${lang}#calendar`);
  const heading = page.locator("#calendar-heading");
  await expect(heading).toBeInViewport();
  await hydrated(page);
  await expect(heading).toBeInViewport();
});

test(
  "the slideshow advances by itself after 5 s, moves with swipes and the dots (no arrows under 768 px), does not advance when paused, and works from the keyboard",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await openHomeOnTestClock(page);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
    await page.clock.runFor(4000);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
    await page.clock.runFor(1000);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "interior");

    await test.step("swipes: a long one moves a slide either way, a short one does not", async () => {
      const box = await page.getByTestId("slideshow").boundingBox();
      if (!box) throw new Error("slideshow has no box");
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (fromX: number, toX: number) => {
        const y = box.y + box.height / 2;
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: (fromX + toX) / 2, y }] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: toX, y }] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      await swipe(300, 200);
      await expect(activeSlide(page)).toHaveAttribute("data-slide", "event");
      await swipe(100, 220);
      await expect(activeSlide(page)).toHaveAttribute("data-slide", "interior");
      await swipe(200, 170);
      await expect(activeSlide(page)).toHaveAttribute("data-slide", "interior");
    });

    await page.getByRole("button", { name: "Show slide 5" }).click();
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "statue");
    await expect(page.getByRole("button", { name: "Show slide 5" })).toHaveAttribute("aria-current", "true");
    // Under 768 px the arrows give way to the dots and swipes.
    await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeHidden();

    await test.step("paused, it stays; the keyboard moves it", async () => {
      await page.getByRole("button", { name: texts.en.pause }).click();
      const resume = page.getByRole("button", { name: texts.en.resume });
      await expect(resume).toBeVisible();
      await resume.blur();
      await page.clock.runFor(6000);
      await expect(activeSlide(page)).toHaveAttribute("data-slide", "statue");

      await page.getByRole("button", { name: "Show slide 2" }).focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Show slide 3" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(activeSlide(page)).toHaveAttribute("data-slide", "event");
      await expect(page.getByTestId("slide-status")).toHaveAttribute("aria-live", "polite");
      await expect(page.getByTestId("slide-status")).toHaveText(
        "Slide 3 of 5: Red and gold lanterns at a parish celebration at night",
      );
      const focusRing = await page
        .getByRole("button", { name: "Show slide 3" })
        .evaluate((node) => getComputedStyle(node).outlineStyle);
      expect(focusRing).not.toBe("none");
    });
  },
);

test("the slideshow stays still for visitors who prefer reduced motion", { tag: PHONE_ONLY }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHomeOnTestClock(page, "/?lang=vi");
  await page.clock.runFor(6000);
  await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
});
