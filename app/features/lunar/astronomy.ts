/**
 * The astronomy of the Vietnamese calendar as Hồ Ngọc Đức computes it ("Thuật toán tính âm lịch"): days counted as
 * Julian day numbers, new moons by the series of Meeus' "Astronomical Formulae for Calculators", and the sun's
 * longitude by Meeus' low-precision formula. Moments are Julian days in Universal Time, a day number being that day's
 * noon; between 1900 and 2100 the new moons come within a few minutes of the exact ones, the sun within a few
 * hundredths of a degree.
 */

const DAY_MS = 86_400_000;
/** The Julian day number of 1970-01-01, where `Date` counts from. */
const JULIAN_DAY_1970 = 2_440_588;
/** The mean length of a lunation, new moon to new moon, in days. */
const SYNODIC_MONTH = 29.530588853;
/** The mean new moon of 1900 January 1, from which new moons are numbered. */
const MEAN_NEW_MOON_1900 = 2_415_021.076998695;

const RADIANS_PER_DEGREE = Math.PI / 180;
const sinDegrees = (degrees: number) => Math.sin(degrees * RADIANS_PER_DEGREE);

/** The Julian day number of a "YYYY-MM-DD" date of the Gregorian calendar. */
export function julianDayNumber(dateKey: string): number {
  const [year = 0, month = 0, day = 0] = dateKey.split("-").map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS + JULIAN_DAY_1970;
}

/** The "YYYY-MM-DD" date of a Julian day number. */
export function dateKeyOfJulianDay(day: number): string {
  return new Date((day - JULIAN_DAY_1970) * DAY_MS).toISOString().slice(0, 10);
}

/** Mean lunations since the new moon of 1900 January 1 at a moment: where a search for a new moon starts. */
export function lunationsSince1900(moment: number): number {
  return (moment - MEAN_NEW_MOON_1900) / SYNODIC_MONTH;
}

/** The moment of new moon number `k`, counted from the new moon of 1900 January 1 (k = 0). */
export function newMoon(k: number): number {
  // Julian centuries since 1900 January 0.5.
  const T = k / 1236.85;
  const T2 = T * T;
  const T3 = T2 * T;
  const mean =
    2_415_020.75933 +
    29.53058868 * k +
    0.0001178 * T2 -
    0.000000155 * T3 +
    0.00033 * sinDegrees(166.56 + 132.87 * T - 0.009173 * T2);
  // The sun's and the moon's mean anomalies, and the moon's argument of latitude.
  const sun = 359.2242 + 29.10535608 * k - 0.0000333 * T2 - 0.00000347 * T3;
  const moon = 306.0253 + 385.81691806 * k + 0.0107306 * T2 + 0.00001236 * T3;
  const latitude = 21.2964 + 390.67050646 * k - 0.0016528 * T2 - 0.00000239 * T3;
  const correction =
    (0.1734 - 0.000393 * T) * sinDegrees(sun) +
    0.0021 * sinDegrees(2 * sun) -
    0.4068 * sinDegrees(moon) +
    0.0161 * sinDegrees(2 * moon) -
    0.0004 * sinDegrees(3 * moon) +
    0.0104 * sinDegrees(2 * latitude) -
    0.0051 * sinDegrees(sun + moon) -
    0.0074 * sinDegrees(sun - moon) +
    0.0004 * sinDegrees(2 * latitude + sun) -
    0.0004 * sinDegrees(2 * latitude - sun) -
    0.0006 * sinDegrees(2 * latitude + moon) +
    0.001 * sinDegrees(2 * latitude - moon) +
    0.0005 * sinDegrees(2 * moon + sun);
  // The series gives Dynamical Time, which runs ahead of Universal Time by ΔT.
  const deltaT = -0.000278 + 0.000265 * T + 0.000262 * T2;
  return mean + correction - deltaT;
}

/** The sun's true longitude at a moment, in degrees from the spring equinox: 0 ≤ longitude < 360. */
export function sunLongitude(moment: number): number {
  // Julian centuries since 2000 January 1.5.
  const T = (moment - 2_451_545) / 36_525;
  const meanAnomaly = 357.5291 + 35999.0503 * T - 0.0001559 * T * T - 0.00000048 * T * T * T;
  const meanLongitude = 280.46645 + 36000.76983 * T + 0.0003032 * T * T;
  const equationOfCentre =
    (1.9146 - 0.004817 * T - 0.000014 * T * T) * sinDegrees(meanAnomaly) +
    (0.019993 - 0.000101 * T) * sinDegrees(2 * meanAnomaly) +
    0.00029 * sinDegrees(3 * meanAnomaly);
  const longitude = (meanLongitude + equationOfCentre) % 360;
  return longitude < 0 ? longitude + 360 : longitude;
}
