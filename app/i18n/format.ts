import { PARISH_TIME_ZONE } from "#app/config/time-zone";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";
import { keptForTheMinute } from "#app/lib/kept-for-the-minute";
import type { Language } from "./language";

export const locales: Record<Language, string> = { en: "en-US", vi: "vi-VN" };

/** Weekday names as a Vietnamese parish writes them, Sunday first: "Chúa Nhật", never "Chủ Nhật". */
const vietnameseWeekdays = ["Chúa Nhật", "Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy"] as const;

/** Building a formatter costs far more than using one, and a page formats many dates with the same few options. */
const numericDateParts = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: PARISH_TIME_ZONE,
      weekday: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    }),
);
const englishDates: Record<DateStyle, () => Intl.DateTimeFormat> = {
  full: builtOnFirstUse(() => new Intl.DateTimeFormat(locales.en, { timeZone: PARISH_TIME_ZONE, dateStyle: "full" })),
  long: builtOnFirstUse(() => new Intl.DateTimeFormat(locales.en, { timeZone: PARISH_TIME_ZONE, dateStyle: "long" })),
};

/**
 * "Chúa Nhật, ngày 20 tháng 4 năm 2025" ("long" leaves out the weekday), built from the date's numbers: what ICU
 * prints for vi-VN ("20 tháng 4, 2025") is not how parishes write, and differs between ICU versions, so the server
 * and the browser could disagree.
 */
function vietnameseDate(date: Date, style: DateStyle): string {
  const parts = numericDateParts().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  const weekday = vietnameseWeekdays[["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday"))];
  const day = `ngày ${part("day")} tháng ${part("month")} năm ${part("year")}`;
  return style === "full" && weekday ? `${weekday}, ${day}` : day;
}

export type DateStyle = "full" | "long";

/** A date in the parish's time zone: "Sunday, April 20, 2025" or "Chúa Nhật, ngày 20 tháng 4 năm 2025". */
export function formatDate(date: Date, lang: Language, style: DateStyle = "full"): string {
  return lang === "vi" ? vietnameseDate(date, style) : englishDates[style]().format(date);
}

/** Today's calendar date in the parish's time zone, as YYYY-MM-DD. */
const dateKeyFormat = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", { timeZone: PARISH_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }),
);

const dateKeyOfMinute = keptForTheMinute((date) => dateKeyFormat().format(date));

export function parishDateKey(date: Date = new Date()): string {
  return dateKeyOfMinute(date);
}

/** A calendar date "YYYY-MM-DD" as a Date at noon in the parish's time zone, whatever the server's own zone. */
export function dateOfKey(key: string): Date {
  return new Date(`${key}T12:00:00Z`);
}
