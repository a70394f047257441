import { describe, expect, it } from "vitest";
import {
  eventListing,
  isPast,
  nextEvents,
  type ParishEvent,
  parishLocalStamp,
  parseCategory,
  splitByTime,
} from "./events";

const event = (
  id: string,
  date: string,
  start: ParishEvent["start"],
  end: ParishEvent["end"],
  endDate = date,
): ParishEvent => ({
  id,
  date,
  endDate,
  start,
  end,
  title: id,
  description: "",
  location: "",
  url: null,
  category: "liturgy",
});

const vigil = event("easter-vigil", "2024-03-30", "20:30", "23:00");

describe("parish events", () => {
  it("accept only known categories from the query string", () => {
    expect(parseCategory("youth")).toBe("youth");
    expect(parseCategory("other")).toBe("other");
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
    expect(isPast(vigil, new Date("2024-03-31T03:59:00Z"))).toBe(false);
    expect(isPast(vigil, new Date("2024-03-31T04:00:00Z"))).toBe(true);
    // Already March 31 in UTC, but the Vigil is still going on in Arlington.
    expect(isPast(vigil, new Date("2024-03-31T01:00:00Z"))).toBe(false);
  });

  it("keeps an all-day event and one crossing midnight until their last day is over", () => {
    const retreat = event("retreat", "2024-04-13", null, null, "2024-04-14");
    expect(isPast(retreat, new Date("2024-04-15T04:59:00Z"))).toBe(false);
    expect(isPast(retreat, new Date("2024-04-15T05:00:00Z"))).toBe(true);
    const nightVigil = event("night", "2024-12-24", "22:00", "01:00", "2024-12-25");
    expect(isPast(nightVigil, new Date("2024-12-25T06:30:00Z"))).toBe(false);
    expect(isPast(nightVigil, new Date("2024-12-25T07:00:00Z"))).toBe(true);
  });

  it("splits upcoming events, soonest first, from past events, most recent first", () => {
    const events = [
      event("c", "2024-04-21", "13:30", "15:00"),
      vigil,
      event("a", "2024-04-13", "09:00", "16:00"),
      event("d", "2024-05-05", null, null),
    ];
    const { upcoming, past } = splitByTime(events, new Date("2024-04-15T12:00:00Z"));
    expect(upcoming.map((item) => item.id)).toEqual(["c", "d"]);
    expect(past.map((item) => item.id)).toEqual(["a", "easter-vigil"]);
  });
});

describe("what the pages send to the browser", () => {
  const weekly = Array.from({ length: 60 }, (_, week) => {
    const day = new Date(Date.UTC(2026, 9, 7 + week * 7)).toISOString().slice(0, 10);
    return {
      ...event(`study-${week}`, day, "19:00", "20:30"),
      category: week % 2 === 0 ? ("faithFormation" as const) : ("youth" as const),
    };
  });
  const now = new Date("2026-11-24T18:00:00Z");

  it("lists the next 30 events of the chosen category, says more are coming, and the 12 most recent apart", () => {
    const all = eventListing(weekly, null, now);
    expect(all.upcoming).toHaveLength(30);
    expect(all.upcoming[0]?.date).toBe("2026-11-25");
    expect(all.more).toBe(true);
    expect(all.recent.map((item) => item.date)).toEqual([
      "2026-11-18",
      "2026-11-11",
      "2026-11-04",
      "2026-10-28",
      "2026-10-21",
      "2026-10-14",
      "2026-10-07",
    ]);
    const youth = eventListing(weekly, "youth", now);
    expect(youth.upcoming.every((item) => item.category === "youth")).toBe(true);
    expect(youth.more).toBe(false);
  });

  it("gives the next few events, or those of the next days", () => {
    expect(nextEvents(weekly, now, { count: 3 }).map((item) => item.date)).toEqual([
      "2026-11-25",
      "2026-12-02",
      "2026-12-09",
    ]);
    expect(nextEvents(weekly, now, { days: 30 }).map((item) => item.date)).toEqual([
      "2026-11-25",
      "2026-12-02",
      "2026-12-09",
      "2026-12-16",
      "2026-12-23",
    ]);
  });
});
