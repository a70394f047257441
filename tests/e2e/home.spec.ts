import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";
import { bothLanguages } from "./support/language";
import { expectNoAxeViolations } from "./support/axe";
import { PHONE_ONLY } from "./support/widths";

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

async function openHome(page: Page, path = "/") {
  await page.goto(path);
  await hydrated(page);
}

/**
 * The slideshow's timers run on Playwright's clock, which the test moves forward: a 5 s interval is checked
 * without waiting 5 s, and a busy machine cannot stretch it.
 */
async function openHomeOnTestClock(page: Page, path = "/") {
  await page.clock.install();
  await openHome(page, path);
}

for (const lang of bothLanguages) {
  test(`home sections appear in their order, with no axe violation, in ${lang}`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
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
    await expectNoAxeViolations(page);
  });

  test(`End shows the foot of the long home page and Home its top, from the keyboard, in ${lang}`, async ({ page }) => {
    await openHome(page, `/?lang=${lang}`);
    const footer = page.getByRole("contentinfo");
    await page.keyboard.press("End");
    await expect
      .poll(() =>
        page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
      )
      .toBe(true);
    await expect(footer).toBeInViewport();
    await page.keyboard.press("Home");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("banner")).toBeInViewport();
  });

  test(`a link to a section far down the home page lands on it, and stays there once the page runs, in ${lang}`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}#calendar`);
    const heading = page.locator("#calendar-heading");
    await expect(heading).toBeInViewport();
    await hydrated(page);
    await expect(heading).toBeInViewport();
  });

  test(`corner shortcuts call and write in ${lang}, and open the video channel and social page from medium screens up`, async ({
    page,
  }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole("link", { name: texts[lang].call })).toHaveAttribute("href", "tel:+18175550100");
    const shortcuts = page.getByTestId("slideshow").getByRole("navigation");
    await expect(shortcuts.locator("a[href^='mailto:']")).toBeVisible();
    const external = shortcuts.locator("a[target='_blank']");
    await expect(external).toHaveCount(2);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      if ((page.viewportSize()?.width ?? 0) >= 768) await expect(link).toBeVisible();
      else await expect(link).toBeHidden();
    }
  });
}

test("the first slide is the preloaded LCP image and no other slide image is fetched before it is needed", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const match = /\/images\/slides\/([a-z]+)-\d+\.(avif|webp)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) fetched.push(match[1]);
  });
  await openHome(page);
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

  await page.getByRole("button", { name: "Show slide 4" }).click();
  await expect(activeSlide(page)).toHaveAttribute("data-slide", "mass");
  await expect(page.locator("[data-slide='mass'] img")).toHaveAttribute("loading", "lazy");
  await expect.poll(() => fetched).toContain("mass");
  expect(fetched).not.toContain("interior");
  expect(fetched).not.toContain("event");
});

test(
  "the slideshow advances by itself after 5 s and wraps with the arrows and dots",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await openHomeOnTestClock(page);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
    await page.clock.runFor(4000);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
    await page.clock.runFor(1000);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "interior");

    await page.getByRole("button", { name: "Show slide 5" }).click();
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "statue");
    await expect(page.getByRole("button", { name: "Show slide 5" })).toHaveAttribute("aria-current", "true");
    const next = page.getByRole("button", { name: "Next slide" });
    const previous = page.getByRole("button", { name: "Previous slide" });
    if ((page.viewportSize()?.width ?? 0) >= 768) {
      await next.click();
      await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
      await previous.click();
      await expect(activeSlide(page)).toHaveAttribute("data-slide", "statue");
    } else {
      await expect(next).toBeHidden();
      await expect(previous).toBeHidden();
    }
  },
);

test(
  "the slideshow does not advance when paused, and works from the keyboard",
  { tag: PHONE_ONLY },
  async ({ page }) => {
    await openHomeOnTestClock(page);
    await page.getByRole("button", { name: texts.en.pause }).click();
    const resume = page.getByRole("button", { name: texts.en.resume });
    await expect(resume).toBeVisible();
    await resume.blur();
    await page.clock.runFor(6000);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");

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
  },
);

test("the slideshow stays still for visitors who prefer reduced motion", { tag: PHONE_ONLY }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHomeOnTestClock(page, "/?lang=vi");
  await page.clock.runFor(6000);
  await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
});

test("the swipe hint and swipe gestures belong to narrow touch screens", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const hint = page.getByText(texts.en.hint);
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await expect(hint).toBeVisible();
    await hydrated(page);
    await page.clock.runFor(3000);
    await expect(hint).toBeHidden();

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
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "interior");
    await swipe(100, 220);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
    await swipe(200, 170);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "exterior");
  } else {
    await expect(hint).toBeHidden();
    await hydrated(page);
    await page.clock.runFor(3000);
    await expect(hint).toBeHidden();
  }
});
