import { describe, expect, it } from "vitest";
import { dateKeyOfJulianDay, julianDayNumber, lunationsSince1900, newMoon, sunLongitude } from "./astronomy";

const MINUTE = 1 / 1440;
const moment = (iso: string) => Date.parse(iso) / 86_400_000 + 2_440_587.5;
const newMoonNear = (iso: string) => newMoon(Math.round(lunationsSince1900(moment(iso))));

describe("the astronomy of the lunar calendar", () => {
  it("counts days as astronomers do", () => {
    expect(julianDayNumber("2000-01-01")).toBe(2_451_545);
    expect(julianDayNumber("1900-01-01")).toBe(2_415_021);
    expect(julianDayNumber("2100-12-31")).toBe(2_488_434);
    expect(
      ["1900-01-01", "2000-02-29", "2026-11-26", "2100-12-31"].map(julianDayNumber).map(dateKeyOfJulianDay),
    ).toEqual(["1900-01-01", "2000-02-29", "2026-11-26", "2100-12-31"]);
  });

  it("finds new moons within minutes of the published ones", () => {
    // Meeus, Astronomical Algorithms, example 49.a: 1977 February 18, 3h37m42s Dynamical Time, 48 s ahead of UT.
    expect(Math.abs(newMoonNear("1977-02-18T03:37Z") - moment("1977-02-18T03:36:54Z"))).toBeLessThan(5 * MINUTE);
    // Tết Mậu Thân and Tết Đinh Hợi, whose new moons fell between Hanoi's midnight and Beijing's.
    expect(Math.abs(newMoonNear("1968-01-29T16:29Z") - moment("1968-01-29T16:29Z"))).toBeLessThan(5 * MINUTE);
    expect(Math.abs(newMoonNear("2007-02-17T16:14Z") - moment("2007-02-17T16:14Z"))).toBeLessThan(5 * MINUTE);
  });

  it("puts the new moon of February 2007 on the 17th at UTC+7 and on the 18th at UTC+8", () => {
    const localDay = (hours: number) =>
      dateKeyOfJulianDay(Math.floor(newMoonNear("2007-02-17T16:14Z") + 0.5 + hours / 24));
    expect([localDay(7), localDay(8)]).toEqual(["2007-02-17", "2007-02-18"]);
  });

  it("gives the sun's longitude of the published examples", () => {
    // Meeus, example 25.a: the sun's true longitude on 1992 October 13.0 is 199.90988°.
    expect(sunLongitude(2_448_908.5)).toBeCloseTo(199.90988, 3);
    // The winter solstice of 2025 was at 15:03 UT on December 21: the sun reaches 270° within a quarter of an hour.
    expect(sunLongitude(moment("2025-12-21T14:48Z"))).toBeLessThan(270);
    expect(sunLongitude(moment("2025-12-21T15:18Z"))).toBeGreaterThan(270);
    // Past the spring equinox (14:46 UT on 2026 March 20) the longitude starts again from 0.
    expect(sunLongitude(moment("2026-03-20T20:00Z"))).toBeGreaterThan(0);
    expect(sunLongitude(moment("2026-03-20T20:00Z"))).toBeLessThan(1);
  });
});
