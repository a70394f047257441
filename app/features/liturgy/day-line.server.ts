import { rankKey } from "./rank";
import "#app/i18n/dictionaries.server";
import { lunarText } from "#app/features/lunar/lunar.server";
import { translate } from "#app/i18n/translate";
import type { DayLine } from "./day-line";
import { liturgicalDay } from "./liturgical-day.server";
import type { ProperCalendar } from "./parish-calendar";

/** Months Vietnamese parishes name on their liturgical line: October for the Rosary, November for the holy souls. */
const DEVOTIONAL_MONTHS: Record<string, "october" | "november"> = { "10": "october", "11": "november" };

/** Today's liturgical line as plain strings, so the page carries no calendar code to the browser. */
export function dayLine(dateKey: string, proper: ProperCalendar): DayLine {
  const day = liturgicalDay(dateKey, proper);
  const month = DEVOTIONAL_MONTHS[dateKey.slice(5, 7)];
  return {
    date: dateKey,
    celebration: day.celebration,
    rank: rankKey(day.rank) ?? null,
    tet: day.tet,
    monthVi: month ? translate("vi", `readings.liturgy.months.${month}`) : null,
    lunarVi: lunarText(dateKey),
  };
}
