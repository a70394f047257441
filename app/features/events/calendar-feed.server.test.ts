import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCalendarFeed, googleFeedUrl } from "./calendar-feed.server";

const embeddedDir = new URL("../../../content", import.meta.url).pathname;
const NOW = Date.parse("2026-11-24T18:00:00Z");

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

/** A local calendar server whose answer the test changes. */
async function feedServer(initial: { status: number; body: string }) {
  const state = { ...initial, requests: 0 };
  const server = createServer((_request, response) => {
    state.requests += 1;
    response.writeHead(state.status, { "content-type": "text/calendar" }).end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/basic.ics`, state };
}

function calendar(url: string | undefined, clock: { now: number }) {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return createCalendarFeed({ urls: { en: url, vi: url }, embeddedDir, now: () => clock.now });
}

const titles = (events: { title: string }[]) => events.map((event) => event.title);

describe("the calendar feed", () => {
  it("shows the embedded calendar with no feed configured, with the parish's regular life ahead", () => {
    const events = calendar(undefined, { now: NOW }).events("vi");
    expect(events.length).toBeGreaterThan(20);
    expect(titles(events)).toContain("Học Hỏi Kinh Thánh");
    expect(titles(events)).toContain("Trường Việt Ngữ");
    expect(events.every((event) => event.date >= "2026-10-25" && event.date <= "2027-02-22")).toBe(true);
  });

  it("reads no feed for the placeholder calendar ids, and the Google address for a real one", () => {
    expect(googleFeedUrl("en.parish.example@group.calendar.google.com")).toBeUndefined();
    expect(googleFeedUrl("abc123@group.calendar.google.com")).toBe("https://calendar.google.com/calendar/ical/abc123%40group.calendar.google.com/public/basic.ics");
  });

  it("shows an event added to the feed once its 15 minutes are over", async () => {
    const server = await feedServer({ status: 200, body: feed("Choir practice") });
    const clock = { now: NOW };
    const source = calendar(server.url, clock);
    source.events("en");
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
    const source = calendar(server.url, clock);
    source.events("en");
    await expect.poll(() => titles(source.events("en"))).toEqual(["Choir practice"]);
    for (const answer of [{ status: 503, body: "down" }, { status: 200, body: "<!doctype html><p>Sign in" }]) {
      Object.assign(server.state, answer);
      clock.now += 16 * 60_000;
      const before = server.state.requests;
      source.events("en");
      await expect.poll(() => server.state.requests).toBeGreaterThan(before);
      await expect.poll(() => source.status()?.state).toBe("failing");
      expect(titles(source.events("en"))).toEqual(["Choir practice"]);
    }
  });

  it("shows the embedded calendar until a feed that never worked answers", async () => {
    const server = await feedServer({ status: 200, body: "garbage" });
    const source = calendar(server.url, { now: NOW });
    const first = source.events("vi");
    expect(titles(first)).toContain("Học Hỏi Kinh Thánh");
    await expect.poll(() => source.status()?.state).toBe("failing");
    expect(titles(source.events("vi"))).toEqual(titles(first));
  });
});

describe("the embedded calendars", () => {
  it("hold the same events in both languages, by UID", () => {
    const uids = (lang: string) => [...readFileSync(`${embeddedDir}/calendar-${lang}.ics`, "utf8").matchAll(/^UID:(.+)$/gm)].map((match) => match[1]?.trim());
    expect(uids("vi")).toEqual(uids("en"));
    expect(uids("en")).toContain("easter-vigil-2024@lavang-arlington.parish");
  });
});
