import type { CelebrationKey, Colour, DayName, LiturgicalDay, Season } from "./liturgical-day";

/**
 * Today's liturgical day in the calendar of the dioceses of the United States, computed offline so the readings page
 * says something true even when every readings source is down. It knows the seasons, the Sundays and weeks, and the
 * solemnities and feasts that replace them; memorials of saints other than the Vietnamese Martyrs are not listed.
 * The Ascension is kept on the Seventh Sunday of Easter, as in the ecclesiastical Province of San Antonio (Fort Worth).
 */
const DAY_MS = 86_400_000;

type Rank = "solemnity" | "lordFeast" | "feast" | "memorial";

interface Celebration {
  key: CelebrationKey;
  rank: Rank;
  colour: Colour;
}

function utcDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** The Sunday on or before a day. */
function sundayOnOrBefore(day: number): number {
  return day - weekday(day);
}

/** Gregorian computus (Meeus/Jones/Butcher). */
export function easterDay(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return utcDay(year, month, dayOfMonth);
}

/** First Sunday of Advent: the Sunday from November 27 to December 3. */
function adventStart(year: number): number {
  return sundayOnOrBefore(utcDay(year, 12, 3));
}

/** In the United States the Epiphany is kept on the Sunday from January 2 to 8. */
function epiphany(year: number): number {
  return sundayOnOrBefore(utcDay(year, 1, 8));
}

/** The Sunday after the Epiphany, or the Monday after it when the Epiphany falls on January 7 or 8. */
function baptism(year: number): number {
  const epiphanyDay = epiphany(year);
  return epiphanyDay >= utcDay(year, 1, 7) ? epiphanyDay + 1 : epiphanyDay + 7;
}

function fixedCelebrations(year: number, advent: number): Map<number, Celebration> {
  const fixed = new Map<number, Celebration>();
  const add = (month: number, day: number, key: CelebrationKey, rank: Rank, colour: Colour) => fixed.set(utcDay(year, month, day), { key, rank, colour });
  add(1, 1, "maryMotherOfGod", "solemnity", "white");
  add(2, 2, "presentation", "lordFeast", "white");
  add(3, 19, "joseph", "solemnity", "white");
  add(3, 25, "annunciation", "solemnity", "white");
  add(6, 24, "johnBaptist", "solemnity", "white");
  add(6, 29, "peterPaul", "solemnity", "red");
  add(8, 6, "transfiguration", "lordFeast", "white");
  add(8, 15, "assumption", "solemnity", "white");
  add(9, 14, "holyCross", "lordFeast", "red");
  add(11, 1, "allSaints", "solemnity", "white");
  add(11, 2, "allSouls", "solemnity", "violet");
  add(11, 24, "vietnameseMartyrs", "memorial", "red");
  add(12, 12, "guadalupe", "feast", "white");
  add(12, 25, "christmas", "solemnity", "white");
  // The Immaculate Conception yields to a Sunday of Advent and moves to the Monday.
  const immaculate = utcDay(year, 12, 8);
  fixed.set(weekday(immaculate) === 0 && immaculate >= advent ? immaculate + 1 : immaculate, { key: "immaculateConception", rank: "solemnity", colour: "white" });
  return fixed;
}

function movableCelebrations(year: number, easter: number, advent: number): Map<number, Celebration> {
  const christmas = utcDay(year, 12, 25);
  const pentecost = easter + 49;
  const holyFamily = weekday(christmas) === 0 ? utcDay(year, 12, 30) : sundayOnOrBefore(christmas) + 7;
  const entries: Array<[number, CelebrationKey, Colour]> = [
    [epiphany(year), "epiphany", "white"],
    [baptism(year), "baptism", "white"],
    [easter - 46, "ashWednesday", "violet"],
    [easter - 7, "palmSunday", "red"],
    [easter - 3, "holyThursday", "white"],
    [easter - 2, "goodFriday", "red"],
    [easter - 1, "holySaturday", "violet"],
    [easter, "easter", "white"],
    [easter + 7, "divineMercy", "white"],
    [easter + 42, "ascension", "white"],
    [pentecost, "pentecost", "red"],
    [pentecost + 7, "trinity", "white"],
    [pentecost + 14, "corpusChristi", "white"],
    [pentecost + 19, "sacredHeart", "white"],
    [advent - 7, "christTheKing", "white"],
    [holyFamily, "holyFamily", "white"],
  ];
  return new Map(entries.map(([day, key, colour]) => [day, { key, rank: "solemnity", colour }]));
}

/** The season and the name the day has without any celebration of its own. */
function seasonalDay(day: number, year: number, easter: number, advent: number): { season: Season; name: DayName; privileged: boolean } {
  const dow = weekday(day);
  const sunday = dow === 0;
  const christmasOfLastYear = utcDay(year - 1, 12, 25);
  const christmas = utcDay(year, 12, 25);
  const ashWednesday = easter - 46;
  const firstSundayOfLent = easter - 42;
  const pentecost = easter + 49;
  const weekOf = (start: number) => Math.floor((day - start) / 7) + 1;

  if (day >= christmas || day < baptism(year) + 1) {
    const octaveStart = day >= christmas ? christmas : christmasOfLastYear;
    if (day - octaveStart <= 7 && day > octaveStart) return { season: "christmas", name: { kind: "weekday", of: "christmasOctave", week: 1, weekday: dow }, privileged: false };
    return { season: "christmas", name: sunday ? { kind: "sunday", season: "christmas", week: 0 } : { kind: "weekday", of: "christmas", week: 0, weekday: dow }, privileged: false };
  }
  if (day >= advent) {
    const week = weekOf(advent);
    return { season: "advent", name: sunday ? { kind: "sunday", season: "advent", week } : { kind: "weekday", of: "advent", week, weekday: dow }, privileged: sunday };
  }
  if (day >= easter - 3 && day < easter) return { season: "triduum", name: { kind: "weekday", of: "holyWeek", week: 6, weekday: dow }, privileged: true };
  if (day >= ashWednesday && day < easter) {
    if (day < firstSundayOfLent) return { season: "lent", name: { kind: "weekday", of: "afterAshWednesday", week: 0, weekday: dow }, privileged: true };
    const week = weekOf(firstSundayOfLent);
    if (week === 6) return { season: "lent", name: { kind: "weekday", of: "holyWeek", week, weekday: dow }, privileged: true };
    return { season: "lent", name: sunday ? { kind: "sunday", season: "lent", week } : { kind: "weekday", of: "lent", week, weekday: dow }, privileged: sunday };
  }
  if (day >= easter && day <= pentecost) {
    const week = weekOf(easter);
    if (week === 1) return { season: "easter", name: { kind: "weekday", of: "easterOctave", week, weekday: dow }, privileged: true };
    return { season: "easter", name: sunday ? { kind: "sunday", season: "easter", week } : { kind: "weekday", of: "easter", week, weekday: dow }, privileged: sunday };
  }
  // Ordinary Time counts from the Baptism of the Lord before Lent, and backwards from Christ the King (week 34) after Pentecost.
  const week = day < ashWednesday ? weekOf(sundayOnOrBefore(baptism(year))) : 34 - Math.floor((advent - 7 - sundayOnOrBefore(day)) / 7);
  return { season: "ordinary", name: sunday ? { kind: "sunday", season: "ordinary", week } : { kind: "weekday", of: "ordinary", week, weekday: dow }, privileged: false };
}

const SEASON_COLOURS: Record<Season, Colour> = { advent: "violet", christmas: "white", lent: "violet", triduum: "red", easter: "white", ordinary: "green" };

/** Days such as Palm Sunday or Easter are themselves the privileged day, so they always name it. */
const PRIVILEGED_OWN_DAYS: ReadonlySet<CelebrationKey> = new Set(["ashWednesday", "palmSunday", "holyThursday", "goodFriday", "holySaturday", "easter", "divineMercy", "ascension", "pentecost"]);

/** A celebration names the day unless a weightier day (a privileged one, or a Sunday for a lesser feast) takes it. */
function replaces(celebration: Celebration, sunday: boolean, privileged: boolean): boolean {
  if (PRIVILEGED_OWN_DAYS.has(celebration.key)) return true;
  if (privileged) return false;
  if (celebration.rank === "solemnity" || celebration.rank === "lordFeast") return true;
  return !sunday;
}

export function liturgicalDay(dateKey: string): LiturgicalDay {
  const [year = 0, month = 1, dayOfMonth = 1] = dateKey.split("-").map(Number);
  const day = utcDay(year, month, dayOfMonth);
  const easter = easterDay(year);
  const advent = adventStart(year);
  const base = seasonalDay(day, year, easter, advent);
  const sunday = weekday(day) === 0;
  const celebration = movableCelebrations(year, easter, advent).get(day) ?? fixedCelebrations(year, advent).get(day);
  if (celebration && replaces(celebration, sunday, base.privileged)) {
    return { date: dateKey, season: base.season, colour: celebration.colour, name: { kind: "celebration", key: celebration.key } };
  }
  const rose = base.name.kind === "sunday" && ((base.season === "advent" && base.name.week === 3) || (base.season === "lent" && base.name.week === 4));
  return { date: dateKey, season: base.season, colour: rose ? "rose" : SEASON_COLOURS[base.season], name: base.name };
}
