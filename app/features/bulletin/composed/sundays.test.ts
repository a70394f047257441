import { describe, expect, it } from "vitest";
import { comingSunday, composableSundays, isComposable, isSunday, weekOf } from "./sundays";

describe("the Sundays the site composes a bulletin for", () => {
  it("take the coming Sunday from any day of the week, and today on a Sunday", () => {
    expect(comingSunday("2026-11-28")).toBe("2026-11-29");
    expect(comingSunday("2026-11-29")).toBe("2026-11-29");
    expect(comingSunday("2026-11-30")).toBe("2026-12-06");
    expect(comingSunday("2026-12-31")).toBe("2027-01-03");
  });

  it("cover a Sunday's week, Sunday to Saturday, across the end of a month", () => {
    expect(weekOf("2026-11-29")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
  });

  it("run from the newest published edition to six weeks after the coming Sunday", () => {
    expect(composableSundays("2026-11-28", "2026-11-22")).toEqual({ first: "2026-11-22", last: "2027-01-10" });
    expect(composableSundays("2026-11-28", null)).toEqual({ first: "2026-11-29", last: "2027-01-10" });
    // An edition published ahead does not hide the coming Sunday.
    expect(composableSundays("2026-11-28", "2026-12-13").first).toBe("2026-11-29");
  });

  it("are Sundays within that range only", () => {
    expect(isComposable("2026-11-29", "2026-11-28", "2026-11-22")).toBe(true);
    expect(isComposable("2026-11-22", "2026-11-28", "2026-11-22")).toBe(true);
    expect(isComposable("2026-11-15", "2026-11-28", "2026-11-22")).toBe(false);
    expect(isComposable("2027-01-10", "2026-11-28", "2026-11-22")).toBe(true);
    expect(isComposable("2027-01-17", "2026-11-28", "2026-11-22")).toBe(false);
    expect(isComposable("2026-12-01", "2026-11-28", "2026-11-22")).toBe(false);
    expect(isSunday("2026-02-30")).toBe(false);
  });
});
