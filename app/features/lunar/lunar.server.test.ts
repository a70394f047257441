import { describe, expect, it } from "vitest";
import { lunarDayText } from "./lunar";
import { gioInLunarYear, lunarDayOf, lunarProblem, nextGio, solarDateOf, tetDayOf, yearName } from "./lunar.server";

/**
 * Tết (Mùng Một) in Vietnam, 1980–2050, as Vietnamese calendars publish it (the tables of Hồ Ngọc Đức's "Âm lịch Việt
 * Nam"). China's New Year differs in 1985 (February 20), 2007 (February 18) and 2030 (February 3).
 */
const TET: Record<number, string> = {
  1980: "02-16",
  1981: "02-05",
  1982: "01-25",
  1983: "02-13",
  1984: "02-02",
  1985: "01-21",
  1986: "02-09",
  1987: "01-29",
  1988: "02-17",
  1989: "02-06",
  1990: "01-27",
  1991: "02-15",
  1992: "02-04",
  1993: "01-23",
  1994: "02-10",
  1995: "01-31",
  1996: "02-19",
  1997: "02-07",
  1998: "01-28",
  1999: "02-16",
  2000: "02-05",
  2001: "01-24",
  2002: "02-12",
  2003: "02-01",
  2004: "01-22",
  2005: "02-09",
  2006: "01-29",
  2007: "02-17",
  2008: "02-07",
  2009: "01-26",
  2010: "02-14",
  2011: "02-03",
  2012: "01-23",
  2013: "02-10",
  2014: "01-31",
  2015: "02-19",
  2016: "02-08",
  2017: "01-28",
  2018: "02-16",
  2019: "02-05",
  2020: "01-25",
  2021: "02-12",
  2022: "02-01",
  2023: "01-22",
  2024: "02-10",
  2025: "01-29",
  2026: "02-17",
  2027: "02-06",
  2028: "01-26",
  2029: "02-13",
  2030: "02-02",
  2031: "01-23",
  2032: "02-11",
  2033: "01-31",
  2034: "02-19",
  2035: "02-08",
  2036: "01-28",
  2037: "02-15",
  2038: "02-04",
  2039: "01-24",
  2040: "02-12",
  2041: "02-01",
  2042: "01-22",
  2043: "02-10",
  2044: "01-30",
  2045: "02-17",
  2046: "02-06",
  2047: "01-26",
  2048: "02-14",
  2049: "02-02",
  2050: "01-23",
};

/** Leap months as Vietnamese calendars print them ("năm Quý Mão nhuận tháng 2"); 1984 has none in Vietnam, China's leap tenth month. */
const LEAP_MONTHS: Record<number, number | null> = {
  1984: null,
  1985: 2,
  2001: 4,
  2004: 2,
  2006: 7,
  2009: 5,
  2012: 4,
  2014: 9,
  2017: 6,
  2020: 4,
  2021: null,
  2022: null,
  2023: 2,
  2024: null,
  2025: 6,
  2026: null,
  2027: null,
  2028: 5,
  2031: 3,
  2033: 11,
};

const DAY_MS = 86_400_000;
const keyOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Hồ Ngọc Đức's published algorithm ("Computing the Vietnamese lunar calendar", amlich.js) for UTC+7, written out
 * again as an independent check of the library: new moons and the sun's longitude by Meeus' low-precision series.
 */
function referenceLunar(dateKey: string): [number, number, number, boolean] {
  const { floor, sin, PI } = Math;
  const dr = PI / 180;
  const jd = Date.parse(`${dateKey}T00:00:00Z`) / DAY_MS + 2440588;
  const newMoonDay = (k: number) => {
    const T = k / 1236.85;
    const [T2, T3] = [T * T, T * T * T];
    const M = 359.2242 + 29.10535608 * k - 0.0000333 * T2 - 0.00000347 * T3;
    const Mpr = 306.0253 + 385.81691806 * k + 0.0107306 * T2 + 0.00001236 * T3;
    const F = 21.2964 + 390.67050646 * k - 0.0016528 * T2 - 0.00000239 * T3;
    let C1 =
      (0.1734 - 0.000393 * T) * sin(M * dr) +
      0.0021 * sin(2 * dr * M) -
      0.4068 * sin(Mpr * dr) +
      0.0161 * sin(dr * 2 * Mpr);
    C1 +=
      -0.0004 * sin(dr * 3 * Mpr) +
      0.0104 * sin(dr * 2 * F) -
      0.0051 * sin(dr * (M + Mpr)) -
      0.0074 * sin(dr * (M - Mpr));
    C1 += 0.0004 * sin(dr * (2 * F + M)) - 0.0004 * sin(dr * (2 * F - M)) - 0.0006 * sin(dr * (2 * F + Mpr));
    C1 += 0.001 * sin(dr * (2 * F - Mpr)) + 0.0005 * sin(dr * (2 * Mpr + M));
    const deltaT =
      T < -11
        ? 0.001 + 0.000839 * T + 0.0002261 * T2 - 0.00000845 * T3 - 0.000000081 * T * T3
        : -0.000278 + 0.000265 * T + 0.000262 * T2;
    const mean =
      2415020.75933 +
      29.53058868 * k +
      0.0001178 * T2 -
      0.000000155 * T3 +
      0.00033 * sin((166.56 + 132.87 * T - 0.009173 * T2) * dr);
    return floor(mean + C1 - deltaT + 0.5 + 7 / 24);
  };
  const sunSector = (day: number) => {
    const T = (day - 0.5 - 7 / 24 - 2451545) / 36525;
    const M = 357.5291 + 35999.0503 * T - 0.0001559 * T * T - 0.00000048 * T * T * T;
    const L0 = 280.46645 + 36000.76983 * T + 0.0003032 * T * T;
    const DL =
      (1.9146 - 0.004817 * T - 0.000014 * T * T) * sin(dr * M) +
      (0.019993 - 0.000101 * T) * sin(dr * 2 * M) +
      0.00029 * sin(dr * 3 * M);
    const L = (L0 + DL) * dr;
    return floor(((L - PI * 2 * floor(L / (PI * 2))) / PI) * 6);
  };
  const month11 = (year: number) => {
    const k = floor((Date.UTC(year, 11, 31) / DAY_MS + 2440588 - 2415021) / 29.530588853);
    const start = newMoonDay(k);
    return sunSector(start) >= 9 ? newMoonDay(k - 1) : start;
  };
  const leapOffset = (a11: number) => {
    const k = floor((a11 - 2415021.076998695) / 29.530588853 + 0.5);
    let i = 1;
    let arc = sunSector(newMoonDay(k + i));
    let last;
    do {
      last = arc;
      i += 1;
      arc = sunSector(newMoonDay(k + i));
    } while (arc !== last && i < 14);
    return i - 1;
  };
  const year = Number(dateKey.slice(0, 4));
  const k = floor((jd - 2415021.076998695) / 29.530588853);
  let start = newMoonDay(k + 1);
  if (start > jd) start = newMoonDay(k);
  let [a11, b11, lunarYear] = [month11(year), 0, year];
  if (a11 >= start) {
    b11 = a11;
    a11 = month11(year - 1);
  } else {
    lunarYear = year + 1;
    b11 = month11(year + 1);
  }
  const diff = floor((start - a11) / 29);
  let [month, leap] = [diff + 11, false];
  if (b11 - a11 > 365) {
    const offset = leapOffset(a11);
    if (diff >= offset) {
      month = diff + 10;
      leap = diff === offset;
    }
  }
  if (month > 12) month -= 12;
  if (month >= 11 && diff < 4) lunarYear -= 1;
  return [jd - start + 1, month, lunarYear, leap];
}

function leapMonthOf(year: number): number | null {
  for (let month = 1; month <= 12; month += 1) if (solarDateOf({ day: 1, month, year, leapMonth: true })) return month;
  return null;
}

describe("the Vietnamese lunar calendar", () => {
  it.each(Object.entries(TET))("puts Tết %s on the published date", (year, monthDay) => {
    expect(solarDateOf({ day: 1, month: 1, year: Number(year), leapMonth: false })).toBe(`${year}-${monthDay}`);
    expect(tetDayOf(`${year}-${monthDay}`)).toBe(1);
  });

  it("keeps Vietnam's own New Year where China's differs", () => {
    expect(lunarDayOf("2007-02-18")).toMatchObject({ day: 2, month: 1, year: 2007 });
    expect(lunarDayOf("1985-02-20")).toMatchObject({ day: 1, month: 2, year: 1985, leapMonth: false });
    expect(lunarDayOf("1984-11-23")).toMatchObject({ day: 1, month: 11, year: 1984 });
  });

  it.each(Object.entries(LEAP_MONTHS))("gives %s its published leap month", (year, month) => {
    expect(leapMonthOf(Number(year))).toBe(month);
  });

  it("agrees with Hồ Ngọc Đức's algorithm on every day from 1980 to 2050", () => {
    const differences: string[] = [];
    for (let time = Date.UTC(1980, 0, 1); time <= Date.UTC(2050, 11, 31); time += DAY_MS) {
      const date = keyOf(time);
      const lunar = lunarDayOf(date);
      const [day, month, year, leapMonth] = referenceLunar(date);
      if (!lunar || lunar.day !== day || lunar.month !== month || lunar.year !== year || lunar.leapMonth !== leapMonth)
        differences.push(date);
    }
    expect(differences).toEqual([]);
  });

  it.each([2020, 2023, 2026])("goes to the lunar date and back for every day of %i", (year) => {
    for (let time = Date.UTC(year, 0, 1); time <= Date.UTC(year, 11, 31); time += DAY_MS) {
      const date = keyOf(time);
      const lunar = lunarDayOf(date);
      expect(lunar && solarDateOf(lunar)).toBe(date);
    }
  });

  it("names today's date and the years as Vietnamese write them", () => {
    const lunar = lunarDayOf("2026-11-26");
    expect(lunar).toEqual({ day: 18, month: 10, year: 2026, leapMonth: false, yearName: "Bính Ngọ" });
    expect(lunar && lunarDayText(lunar, "vi")).toBe("ngày 18 tháng 10 năm Bính Ngọ");
    expect(lunar && lunarDayText(lunar, "en")).toBe("18th day of the 10th lunar month, year Bính Ngọ");
    expect([1984, 2025, 2027, 2028, 2033].map(yearName)).toEqual([
      "Giáp Tý",
      "Ất Tỵ",
      "Đinh Mùi",
      "Mậu Thân",
      "Quý Sửu",
    ]);
    const leap = lunarDayOf("2025-07-25");
    expect(leap && lunarDayText(leap, "vi")).toBe("ngày 1 tháng 6 nhuận năm Ất Tỵ");
  });

  it("refuses lunar dates that do not exist and solar dates outside 1900–2100", () => {
    // The eighth month of 2026 has 29 days; 2026 has no leap month.
    expect(solarDateOf({ day: 29, month: 8, year: 2026, leapMonth: false })).toBe("2026-10-09");
    expect(lunarProblem({ day: 30, month: 8, year: 2026, leapMonth: false })).toBe("noSuchDay");
    expect(lunarProblem({ day: 1, month: 3, year: 2026, leapMonth: true })).toBe("noLeapMonth");
    expect(lunarProblem({ day: 1, month: 1, year: 2101, leapMonth: false })).toBe("outOfRange");
    expect(lunarProblem({ day: 0, month: 1, year: 2026, leapMonth: false })).toBe("noSuchDay");
    expect(lunarProblem({ day: 15, month: 7, year: 2026, leapMonth: false })).toBeNull();
    expect(["1899-12-31", "2101-01-01", "2026-02-30", "abc"].map(lunarDayOf)).toEqual([null, null, null, null]);
    expect(lunarDayOf("1900-01-01")).toMatchObject({ year: 1899 });
  });

  it("names Tết's first three days only", () => {
    expect(["2026-02-16", "2026-02-17", "2026-02-18", "2026-02-19", "2026-02-20"].map(tetDayOf)).toEqual([
      null,
      1,
      2,
      3,
      null,
    ]);
  });

  it("keeps a leap-month giỗ in the ordinary month, and a 30th on a 29-day month's last day", () => {
    // Died on the 10th of the leap sixth month of Ất Tỵ (2025-08-03); 2026 has no leap month.
    const death = { day: 10, month: 6, year: 2025, leapMonth: true };
    expect(solarDateOf(death)).toBe("2025-08-03");
    expect(gioInLunarYear(death, 2026)).toBe(solarDateOf({ day: 10, month: 6, year: 2026, leapMonth: false }));
    expect(gioInLunarYear(death, 2028)).toBe(solarDateOf({ day: 10, month: 6, year: 2028, leapMonth: false }));
    expect(gioInLunarYear({ day: 30, month: 8, year: 2020, leapMonth: false }, 2026)).toBe("2026-10-09");
    expect(nextGio({ day: 15, month: 7, year: 2010, leapMonth: false }, "2026-11-26")).toBe(
      solarDateOf({ day: 15, month: 7, year: 2027, leapMonth: false }),
    );
    expect(nextGio({ day: 20, month: 10, year: 2010, leapMonth: false }, "2026-11-26")).toBe("2026-11-28");
  });
});
