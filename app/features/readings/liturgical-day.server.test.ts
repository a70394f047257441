import { describe, expect, it } from "vitest";
import { easterDay, liturgicalDay } from "./liturgical-day.server";

const keyOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

describe("easterDay", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("puts Easter %i on %s", (year, date) => {
    expect(keyOf(easterDay(year))).toBe(date);
  });
});

describe("liturgicalDay (United States)", () => {
  it.each([
    ["2025-11-24", "ordinary", "red", { kind: "celebration", key: "vietnameseMartyrs" }],
    ["2025-11-25", "ordinary", "green", { kind: "weekday", of: "ordinary", week: 34, weekday: 2 }],
    ["2025-11-23", "ordinary", "white", { kind: "celebration", key: "christTheKing" }],
    ["2025-11-30", "advent", "violet", { kind: "sunday", season: "advent", week: 1 }],
    ["2025-12-14", "advent", "rose", { kind: "sunday", season: "advent", week: 3 }],
    ["2025-12-08", "advent", "white", { kind: "celebration", key: "immaculateConception" }],
    ["2024-12-08", "advent", "violet", { kind: "sunday", season: "advent", week: 2 }],
    ["2024-12-09", "advent", "white", { kind: "celebration", key: "immaculateConception" }],
    ["2025-12-12", "advent", "white", { kind: "celebration", key: "guadalupe" }],
    ["2025-12-25", "christmas", "white", { kind: "celebration", key: "christmas" }],
    ["2025-12-26", "christmas", "white", { kind: "weekday", of: "christmasOctave", week: 1, weekday: 5 }],
    ["2025-12-28", "christmas", "white", { kind: "celebration", key: "holyFamily" }],
    ["2026-01-01", "christmas", "white", { kind: "celebration", key: "maryMotherOfGod" }],
    ["2026-01-04", "christmas", "white", { kind: "celebration", key: "epiphany" }],
    ["2026-01-11", "christmas", "white", { kind: "celebration", key: "baptism" }],
    ["2026-01-12", "ordinary", "green", { kind: "weekday", of: "ordinary", week: 1, weekday: 1 }],
    ["2026-01-18", "ordinary", "green", { kind: "sunday", season: "ordinary", week: 2 }],
    ["2024-01-08", "christmas", "white", { kind: "celebration", key: "baptism" }],
    ["2024-01-14", "ordinary", "green", { kind: "sunday", season: "ordinary", week: 2 }],
    ["2026-02-18", "lent", "violet", { kind: "celebration", key: "ashWednesday" }],
    ["2026-02-19", "lent", "violet", { kind: "weekday", of: "afterAshWednesday", week: 0, weekday: 4 }],
    ["2026-03-15", "lent", "rose", { kind: "sunday", season: "lent", week: 4 }],
    ["2026-03-19", "lent", "white", { kind: "celebration", key: "joseph" }],
    ["2026-03-29", "lent", "red", { kind: "celebration", key: "palmSunday" }],
    ["2026-03-31", "lent", "violet", { kind: "weekday", of: "holyWeek", week: 6, weekday: 2 }],
    ["2026-04-03", "triduum", "red", { kind: "celebration", key: "goodFriday" }],
    ["2026-04-05", "easter", "white", { kind: "celebration", key: "easter" }],
    ["2026-04-07", "easter", "white", { kind: "weekday", of: "easterOctave", week: 1, weekday: 2 }],
    ["2026-04-12", "easter", "white", { kind: "celebration", key: "divineMercy" }],
    ["2026-04-21", "easter", "white", { kind: "weekday", of: "easter", week: 3, weekday: 2 }],
    ["2026-05-17", "easter", "white", { kind: "celebration", key: "ascension" }],
    ["2026-05-24", "easter", "red", { kind: "celebration", key: "pentecost" }],
    ["2025-06-09", "ordinary", "green", { kind: "weekday", of: "ordinary", week: 10, weekday: 1 }],
    ["2026-06-07", "ordinary", "white", { kind: "celebration", key: "corpusChristi" }],
    ["2026-08-06", "ordinary", "white", { kind: "celebration", key: "transfiguration" }],
    ["2026-09-14", "ordinary", "red", { kind: "celebration", key: "holyCross" }],
    ["2026-11-02", "ordinary", "violet", { kind: "celebration", key: "allSouls" }],
    ["2026-11-22", "ordinary", "white", { kind: "celebration", key: "christTheKing" }],
    ["2026-11-21", "ordinary", "green", { kind: "weekday", of: "ordinary", week: 33, weekday: 6 }],
  ])("%s is %s, %s, %o", (date, season, colour, name) => {
    expect(liturgicalDay(date)).toEqual({ date, season, colour, name });
  });

  it("keeps Christ the King over the memorial of the Vietnamese Martyrs when November 24 is a Sunday", () => {
    expect(liturgicalDay("2024-11-24")).toMatchObject({ colour: "white", name: { kind: "celebration", key: "christTheKing" } });
  });

  it("lets the Annunciation yield to Holy Week", () => {
    expect(liturgicalDay("2024-03-25")).toMatchObject({ season: "lent", colour: "violet", name: { kind: "weekday", of: "holyWeek" } });
  });
});
