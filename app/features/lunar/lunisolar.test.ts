import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { LunarDate } from "./lunar";
import { dateKeyOfLunarDate, lunarDateOf } from "./lunisolar";

/** The published Tết dates 1900–2100, year → "YYYY-MM-DD"; the fixture's first lines name its source. */
const PUBLISHED_TET = new Map(
  readFileSync(new URL("../../../tests/fixtures/lunar/tet-1900-2100.csv", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => /^\d{4},/.test(line))
    .map((line) => {
      const [year = "", date = ""] = line.split(",");
      return [Number(year), date] as const;
    }),
);

const DAY_MS = 86_400_000;

/** Whether a lunar date is the day after another: the next day of its month, or the first of the month after. */
function follows(previous: LunarDate, lunar: LunarDate): boolean {
  const sameMonth = lunar.month === previous.month && lunar.leapMonth === previous.leapMonth;
  if (lunar.day > 1) return sameMonth && lunar.year === previous.year && lunar.day === previous.day + 1;
  if (previous.day < 29) return false;
  if (lunar.leapMonth) return lunar.month === previous.month && !previous.leapMonth && lunar.year === previous.year;
  return lunar.month === (previous.month % 12) + 1 && lunar.year === previous.year + (lunar.month === 1 ? 1 : 0);
}

const tetOf = (year: number) => dateKeyOfLunarDate({ day: 1, month: 1, year, leapMonth: false });

describe("the rules of the Vietnamese lunisolar calendar", () => {
  it("puts Tết on the published date of every year from 1900 to 2100", () => {
    expect(PUBLISHED_TET.size).toBe(201);
    const differing = [...PUBLISHED_TET].filter(([year, date]) => tetOf(year) !== date).map(([year]) => year);
    // The table computes these years for UTC+7, though Vietnam printed China's calendar until 1968; Hồ Ngọc Đức's
    // own table gives China's dates, as the site does (TK20: 0x3854d5, 0x442b60, 0x405260, Tết 28, 34 and 32 days
    // after 1 January).
    expect(differing).toEqual([1903, 1935, 1965]);
    expect(differing.map(tetOf)).toEqual(["1903-01-29", "1935-02-04", "1965-02-02"]);
  });

  it("keeps Tết Mậu Thân on January 29, 1968, as the North did when it moved the calendar to UTC+7", () => {
    expect(lunarDateOf("1968-01-28")).toEqual({ day: 29, month: 12, year: 1967, leapMonth: false });
    expect(lunarDateOf("1968-01-29")).toEqual({ day: 1, month: 1, year: 1968, leapMonth: false });
  });

  it("finds the month of a day whose next new moon falls just after midnight", () => {
    // Hồ Ngọc Đức's short algorithm answers "day 0" here; his tables, like the site, the 30th.
    expect(lunarDateOf("1939-04-19")).toEqual({ day: 30, month: 2, year: 1939, leapMonth: false });
    expect(lunarDateOf("2062-04-09")).toEqual({ day: 30, month: 2, year: 2062, leapMonth: false });
  });

  it("counts every day from 1900 to 2100 in months of 29 or 30 days, years of 12 months or 13 with a leap", () => {
    const problems: string[] = [];
    const monthsOfYear = new Map<number, { months: number; leapMonths: number }>();
    let previous = lunarDateOf("1899-12-31");
    for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 11, 31); time += DAY_MS) {
      const date = new Date(time).toISOString().slice(0, 10);
      const lunar = lunarDateOf(date);
      if (!follows(previous, lunar)) problems.push(`${date} does not follow the day before`);
      if (dateKeyOfLunarDate(lunar) !== date) problems.push(`${date} does not come back`);
      if (lunar.day === 1) {
        const count = monthsOfYear.get(lunar.year) ?? { months: 0, leapMonths: 0 };
        monthsOfYear.set(lunar.year, {
          months: count.months + 1,
          leapMonths: count.leapMonths + (lunar.leapMonth ? 1 : 0),
        });
      }
      previous = lunar;
    }
    for (let year = 1900; year <= 2099; year += 1) {
      const { months, leapMonths } = monthsOfYear.get(year) ?? { months: 0, leapMonths: 0 };
      if (leapMonths > 1 || months !== 12 + leapMonths) problems.push(`${year} has ${months} months`);
    }
    expect(problems).toEqual([]);
  });

  it("refuses a day or a leap month the calendar does not have", () => {
    // 2025's sixth month repeats, as a leap month of 29 days; 2026 has no leap month.
    expect(dateKeyOfLunarDate({ day: 29, month: 6, year: 2025, leapMonth: true })).toBe("2025-08-22");
    expect(dateKeyOfLunarDate({ day: 30, month: 6, year: 2025, leapMonth: true })).toBeNull();
    expect(dateKeyOfLunarDate({ day: 1, month: 6, year: 2026, leapMonth: true })).toBeNull();
    expect(dateKeyOfLunarDate({ day: 0, month: 1, year: 2026, leapMonth: false })).toBeNull();
  });
});
