import { describe, expect, it } from "vitest";
import { datesInTitle, titleHasDate } from "./title-date";

describe("datesInTitle", () => {
  it("reads day/month/year with or without leading zeros", () => {
    expect(datesInTitle("1/2/2025")).toEqual([{ day: 1, month: 2, year: 2025 }]);
    expect(datesInTitle("01/02/2025")).toEqual([{ day: 1, month: 2, year: 2025 }]);
    expect(datesInTitle("31/12/2030")).toEqual([{ day: 31, month: 12, year: 2030 }]);
  });

  it("reads the day first, never the month", () => {
    expect(datesInTitle("3/12/2025")).toEqual([{ day: 3, month: 12, year: 2025 }]);
    expect(datesInTitle("12/31/2025")).toEqual([]);
  });

  it("rejects dates that are not on the calendar", () => {
    expect(datesInTitle("31/2/2025")).toEqual([]);
    expect(datesInTitle("29/2/2025")).toEqual([]);
    expect(datesInTitle("31/4/2025")).toEqual([]);
    expect(datesInTitle("0/1/2025")).toEqual([]);
    expect(datesInTitle("32/1/2025")).toEqual([]);
    expect(datesInTitle("1/0/2025")).toEqual([]);
    expect(datesInTitle("1/13/2025")).toEqual([]);
  });

  it("accepts 29 February in a leap year", () => {
    expect(datesInTitle("29/2/2024")).toEqual([{ day: 29, month: 2, year: 2024 }]);
  });

  it("rejects years before 2020", () => {
    expect(datesInTitle("25/12/2019")).toEqual([]);
    expect(datesInTitle("1/1/2020")).toEqual([{ day: 1, month: 1, year: 2020 }]);
  });

  it("finds a date inside a longer title", () => {
    expect(datesInTitle("Thánh Lễ Chúa Nhật II Mùa Chay 16/3/2025 - 8:00 sáng")).toEqual([
      { day: 16, month: 3, year: 2025 },
    ]);
    expect(datesInTitle("Sunday Mass (2/3/2025), 5:30 PM")).toEqual([{ day: 2, month: 3, year: 2025 }]);
  });

  it("returns both dates of a title that carries two, in order", () => {
    expect(datesInTitle("Tam Nhật Thánh 17/4/2025 - 19/4/2025")).toEqual([
      { day: 17, month: 4, year: 2025 },
      { day: 19, month: 4, year: 2025 },
    ]);
    expect(datesInTitle("Lễ 31/2/2025 hoặc 1/3/2025")).toEqual([{ day: 1, month: 3, year: 2025 }]);
  });

  it("accepts dots or dashes when both separators agree", () => {
    expect(datesInTitle("Lễ 2.3.2025")).toEqual([{ day: 2, month: 3, year: 2025 }]);
    expect(datesInTitle("Lễ 2-3-2025")).toEqual([{ day: 2, month: 3, year: 2025 }]);
    expect(datesInTitle("Lễ 2/3-2025")).toEqual([]);
  });

  it("ignores digits that run on into other digits", () => {
    expect(datesInTitle("112/3/2025")).toEqual([]);
    expect(datesInTitle("12/3/20251")).toEqual([]);
    expect(datesInTitle("2/3/25")).toEqual([]);
    expect(datesInTitle("2025-03-02")).toEqual([]);
  });

  it("returns nothing for a title without a date", () => {
    expect(datesInTitle("Thánh Lễ Trực Tuyến")).toEqual([]);
    expect(datesInTitle("")).toEqual([]);
  });
});

describe("titleHasDate", () => {
  it("matches a title carrying the given day", () => {
    expect(titleHasDate("Thánh Lễ 02/03/2025", "2025-03-02")).toBe(true);
    expect(titleHasDate("Mass 3/2/2025", "2025-03-02")).toBe(false);
  });

  it("matches either date of a title with two", () => {
    expect(titleHasDate("Tam Nhật Thánh 17/4/2025 - 19/4/2025", "2025-04-19")).toBe(true);
    expect(titleHasDate("Tam Nhật Thánh 17/4/2025 - 19/4/2025", "2025-04-18")).toBe(false);
  });
});
