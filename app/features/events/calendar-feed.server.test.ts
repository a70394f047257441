import { readFileSync } from "node:fs";
import { startHttpStub } from "../../../tests/support/http-stub";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCalendarFeed, googleFeedUrl } from "./calendar-feed.server";

const embeddedDir = new URL("../../../content", import.meta.url).pathname;
const NOW = Date.parse("2026-11-24T18:00:00Z");
/** However loaded the machine, the warm-up waits for the stand-in's answer, never leaving the lists loading. */
const WAIT_MS = 10_000;

function feed(...summaries: string[]): string {
  const events = summaries.flatMap((summary, index) => [
    "BEGIN:VEVENT",
    `UID:event-${index}@stand-in`,
    `DTSTART;TZID=America/Chicago:2026120${index + 1}T190000`,
    `DTEND;TZID=America/Chicago:2026120${index + 1}T200000`,
    `SUMMARY:${summary}`,
    "END:VEVENT",
  ]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//stand-in//EN", ...events, "END:VCALENDAR"].join("\r\n");
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  vi.restoreAllMocks();
});

/** A local calendar server whose answer the test changes; while `held` is set, it answers only when released. */
async function feedServer(initial: { status: number; body: string; held?: Promise<void> }) {
  const state = { ...initial, requests: 0 };
  const feed = await startHttpStub((_request, response) => {
    state.requests += 1;
    void (state.held ?? Promise.resolve()).then(() =>
      response.writeHead(state.status, { "content-type": "text/calendar" }).end(state.body),
    );
  });
  closers.push(feed.close);
  return { url: `${feed.url}/basic.ics`, state };
}

/** A feed whose configuration names `url` for both languages, read once as the server starts. */
async function calendar(url: string | undefined, clock: { now: number }, dir: string | null = embeddedDir) {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const feedUrls = async () => ({ en: url, vi: url });
  const source = createCalendarFeed({ urls: feedUrls, embeddedDir: dir, now: () => clock.now, waitMs: WAIT_MS });
  await source.warm();
  return source;
}

/** A server that answers only once the test releases it. */
function release() {
  let open = () => {};
  const held = new Promise<void>((resolve) => (open = resolve));
  return { held, open };
}

const titles = (events: { title: string }[]) => events.map((event) => event.title);

describe("the calendar feed", () => {
  it("shows the embedded calendar with no feed configured, with the parish's regular life ahead", async () => {
    const shown = (await calendar(undefined, { now: NOW })).shown("vi");
    expect(shown.state).toBe("ready");
    const events = shown.events;
    expect(events.length).toBeGreaterThan(20);
    expect(titles(events)).toContain("Học Hỏi Kinh Thánh");
    expect(titles(events)).toContain("Trường Việt Ngữ");
    expect(events.every((event) => event.date >= "2026-10-25" && event.date <= "2027-02-22")).toBe(true);
  });

  it("reads no feed for the placeholder calendar ids, and the Google address for a real one", () => {
    expect(googleFeedUrl("en.parish.example@group.calendar.google.com")).toBeUndefined();
    expect(googleFeedUrl(undefined)).toBeUndefined();
    expect(googleFeedUrl("abc123@group.calendar.google.com")).toBe(
      "https://calendar.google.com/calendar/ical/abc123%40group.calendar.google.com/public/basic.ics",
    );
  });

  it("shows an event added to the feed once its 15 minutes are over", async () => {
    const server = await feedServer({ status: 200, body: feed("Choir practice") });
    const clock = { now: NOW };
    const source = await calendar(server.url, clock);
    await expect.poll(() => titles(source.events("en"))).toEqual(["Choir practice"]);
    server.state.body = feed("Choir practice", "Parish picnic");
    clock.now += 14 * 60_000;
    expect(titles(source.events("en"))).toEqual(["Choir practice"]);
    clock.now += 2 * 60_000;
    source.events("en");
    await expect.poll(() => titles(source.events("en"))).toEqual(["Choir practice", "Parish picnic"]);
  });

  it("keeps the last good events while the feed fails, and treats an unparsable feed as a failure", async () => {
    const server = await feedServer({ status: 200, body: feed("Choir practice") });
    const clock = { now: NOW };
    const source = await calendar(server.url, clock);
    await expect.poll(() => titles(source.events("en"))).toEqual(["Choir practice"]);
    for (const answer of [
      { status: 503, body: "down" },
      { status: 200, body: "<!doctype html><p>Sign in" },
    ]) {
      Object.assign(server.state, answer);
      clock.now += 16 * 60_000;
      const before = server.state.requests;
      source.events("en");
      await expect.poll(() => server.state.requests).toBeGreaterThan(before);
      await expect.poll(() => source.status()?.state).toBe("failing");
      expect(titles(source.events("en"))).toEqual(["Choir practice"]);
    }
  });

  it("says the events are loading, never the embedded sample, until a configured feed has answered once", async () => {
    const gate = release();
    const server = await feedServer({ status: 200, body: feed("Choir practice"), held: gate.held });
    const clock = { now: NOW };
    const source = createCalendarFeed({
      urls: async () => ({ en: server.url, vi: server.url }),
      embeddedDir,
      now: () => clock.now,
      waitMs: WAIT_MS,
    });
    // Before the configuration is read, and while the feed is asked, the lists wait.
    expect(source.shown("vi")).toEqual({ state: "loading", events: [] });
    const warming = source.warm();
    await expect.poll(() => server.state.requests).toBeGreaterThan(0);
    for (const lang of ["en", "vi"] as const) expect(source.shown(lang)).toEqual({ state: "loading", events: [] });
    expect(source.events("vi")).toEqual([]);
    gate.open();
    await warming;
    expect(source.shown("en")).toMatchObject({ state: "ready" });
    expect(titles(source.events("vi"))).toEqual(["Choir practice"]);
  });

  it("says the events cannot be read when the feed failed with nothing ever held, and shows them once it answers", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const server = await feedServer({ status: 200, body: "garbage" });
    const clock = { now: NOW };
    const source = createCalendarFeed({
      urls: async () => ({ en: server.url, vi: server.url }),
      embeddedDir,
      now: () => clock.now,
      failureBackoff: { firstMs: 1000, maxMs: 1000 },
      waitMs: WAIT_MS,
    });
    await source.warm();
    expect(source.shown("vi")).toEqual({ state: "unavailable", events: [] });
    expect(source.status()?.state).toBe("failing");
    server.state.body = feed("Choir practice");
    clock.now += 2000;
    source.shown("vi");
    await expect.poll(() => source.shown("vi").state).toBe("ready");
    expect(titles(source.events("vi"))).toEqual(["Choir practice"]);
  });

  it("follows a calendar the settings change, the new one loading until it answers", async () => {
    const first = await feedServer({ status: 200, body: feed("Choir practice") });
    const gate = release();
    const second = await feedServer({ status: 200, body: feed("Parish picnic"), held: gate.held });
    let url = first.url;
    const source = createCalendarFeed({
      urls: async () => ({ en: url, vi: url }),
      embeddedDir,
      now: () => NOW,
      waitMs: WAIT_MS,
    });
    await source.warm();
    expect(titles(source.events("en"))).toEqual(["Choir practice"]);
    url = second.url;
    source.shown("en");
    await expect.poll(() => source.shown("en").state).toBe("loading");
    gate.open();
    await expect.poll(() => titles(source.events("en"))).toEqual(["Parish picnic"]);
  });

  it("shows no events, not the embedded dataset's sample, when the content is another parish's and no feed is configured", async () => {
    const source = await calendar(undefined, { now: NOW }, null);
    expect(source.shown("en")).toEqual({ state: "ready", events: [] });
    // The same list each time: the search index built from it is not rebuilt at every search.
    expect(source.events("en")).toBe(source.events("en"));
  });
});

describe("the embedded calendars", () => {
  it("hold the same events in both languages, by UID", () => {
    const uids = (lang: string) =>
      [...readFileSync(`${embeddedDir}/calendar-${lang}.ics`, "utf8").matchAll(/^UID:(.+)$/gm)].map((match) =>
        match[1]?.trim(),
      );
    expect(uids("vi")).toEqual(uids("en"));
    expect(uids("en")).toContain("easter-vigil-2024@lavang-arlington.parish");
  });
});
