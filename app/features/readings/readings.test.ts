import { describe, expect, it } from "vitest";
import { isReadingsAnswer } from "./readings";

const passage = { title: "Reading 1", reference: "Isaiah 2:1-5" };
const record = {
  date: "2026-11-22",
  dayType: "sunday",
  firstReading: passage,
  psalm: passage,
  secondReading: passage,
  gospel: passage,
};

describe("isReadingsAnswer (what the browser accepts from /api/readings)", () => {
  it("accepts a record, a record without a second reading, and null", () => {
    expect(isReadingsAnswer({ readings: record })).toBe(true);
    expect(isReadingsAnswer({ readings: { ...record, dayType: "weekday", secondReading: undefined } })).toBe(true);
    expect(isReadingsAnswer({ readings: null })).toBe(true);
  });

  it.each([
    ["no readings field", {}],
    ["a string", "readings"],
    ["null", null],
    ["an unknown day type", { readings: { ...record, dayType: "feast" } }],
    ["a passage without a reference", { readings: { ...record, gospel: { title: "Gospel" } } }],
    ["a numeric reference", { readings: { ...record, psalm: { title: "Psalm", reference: 23 } } }],
    ["a malformed second reading", { readings: { ...record, secondReading: "Romans 13" } }],
  ])("rejects %s", (_name, value) => {
    expect(isReadingsAnswer(value)).toBe(false);
  });
});
