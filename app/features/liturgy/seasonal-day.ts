import {
  adventStart,
  baptismDay,
  dayNumber,
  easterDay,
  epiphanyDay,
  sundayOnOrBefore,
  weekdayOfDay,
  yearOf,
} from "./calendar-arithmetic";
import type { Colour, Season } from "./liturgical-day";

export type WeekdayKind =
  | "advent"
  | "lent"
  | "easter"
  | "ordinary"
  | "christmas"
  | "afterEpiphany"
  | "afterAshWednesday"
  | "holyWeek"
  | "easterOctave"
  | "christmasOctave";

type SundaySeason = "advent" | "lent" | "easter" | "ordinary";

/** How a day is named when no celebration of its own takes it: "3rd Sunday of Lent", "Monday of Holy Week". */
export type DayName =
  | { kind: "sunday"; season: SundaySeason; week: number }
  | { kind: "weekday"; of: WeekdayKind; week: number; weekday: number };

export interface SeasonalDay {
  season: Season;
  name: DayName;
  colour: Colour;
  /** Its place in the Table of Liturgical Days, 1 the highest. */
  precedence: number;
}

const SEASON_COLOURS: Record<Season, Colour> = {
  advent: "violet",
  christmas: "white",
  lent: "violet",
  triduum: "red",
  easter: "white",
  ordinary: "green",
};

function seasonal(season: Season, name: DayName, precedence: number): SeasonalDay {
  const rose =
    name.kind === "sunday" && ((season === "advent" && name.week === 3) || (season === "lent" && name.week === 4));
  return { season, name, precedence, colour: rose ? "rose" : SEASON_COLOURS[season] };
}

/** A Sunday or a weekday of a season, ranked as the Table of Liturgical Days ranks it. */
function sundayOrWeekday(
  season: SundaySeason,
  day: number,
  week: number,
  sundayPrecedence: number,
  weekdayPrecedence: number,
): SeasonalDay {
  const weekday = weekdayOfDay(day);
  return weekday === 0
    ? seasonal(season, { kind: "sunday", season, week }, sundayPrecedence)
    : seasonal(season, { kind: "weekday", of: season, week, weekday }, weekdayPrecedence);
}

/** The season of a day and the name, colour and precedence it has without any celebration of its own. */
export function seasonalDay(day: number): SeasonalDay {
  const year = yearOf(day);
  const weekday = weekdayOfDay(day);
  const easter = easterDay(year);
  const advent = adventStart(year);
  const christmas = dayNumber(year, 12, 25);
  const ashWednesday = easter - 46;
  const firstSundayOfLent = easter - 42;
  const weekOf = (start: number) => Math.floor((day - start) / 7) + 1;

  if (day >= christmas || day <= baptismDay(year)) {
    const octaveStart = day >= christmas ? christmas : dayNumber(year - 1, 12, 25);
    // A day of the octave is named by its place in it ("Fifth Day within the Octave"), kept in `week`.
    if (day > octaveStart && day - octaveStart <= 7)
      return seasonal("christmas", { kind: "weekday", of: "christmasOctave", week: day - octaveStart + 1, weekday }, 9);
    const of = day < christmas && day > epiphanyDay(year) ? "afterEpiphany" : "christmas";
    return seasonal("christmas", { kind: "weekday", of, week: 0, weekday }, weekday === 0 ? 6 : 13);
  }
  if (day >= advent) return sundayOrWeekday("advent", day, weekOf(advent), 2, day >= dayNumber(year, 12, 17) ? 9 : 13);
  if (day >= easter - 3 && day < easter)
    return seasonal("triduum", { kind: "weekday", of: "holyWeek", week: 6, weekday }, 1);
  if (day >= ashWednesday && day < easter) {
    if (day < firstSundayOfLent)
      return seasonal("lent", { kind: "weekday", of: "afterAshWednesday", week: 0, weekday }, 9);
    const week = weekOf(firstSundayOfLent);
    if (week === 6) return seasonal("lent", { kind: "weekday", of: "holyWeek", week, weekday }, 2);
    return sundayOrWeekday("lent", day, week, 2, 9);
  }
  if (day >= easter && day <= easter + 49) {
    const week = weekOf(easter);
    if (week === 1) return seasonal("easter", { kind: "weekday", of: "easterOctave", week, weekday }, 2);
    return sundayOrWeekday("easter", day, week, 2, 13);
  }
  // Ordinary Time counts from the Baptism of the Lord before Lent, and backwards from Christ the King (week 34) after Pentecost.
  const week =
    day < ashWednesday
      ? weekOf(sundayOnOrBefore(baptismDay(year)))
      : 34 - Math.floor((advent - 7 - sundayOnOrBefore(day)) / 7);
  return sundayOrWeekday("ordinary", day, week, 6, 13);
}
