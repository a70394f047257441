import type { Colour, Names, Rank } from "./liturgical-day";

export type CelebrationRank = Extract<Rank, "solemnity" | "feastOfTheLord" | "feast" | "memorial" | "optionalMemorial">;

/** The General Roman Calendar, the proper calendar of the United States, or the parish's own. */
export type CalendarOf = "general" | "unitedStates" | "parish";

/**
 * A rule of a celebration's own: `mondayIfSunday` moves it off a Sunday (the Day of Prayer of January 22),
 * `laterOnly` sends an impeded solemnity forwards only (the Annunciation after Holy Week and the Easter octave),
 * `evenOnMemorials` lists a national Mass beside an obligatory memorial (Independence Day, Thanksgiving).
 */
export type OwnRule = "mondayIfSunday" | "laterOnly" | "evenOnMemorials";

/** A celebration on a fixed date of the civil calendar. */
export interface FixedCelebration {
  month: number;
  day: number;
  key: string;
  names: Names;
  rank: CelebrationRank;
  colour: Colour;
  calendar: CalendarOf;
  rule?: OwnRule;
}

/** A celebration placed on a day of a year, with its place in the Table of Liturgical Days (1 the highest, 13 the lowest). */
export interface Placed {
  key: string;
  names: Names;
  rank: Rank;
  colour: Colour;
  precedence: number;
  rule?: OwnRule;
}
