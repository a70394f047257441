/** The liturgical day as the API, the readings page and the home block see it; shared by server and browser. */
export type Season = "advent" | "christmas" | "lent" | "triduum" | "easter" | "ordinary";
export type Colour = "green" | "violet" | "rose" | "white" | "red";
export type Rank = "triduum" | "solemnity" | "sunday" | "feastOfTheLord" | "feast" | "memorial" | "optionalMemorial" | "weekday";

export interface Names {
  en: string;
  vi: string;
}

export interface LiturgicalDay {
  date: string;
  celebration: Names;
  rank: Rank;
  season: Season;
  colour: Colour;
  /** Optional memorials of the day, and memorials kept only as commemorations (Lent, December 17–24, the Christmas octave). */
  optionalMemorials: Names[];
}
