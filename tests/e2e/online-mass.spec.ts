import { expect, type Page, test } from "@playwright/test";
import {
  playlistAnswer,
  quotaExceeded,
  type StubHandler,
  startYouTubeStub,
  type YouTubeStub,
} from "../support/youtube-stub";
import { parishDateKey } from "../../app/i18n/format";
import type { Language } from "../../app/i18n/language";
import { translate } from "./support/i18n";
import { startApp, type RunningApp } from "./support/app-server";
import { axeViolations } from "./support/axe";

const KEY = "test-key";
const PLAYLIST = { vi: "PL-parish-example-vi", en: "PL-parish-example-en" };
/** The parish's own fallback video, named in the environment; without one, the fallback is the playlist. */
const PARISH_FALLBACK_VIDEO = "parish-fallback-01";
const playlistPage = (lang: Language) => `https://www.youtube.com/playlist?list=${PLAYLIST[lang]}`;

/** Today's date in Arlington as a title writes it, day/month/year. */
function todayInTitle(): string {
  const [year, month, day] = parishDateKey().split("-").map(Number);
  return `${day}/${month}/${year}`;
}

const TITLES = {
  vi: `Thánh Lễ Chúa Nhật ${todayInTitle()} - 8:00 sáng`,
  en: `Sunday Mass ${todayInTitle()} - 5:30 PM`,
};
const TODAYS_VIDEO = { vi: "vi-today-01", en: "en-today-01" };

/** Each playlist holds an older video and today's Mass. */
const parishPlaylists: StubHandler = (url) => {
  const lang: Language = url.searchParams.get("playlistId") === PLAYLIST.vi ? "vi" : "en";
  return playlistAnswer([
    {
      videoId: `${lang}-older-01`,
      title: `Older Mass ${lang}`,
      publishedAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    },
    { videoId: TODAYS_VIDEO[lang], title: TITLES[lang], publishedAt: new Date(Date.now() - 3_600_000).toISOString() },
  ]);
};

/** A source's state as the server's readiness report gives it. */
async function sourceState(running: RunningApp, name: string): Promise<string | undefined> {
  const report = (await (await fetch(`${running.url}/readyz`)).json()) as {
    sources: { name: string; state: string }[];
  };
  return report.sources.find((source) => source.name === name)?.state;
}

/** The browser reaches no third party here: YouTube's frame is answered locally and counted, thumbnails fail. */
async function watchYouTube(page: Page): Promise<string[]> {
  const frames: string[] = [];
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => {
    frames.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" });
  });
  await page.route(/^https:\/\/i\.ytimg\.com\//, (route) => route.abort());
  await page.route(/^https:\/\/(www\.)?youtube\.com\//, (route) => {
    frames.push(route.request().url());
    return route.abort();
  });
  return frames;
}

function player(page: Page) {
  return page.getByTestId("video-player");
}

/** Without a key each language falls back to its own playlist: /online-mass in Vietnamese, the home page in English. */
test.describe("online Mass without a YouTube key", () => {
  /** The fallback as a facade, with no frame nor script of YouTube until play is asked for. */
  async function expectFacade(page: Page, lang: Language, frames: string[]) {
    const video = player(page);
    await expect(video).toBeVisible();
    await expect(video.getByRole("status")).toHaveText(translate(lang, "video.unavailable"));
    await expect(video.getByRole("heading", { name: translate(lang, "video.fallbackTitle") })).toBeVisible();
    await expect(video.locator("iframe")).toHaveCount(0);
    await expect(page.locator('iframe[src*="youtube"], script[src*="youtube"]')).toHaveCount(0);
    expect(frames).toEqual([]);
  }

  /** The frame play opens: the language's playlist, named, asked for once. */
  async function expectPlaylistFrame(page: Page, lang: Language, frames: string[]) {
    const frame = player(page).locator("iframe");
    await expect(frame).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/videoseries?list=${PLAYLIST[lang]}&autoplay=1`,
    );
    await expect(frame).toHaveAttribute(
      "title",
      translate(lang, "video.frameTitle", { title: translate(lang, "video.fallbackTitle") }),
    );
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toContain(`/embed/videoseries?list=${PLAYLIST[lang]}`);
  }

  test("/online-mass in vi shows its playlist as the fallback, as a facade that passes axe, with links in new tabs; the player opens its frame by keyboard", async ({
    page,
  }) => {
    const lang = "vi";
    const frames = await watchYouTube(page);
    await page.goto(`/online-mass?lang=${lang}`);
    await expectFacade(page, lang, frames);
    const video = player(page);
    expect(await axeViolations(page, '[data-testid="video-player"]')).toEqual([]);

    // Links lead to the video, the playlist and the English online Mass in new tabs.
    const watch = video.getByRole("link", { name: new RegExp(`^${translate(lang, "video.watchOnYouTube")}`) });
    await expect(watch).toHaveAttribute("href", playlistPage(lang));
    await expect(watch).toHaveAttribute("rel", "noopener noreferrer");
    await expect(
      video.getByRole("link", { name: new RegExp(`^${translate(lang, "video.playlist")}`) }),
    ).toHaveAttribute("href", playlistPage(lang));
    await expect(
      video.getByRole("link", { name: new RegExp(`^${translate(lang, "video.englishOnlineMass")}`) }),
    ).toHaveAttribute("target", "_blank");

    const play = video.getByRole("button", {
      name: translate(lang, "video.play", { title: translate(lang, "video.fallbackTitle") }),
    });
    await expect(play).toBeEnabled();
    // Tab from the page heading until the play button holds focus, as a keyboard user would.
    await page.getByRole("heading", { level: 1 }).click();
    for (
      let step = 0;
      step < 40 && !(await play.evaluate((element) => element === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(play).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(video.locator("iframe")).toBeFocused();
    await expectPlaylistFrame(page, lang, frames);
  });

  test("/ in en shows its playlist as the fallback, as a facade, and its frame only after play", async ({ page }) => {
    const lang = "en";
    const frames = await watchYouTube(page);
    await page.goto(`/?lang=${lang}`);
    await expectFacade(page, lang, frames);
    await player(page)
      .getByRole("button", { name: translate(lang, "video.play", { title: translate(lang, "video.fallbackTitle") }) })
      .click();
    await expectPlaylistFrame(page, lang, frames);
  });

  test.describe("before any JavaScript runs", () => {
    test.use({ javaScriptEnabled: false });

    test("the play control is a link that opens the playlist on YouTube in a new tab, by keyboard (en)", async ({
      page,
      context,
    }) => {
      const lang = "en";
      await context.route(/^https:\/\/i\.ytimg\.com\//, (route) => route.abort());
      await context.route(/^https:\/\/www\.youtube\.com\//, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>YouTube</title>" }),
      );
      await page.goto(`/online-mass?lang=${lang}`);
      const play = player(page).getByRole("link", {
        name: translate(lang, "video.play", { title: translate(lang, "video.fallbackTitle") }),
      });
      await expect(play).toHaveAttribute("href", playlistPage(lang));
      await expect(play).toHaveAttribute("target", "_blank");
      await play.focus();
      const [opened] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")]);
      await opened.waitForLoadState();
      expect(opened.url()).toBe(playlistPage(lang));
    });
  });
});

test.describe("online Mass from the parish playlists", () => {
  let stub: YouTubeStub;
  let app: RunningApp;

  test.beforeAll(async () => {
    stub = await startYouTubeStub(parishPlaylists);
    // A first call that fails on a loaded machine is tried again after a second, not the half minute of a site in service.
    app = await startApp({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_URL: stub.apiUrl, SOURCE_RETRY_SECONDS: "1" });
    // The playlists are named by the settings, which a server started without a last good copy reads first.
    await expect
      .poll(() => sourceState(app, "video playlists"), { intervals: [50, 100, 250], timeout: 15_000 })
      .toBe("fresh");
  });

  test.afterAll(async () => {
    await app?.stop();
    await stub?.close();
  });

  test("/online-mass in en and / in vi show today's Mass from the language's playlist, without the key; the playlists are asked with the key, and the cache spares repeated calls", async ({
    page,
    request,
  }) => {
    const frames = await watchYouTube(page);
    // The date is written on the server and again in the browser: both must agree, or React reports a mismatch.
    const hydrationErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    page.on("pageerror", (error) => hydrationErrors.push(error.message));
    for (const [path, lang] of [
      ["/online-mass", "en"],
      ["/", "vi"],
    ] as const) {
      const response = await page.goto(`${app.url}${path}?lang=${lang}`);
      expect(await response?.text()).not.toContain(KEY);
      const video = player(page);
      await expect(video.getByRole("heading", { name: TITLES[lang] })).toBeVisible();
      await expect(video).toContainText(translate(lang, "video.todaysMass"));
      await expect(video).not.toContainText(translate(lang, "video.unavailable"));
      await expect(video.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
      await expect(video.locator("iframe")).toHaveCount(0);
      expect(frames).toEqual([]);
      await video.getByRole("button", { name: translate(lang, "video.play", { title: TITLES[lang] }) }).click();
      const embed = `https://www.youtube-nocookie.com/embed/${TODAYS_VIDEO[lang]}?autoplay=1`;
      await expect(video.locator("iframe")).toHaveAttribute("src", embed);
      expect(await page.content()).not.toContain(KEY);
      expect(hydrationErrors, path).toEqual([]);
      // The frame's request is seen before the list is emptied, so it cannot count against the next page.
      await expect.poll(() => frames).toContain(embed);
      frames.length = 0;
    }

    const askedForVi = () => stub.requests.filter((url) => url.searchParams.get("playlistId") === PLAYLIST.vi);
    // A first visit may be answered before the playlist comes (the browser then asks for it); from then on it is held.
    await expect.poll(async () => (await request.get(`${app.url}/online-mass?lang=vi`)).text()).toContain(TITLES.vi);
    const before = askedForVi().length;
    for (let visit = 0; visit < 4; visit += 1) {
      const answer = await request.get(`${app.url}/online-mass?lang=vi`);
      expect(await answer.text()).toContain(TITLES.vi);
    }
    expect(askedForVi().length - before).toBeLessThanOrEqual(1);
    expect(askedForVi().length).toBeGreaterThanOrEqual(1);
    expect(stub.requests.every((url) => url.searchParams.get("key") === KEY)).toBe(true);
  });
});

test.describe("online Mass when YouTube refuses (quota exceeded)", () => {
  let stub: YouTubeStub;
  let app: RunningApp;

  test.beforeAll(async () => {
    stub = await startYouTubeStub(() => quotaExceeded);
    app = await startApp({
      YOUTUBE_API_KEY: KEY,
      YOUTUBE_API_URL: stub.apiUrl,
      FALLBACK_VIDEO_ID: PARISH_FALLBACK_VIDEO,
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    await stub?.close();
  });

  test("shows the parish's own fallback video and its message in vi", async ({ page }) => {
    const lang = "vi";
    // YouTube has been asked and has refused (the playlists are asked once the settings name them).
    await expect
      .poll(() => sourceState(app, "video playlists"), { intervals: [50, 100, 250], timeout: 15_000 })
      .toBe("failing");
    await watchYouTube(page);
    await page.goto(`${app.url}/online-mass?lang=${lang}`);
    const video = player(page);
    await expect(video.getByRole("status")).toHaveText(translate(lang, "video.unavailable"));
    await expect(video).toHaveAttribute("data-video-id", PARISH_FALLBACK_VIDEO);
    await expect(
      video.getByRole("link", { name: new RegExp(`^${translate(lang, "video.watchOnYouTube")}`) }),
    ).toHaveAttribute("href", `https://www.youtube.com/watch?v=${PARISH_FALLBACK_VIDEO}`);
    await expect(video.locator("iframe")).toHaveCount(0);
    expect(stub.requests.length).toBeGreaterThanOrEqual(1);
    expect(app.output()).not.toContain(KEY);
  });
});
