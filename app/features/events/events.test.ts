import { describe, expect, it } from "vitest";
import { eventCategories, findEvent, isPast, parishEvents, parishLocalStamp, parseCategory, splitByTime } from "./events";

const easterVigil = findEvent("easter-vigil")!;

describe("parish events", () => {
  it("are the six 2024 events across the four categories", () => {
    expect(parishEvents).toHaveLength(6);
    expect(parishEvents.every((event) => event.date.startsWith("2024-"))).toBe(true);
    expect(new Set(parishEvents.map((event) => event.category))).toEqual(new Set(eventCategories));
    expect(parishEvents.every((event) => event.start < event.end)).toBe(true);
  });

  it("accept only known categories from the query string", () => {
    expect(parseCategory("youth")).toBe("youth");
    expect(parseCategory("Youth")).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });
});

describe("past marking in America/Chicago", () => {
  it("reads the wall clock in Arlington, not UTC", () => {
    // 04:30 UTC on March 31 is still 11:30 PM on March 30 in Arlington (CDT, UTC-5).
    expect(parishLocalStamp(new Date("2024-03-31T04:30:00Z"))).toBe("2024-03-30T23:30");
    // In winter the offset is UTC-6.
    expect(parishLocalStamp(new Date("2024-01-15T05:59:00Z"))).toBe("2024-01-14T23:59");
  });

  it("marks an event past only once it has ended in Arlington", () => {
    // The Easter Vigil ends at 11:00 PM CDT on March 30, 2024, which is 04:00 UTC on March 31.
    expect(isPast(easterVigil, new Date("2024-03-31T03:59:00Z"))).toBe(false);
    expect(isPast(easterVigil, new Date("2024-03-31T04:00:00Z"))).toBe(true);
    // Already March 31 in UTC, but the Vigil is still going on in Arlington.
    expect(isPast(easterVigil, new Date("2024-03-31T01:00:00Z"))).toBe(false);
  });

  it("splits upcoming events, soonest first, from past events, most recent first", () => {
    const { upcoming, past } = splitByTime(parishEvents, new Date("2024-04-15T12:00:00Z"));
    expect(upcoming.map((event) => event.id)).toEqual(["bible-study", "parish-council", "first-communion"]);
    expect(past.map((event) => event.id)).toEqual(["youth-retreat", "divine-mercy-sunday", "easter-vigil"]);
  });

  it("has every 2024 event past by 2026", () => {
    const { upcoming, past } = splitByTime(parishEvents, new Date("2026-01-01T00:00:00Z"));
    expect(upcoming).toEqual([]);
    expect(past).toHaveLength(6);
  });
});
