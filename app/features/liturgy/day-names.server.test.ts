import { describe, expect, it } from "vitest";
import { liturgicalOrdinal, seasonalDayNames } from "./day-names.server";

describe("liturgicalOrdinal", () => {
  it("writes English ordinals and Vietnamese Roman numerals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 33, 34].map((n) => liturgicalOrdinal(n, "en"))).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "33rd",
      "34th",
    ]);
    expect([1, 4, 9, 14, 19, 29, 33, 34].map((n) => liturgicalOrdinal(n, "vi"))).toEqual([
      "I",
      "IV",
      "IX",
      "XIV",
      "XIX",
      "XXIX",
      "XXXIII",
      "XXXIV",
    ]);
  });
});

describe("seasonalDayNames", () => {
  it("names Sundays and weekdays in both languages", () => {
    expect(seasonalDayNames({ kind: "sunday", season: "ordinary", week: 33 })).toEqual({
      en: "33rd Sunday in Ordinary Time",
      vi: "Chúa Nhật XXXIII Thường Niên",
    });
    expect(seasonalDayNames({ kind: "weekday", of: "advent", week: 1, weekday: 1 })).toEqual({
      en: "Monday of the 1st Week of Advent",
      vi: "Thứ Hai Tuần I Mùa Vọng",
    });
    expect(seasonalDayNames({ kind: "weekday", of: "christmas", week: 0, weekday: 0 })).toEqual({
      en: "Sunday of Christmas Time",
      vi: "Chúa Nhật Mùa Giáng Sinh",
    });
  });
});
