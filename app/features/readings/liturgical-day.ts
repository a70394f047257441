/** Types shared by the server module that computes the day and the components that name it. */
export type Season = "advent" | "christmas" | "lent" | "triduum" | "easter" | "ordinary";
export type Colour = "green" | "violet" | "rose" | "white" | "red";
export type SundaySeason = "advent" | "lent" | "easter" | "ordinary" | "christmas";
export type WeekdayKind = SundaySeason | "afterAshWednesday" | "holyWeek" | "easterOctave" | "christmasOctave";
export type CelebrationKey =
  | "christmas" | "holyFamily" | "maryMotherOfGod" | "epiphany" | "baptism" | "presentation" | "ashWednesday" | "joseph"
  | "annunciation" | "palmSunday" | "holyThursday" | "goodFriday" | "holySaturday" | "easter" | "divineMercy" | "ascension"
  | "pentecost" | "trinity" | "corpusChristi" | "sacredHeart" | "johnBaptist" | "peterPaul" | "transfiguration" | "assumption"
  | "holyCross" | "allSaints" | "allSouls" | "vietnameseMartyrs" | "christTheKing" | "immaculateConception" | "guadalupe";

export type DayName =
  | { kind: "celebration"; key: CelebrationKey }
  | { kind: "sunday"; season: SundaySeason; week: number }
  | { kind: "weekday"; of: WeekdayKind; week: number; weekday: number };

export interface LiturgicalDay {
  date: string;
  season: Season;
  colour: Colour;
  name: DayName;
}
