import type { LunarDay } from "#app/features/lunar/lunar";

/** The liturgical day as the API, the readings page and the home block see it; shared by server and browser. */
export type Season = "advent" | "christmas" | "lent" | "triduum" | "easter" | "ordinary";
export type Colour = "green" | "violet" | "rose" | "white" | "red";
export type Rank =
  "triduum" | "solemnity" | "sunday" | "feastOfTheLord" | "feast" | "memorial" | "optionalMemorial" | "weekday";

export interface Names {
  en: string;
  vi: string;
}

/**
 * One of Tết's first three days, beside the Roman day: where it `prevails` its Mass is said instead of the day's; on
 * Ash Wednesday and the Sundays of Lent the day's Mass is said.
 */
export interface TetDay {
  day: 1 | 2 | 3;
  names: Names;
  prevails: boolean;
  /** The Tết Masses are said in white, as the Vietnamese bishops' liturgical calendar prints them. */
  colour: "white";
}

export interface LiturgicalDay {
  date: string;
  celebration: Names;
  rank: Rank;
  season: Season;
  colour: Colour;
  /** Optional memorials of the day, and memorials kept only as commemorations (Lent, December 17–24, the Christmas octave). */
  optionalMemorials: Names[];
  /** The date in the Vietnamese lunar calendar; null after 2100. */
  lunar: LunarDay | null;
  tet: TetDay | null;
}

/** What a card names the day by, its rank and the colour of its Mass: Tết's where its Mass is said, else the Roman day's. */
export function celebrated(day: LiturgicalDay): { names: Names; rank: Rank | null; colour: Colour } {
  return day.tet?.prevails
    ? { names: day.tet.names, rank: null, colour: day.tet.colour }
    : { names: day.celebration, rank: day.rank, colour: day.colour };
}
