import { createServer } from "node:http";
import { isStillValid, startPageRender, trackPageRender } from "#app/lib/page-freshness.server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parsePlaylistResponse } from "./playlist.server";
import { embeddedParish } from "../../../tests/support/embedded-parish";
import { createVideoService, type VideoChannel, type VideoServiceConfig, videoChannelOf } from "./video.server";
import {
  playlistAnswer,
  quotaExceeded,
  type StubVideo,
  startYouTubeStub,
  type YouTubeStub,
} from "../../../tests/support/youtube-stub";
import { WAIT_FOR_MS } from "../../../tests/support/wait-for";

const KEY = "stub-key-123";
const PLAYLISTS = { vi: "PL-test-vi", en: "PL-test-en" };
const FALLBACK = "fallback-01";
/** However loaded the machine, a visit waits for the stand-in's answer, never showing the fallback of a slow source. */
const WAIT_MS = 10_000;
/** 9:00 on Sunday 2 March 2025 in Arlington (UTC-6). */
const SUNDAY_MORNING = Date.parse("2025-03-02T15:00:00Z");

/** Fifty videos published a day apart, newest first, none dated 2 March 2025 in its title. */
function fiftyVideos(): StubVideo[] {
  return Array.from({ length: 50 }, (_, index) => {
    const published = new Date(Date.parse("2025-03-02T20:00:00Z") - index * 86_400_000);
    return {
      videoId: `video-${String(index).padStart(2, "0")}`,
      title: `Bài giảng số ${index}`,
      publishedAt: published.toISOString(),
    };
  });
}

let stub: YouTubeStub;

beforeAll(async () => {
  stub = await startYouTubeStub(() => playlistAnswer([]));
});

afterAll(async () => {
  await stub.close();
});

afterEach(() => {
  stub.requests.length = 0;
  vi.restoreAllMocks();
});

function service({
  playlists = PLAYLISTS,
  fallbackVideoId = FALLBACK,
  ...overrides
}: Partial<VideoServiceConfig & VideoChannel> = {}) {
  return createVideoService({
    apiUrl: stub.apiUrl,
    apiKey: KEY,
    channel: async () => ({ playlists, fallbackVideoId }),
    now: () => SUNDAY_MORNING,
    waitMs: WAIT_MS,
    ...overrides,
  });
}

function quietLogs() {
  return {
    error: vi.spyOn(console, "error").mockImplementation(() => {}),
    warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
  };
}

describe("the video service against a playlistItems server", () => {
  it("asks for 50 items of the language's playlist, by date, with the key", async () => {
    stub.setHandler(() => playlistAnswer(fiftyVideos()));
    await service().videoFor("vi");
    expect(stub.requests).toHaveLength(1);
    const params = Object.fromEntries(stub.requests[0]!.searchParams);
    expect(params).toEqual({ part: "snippet", playlistId: PLAYLISTS.vi, maxResults: "50", order: "date", key: KEY });
  });

  it("finds the video dated today among 50 items", async () => {
    const videos = fiftyVideos();
    videos[37] = {
      videoId: "todays-mass",
      title: "Thánh Lễ Chúa Nhật VIII Thường Niên 02/03/2025",
      publishedAt: "2025-03-02T14:00:00Z",
      description: "Lễ 8:00 sáng",
    };
    stub.setHandler(() => playlistAnswer(videos));
    const video = await service().videoFor("vi");
    expect(video).toEqual({
      videoId: "todays-mass",
      videoUrl: "https://www.youtube-nocookie.com/embed/todays-mass?autoplay=1",
      title: "Thánh Lễ Chúa Nhật VIII Thường Niên 02/03/2025",
      description: "Lễ 8:00 sáng",
      publishedAt: "2025-03-02T14:00:00Z",
      thumbnail: "https://i.ytimg.com/vi/todays-mass/hqdefault.jpg",
      watchUrl: "https://www.youtube.com/watch?v=todays-mass",
      playlistUrl: "https://www.youtube.com/playlist?list=PL-test-vi",
      isDateMatched: true,
      error: null,
    });
  });

  it("goes by the parish's day: late Sunday evening in Arlington is already Monday in UTC", async () => {
    const videos = [
      ...fiftyVideos(),
      { videoId: "sunday-mass", title: "Sunday Mass 2/3/2025", publishedAt: "2025-03-01T10:00:00Z" },
    ];
    stub.setHandler(() => playlistAnswer(videos));
    const video = await service({ now: () => Date.parse("2025-03-03T04:30:00Z") }).videoFor("en");
    expect(video?.videoId).toBe("sunday-mass");
    expect(video?.isDateMatched).toBe(true);
    expect(stub.requests[0]!.searchParams.get("playlistId")).toBe(PLAYLISTS.en);
  });

  it("falls back to the latest video when no title carries today's date", async () => {
    const videos = fiftyVideos().reverse();
    stub.setHandler(() => playlistAnswer(videos));
    const video = await service().videoFor("en");
    expect(video).toMatchObject({
      videoId: "video-00",
      isDateMatched: false,
      error: null,
      playlistUrl: "https://www.youtube.com/playlist?list=PL-test-en",
    });
  });

  it("shows the fallback video with an error when the playlist is empty", async () => {
    const logs = quietLogs();
    stub.setHandler(() => playlistAnswer([]));
    const video = await service().videoFor("vi");
    expect(video).toEqual({
      videoId: FALLBACK,
      videoUrl: `https://www.youtube-nocookie.com/embed/${FALLBACK}?autoplay=1`,
      title: "",
      description: "",
      publishedAt: null,
      thumbnail: `https://i.ytimg.com/vi/${FALLBACK}/hqdefault.jpg`,
      watchUrl: `https://www.youtube.com/watch?v=${FALLBACK}`,
      playlistUrl: "https://www.youtube.com/playlist?list=PL-test-vi",
      isDateMatched: false,
      error: "empty-playlist",
    });
    expect(logs.warn).toHaveBeenCalledOnce();
  });

  it("has nothing to play, and asks YouTube nothing, when the parish names no playlist and no video", async () => {
    expect(await service({ playlists: {}, fallbackVideoId: null }).videoFor("vi")).toBeNull();
    expect(stub.requests).toHaveLength(0);
  });

  it("without a fallback video of the parish's own, falls back to the language's playlist, which plays without a key", async () => {
    const video = await service({ apiKey: undefined, fallbackVideoId: null }).videoFor("en");
    expect(video).toEqual({
      videoId: null,
      videoUrl: "https://www.youtube-nocookie.com/embed/videoseries?list=PL-test-en&autoplay=1",
      title: "",
      description: "",
      publishedAt: null,
      thumbnail: "/images/slides/mass-640.webp",
      watchUrl: "https://www.youtube.com/playlist?list=PL-test-en",
      playlistUrl: "https://www.youtube.com/playlist?list=PL-test-en",
      isDateMatched: false,
      error: "not-configured",
    });
    expect(stub.requests).toHaveLength(0);
  });

  it("shows the fallback video when the quota is exceeded (403), and logs no key", async () => {
    const logs = quietLogs();
    stub.setHandler(() => quotaExceeded);
    const video = await service().videoFor("en");
    expect(video).toMatchObject({ videoId: FALLBACK, error: "service-error", isDateMatched: false });
    expect(logs.warn).toHaveBeenCalledOnce();
    expect(String(logs.warn.mock.calls[0]![0])).toContain("403");
    expect(String(logs.warn.mock.calls[0]![0])).not.toContain(KEY);
  });

  it("shows the fallback video when the answer is not JSON", async () => {
    quietLogs();
    stub.setHandler(() => ({ status: 200, body: '{"items": [' }));
    expect(await service().videoFor("vi"))?.toMatchObject({ videoId: FALLBACK, error: "service-error" });
  });

  it("shows the fallback video when the JSON has no item list", async () => {
    quietLogs();
    stub.setHandler(() => ({ status: 200, body: JSON.stringify({ items: "none" }) }));
    expect(await service().videoFor("vi"))?.toMatchObject({ videoId: FALLBACK, error: "service-error" });
  });

  it("shows the fallback video when the service cannot be reached", async () => {
    quietLogs();
    const video = await service({ apiUrl: "http://127.0.0.1:9/youtube/v3" }).videoFor("vi");
    expect(video).toMatchObject({ videoId: FALLBACK, error: "service-error" });
  });

  it("shows the fallback video when the service does not answer in time", async () => {
    quietLogs();
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const video = await service({ apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 }).videoFor("vi");
      expect(video).toMatchObject({ videoId: FALLBACK, error: "service-error" });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it("makes no call at all without a key", async () => {
    const videos = service({ apiKey: undefined });
    videos.warm();
    const video = await videos.videoFor("en");
    expect(video).toMatchObject({
      videoId: FALLBACK,
      error: "not-configured",
      playlistUrl: "https://www.youtube.com/playlist?list=PL-test-en",
    });
    expect(stub.requests).toHaveLength(0);
  });
});

describe("the parish's channel", () => {
  it("follows a playlist the office changes, without a restart", async () => {
    let playlists: VideoChannel["playlists"] = PLAYLISTS;
    const videos = createVideoService({
      apiUrl: stub.apiUrl,
      apiKey: undefined,
      channel: async () => ({ playlists, fallbackVideoId: null }),
    });
    expect((await videos.videoFor("vi"))?.playlistUrl).toBe("https://www.youtube.com/playlist?list=PL-test-vi");
    playlists = { vi: "PL-new-vi" };
    expect((await videos.videoFor("vi"))?.playlistUrl).toBe("https://www.youtube.com/playlist?list=PL-new-vi");
    // A language without a playlist of its own shows the other's.
    expect((await videos.videoFor("en"))?.playlistUrl).toBe("https://www.youtube.com/playlist?list=PL-new-vi");
  });

  it("is the settings' playlists and fallback video unless the environment names its own", () => {
    const none = { YOUTUBE_PLAYLIST_EN: undefined, YOUTUBE_PLAYLIST_VI: undefined, FALLBACK_VIDEO_ID: undefined };
    expect(videoChannelOf(none, embeddedParish)).toEqual({
      playlists: embeddedParish.playlists,
      fallbackVideoId: embeddedParish.fallbackVideoId,
    });
    expect(
      videoChannelOf({ ...none, YOUTUBE_PLAYLIST_EN: "PL-env-en", FALLBACK_VIDEO_ID: "env-video" }, embeddedParish),
    ).toEqual({
      playlists: { en: "PL-env-en", vi: embeddedParish.playlists.vi },
      fallbackVideoId: "env-video",
    });
  });
});

describe("the video service's cache", () => {
  it("answers a second request from the cache without a call", async () => {
    stub.setHandler(() => playlistAnswer(fiftyVideos()));
    const videos = service();
    const first = await videos.videoFor("vi");
    const second = await videos.videoFor("vi");
    expect(second).toEqual(first);
    expect(stub.requests).toHaveLength(1);
  });

  it("warms up with one call per language, after which visits in both languages make none", async () => {
    stub.setHandler(() => playlistAnswer(fiftyVideos()));
    const videos = service();
    videos.warm();
    await vi.waitFor(() => expect(stub.requests).toHaveLength(2), { timeout: WAIT_FOR_MS });
    expect(new Set(stub.requests.map((url) => url.searchParams.get("playlistId")))).toEqual(
      new Set(Object.values(PLAYLISTS)),
    );
    await videos.videoFor("vi");
    await videos.videoFor("en");
    expect(stub.requests).toHaveLength(2);
  });

  it("waits at a start for the settings to name the playlists before it warms up", async () => {
    stub.setHandler(() => playlistAnswer(fiftyVideos()));
    let named = false;
    const videos = createVideoService({
      apiUrl: stub.apiUrl,
      apiKey: KEY,
      channel: async () => ({ playlists: named ? PLAYLISTS : {}, fallbackVideoId: null }),
    });
    videos.warm();
    named = true;
    await vi.waitFor(() => expect(stub.requests).toHaveLength(2), { timeout: WAIT_FOR_MS });
    expect(new Set(stub.requests.map((url) => url.searchParams.get("playlistId")))).toEqual(
      new Set(Object.values(PLAYLISTS)),
    );
  });

  it("shares one call among visitors arriving at once", async () => {
    stub.setHandler(() => playlistAnswer(fiftyVideos()));
    const videos = service();
    await Promise.all(Array.from({ length: 10 }, () => videos.videoFor("vi")));
    expect(stub.requests).toHaveLength(1);
  });

  it("keeps each language's playlist apart", async () => {
    stub.setHandler((url) =>
      playlistAnswer([
        { videoId: `${url.searchParams.get("playlistId")}-1`, title: "Mass", publishedAt: "2025-03-01T10:00:00Z" },
      ]),
    );
    const videos = service();
    expect((await videos.videoFor("vi"))?.videoId).toBe("PL-test-vi-1");
    expect((await videos.videoFor("en"))?.videoId).toBe("PL-test-en-1");
    expect(stub.requests).toHaveLength(2);
  });

  it("asks again in the background once the answer is five minutes old, showing the one it has meanwhile", async () => {
    stub.setHandler(() => playlistAnswer(fiftyVideos()));
    let now = SUNDAY_MORNING;
    const videos = service({ now: () => now });
    const first = await videos.videoFor("vi");
    now += 4 * 60_000;
    await videos.videoFor("vi");
    expect(stub.requests).toHaveLength(1);
    now += 61_000;
    expect(await videos.videoFor("vi"))?.toEqual(first);
    await expect.poll(() => stub.requests.length).toBe(2);
  });

  it("remembers a failure for 30 seconds, logging it once, then tries again and recovers", async () => {
    const logs = quietLogs();
    stub.setHandler(() => quotaExceeded);
    let now = SUNDAY_MORNING;
    const videos = service({ now: () => now });
    expect((await videos.videoFor("vi"))?.error).toBe("service-error");
    now += 29_000;
    expect((await videos.videoFor("vi"))?.error).toBe("service-error");
    expect(stub.requests).toHaveLength(1);
    expect(logs.warn).toHaveBeenCalledOnce();
    stub.setHandler(() => playlistAnswer(fiftyVideos()));
    now += 2_000;
    expect((await videos.videoFor("vi"))?.error).toBeNull();
    expect(stub.requests).toHaveLength(2);
  });
});

describe("the video service and the page cache", () => {
  it("lets a page showing a cached video be kept until the answer expires, and no page built while asking", async () => {
    stub.setHandler(() => playlistAnswer(fiftyVideos()));
    const videos = service();
    const asking = startPageRender(60 * 60_000, () => undefined);
    await trackPageRender(asking, () => videos.videoFor("vi"));
    expect(isStillValid(asking)).toBe(false);
    const cached = startPageRender(60 * 60_000, () => undefined, SUNDAY_MORNING);
    await trackPageRender(cached, () => videos.videoFor("vi"));
    expect(cached.validUntil).toBe(SUNDAY_MORNING + 5 * 60_000);
  });
});

describe("parsePlaylistResponse", () => {
  const valid = {
    snippet: {
      title: "Mass",
      description: "d",
      publishedAt: "2025-03-01T10:00:00Z",
      thumbnails: { high: { url: "https://i.ytimg.com/vi/abcdef/hqdefault.jpg" } },
      resourceId: { videoId: "abcdef" },
    },
  };

  it("leaves out private and deleted videos, which have no thumbnails", () => {
    const privateVideo = {
      snippet: { ...valid.snippet, title: "Private video", thumbnails: {}, resourceId: { videoId: "hidden1" } },
    };
    expect(parsePlaylistResponse({ items: [privateVideo, valid] }).map((item) => item.videoId)).toEqual(["abcdef"]);
  });

  it("leaves out items without a usable video id or date", () => {
    const noId = { snippet: { ...valid.snippet, resourceId: {} } };
    const badDate = { snippet: { ...valid.snippet, publishedAt: "yesterday" } };
    expect(parsePlaylistResponse({ items: [noId, badDate, "junk"] })).toEqual([]);
  });

  it("only keeps thumbnails from i.ytimg.com, which the page may show", () => {
    const elsewhere = { snippet: { ...valid.snippet, thumbnails: { high: { url: "https://evil.example/x.jpg" } } } };
    expect(parsePlaylistResponse({ items: [elsewhere] })[0]?.thumbnail).toBe(
      "https://i.ytimg.com/vi/abcdef/hqdefault.jpg",
    );
    const medium = {
      snippet: {
        ...valid.snippet,
        thumbnails: {
          default: { url: "https://i.ytimg.com/vi/abcdef/default.jpg" },
          medium: { url: "https://i.ytimg.com/vi/abcdef/mqdefault.jpg" },
        },
      },
    };
    expect(parsePlaylistResponse({ items: [medium] })[0]?.thumbnail).toBe(
      "https://i.ytimg.com/vi/abcdef/mqdefault.jpg",
    );
  });

  it("reads an answer without items as an empty playlist", () => {
    expect(parsePlaylistResponse({ kind: "youtube#playlistItemListResponse" })).toEqual([]);
  });
});
