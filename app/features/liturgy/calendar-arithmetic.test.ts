import { describe, expect, it } from "vitest";
import {
  adventStart,
  baptismDay,
  dayNumber,
  easterDay,
  epiphanyDay,
  holyFamilyDay,
  thanksgivingDay,
} from "./calendar-arithmetic";

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

describe("the days the movable celebrations count from (United States)", () => {
  it("finds Advent, the Epiphany, the Baptism, the Holy Family and Thanksgiving", () => {
    expect(keyOf(adventStart(2024))).toBe("2024-12-01");
    expect(keyOf(adventStart(2027))).toBe("2027-11-28");
    expect(keyOf(epiphanyDay(2024))).toBe("2024-01-07");
    expect(keyOf(baptismDay(2024))).toBe("2024-01-08");
    expect(keyOf(baptismDay(2026))).toBe("2026-01-11");
    expect(keyOf(holyFamilyDay(2025))).toBe("2025-12-28");
    expect(keyOf(holyFamilyDay(2033))).toBe("2033-12-30");
    expect(keyOf(thanksgivingDay(2025))).toBe("2025-11-27");
    expect(keyOf(thanksgivingDay(2029))).toBe("2029-11-22");
    expect(keyOf(dayNumber(2024, 2, 29))).toBe("2024-02-29");
  });
});
