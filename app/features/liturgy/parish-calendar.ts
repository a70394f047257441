import { parish } from "#app/config/parish";
import type { FixedCelebration } from "./celebration";
import { generalCalendar } from "./general-calendar";

const patronalFeast: FixedCelebration = {
  ...parish.properCalendar.patronalFeast,
  key: "ourLadyOfLaVang",
  rank: "solemnity",
  colour: "white",
  calendar: "parish",
  names: { en: "Our Lady of La Vang, Patroness of the Parish", vi: "Đức Mẹ La Vang, Bổn Mạng Giáo Xứ" },
};

/** The General and US calendars as this parish keeps them: its title added, the Vietnamese Martyrs raised if it says so. */
export const parishCalendar: readonly FixedCelebration[] = [
  ...generalCalendar.map((celebration): FixedCelebration =>
    celebration.key === "vietnameseMartyrs" && parish.properCalendar.vietnameseMartyrsAsSolemnity ? { ...celebration, rank: "solemnity", calendar: "parish" } : celebration,
  ),
  patronalFeast,
];
