import { parish } from "#app/config/parish";
import type { Language } from "./language";

export const locales: Record<Language, string> = { en: "en-US", vi: "vi-VN" };

/** Vietnamese Catholics say "Chúa Nhật", never "Chủ Nhật" as Intl prints it (glossary). */
function catholicVietnamese(text: string): string {
  return text.replace(/Chủ Nhật/gi, "Chúa Nhật");
}

export function formatDate(date: Date, lang: Language, options: Intl.DateTimeFormatOptions = { dateStyle: "full" }): string {
  const text = new Intl.DateTimeFormat(locales[lang], { timeZone: parish.timeZone, ...options }).format(date);
  return lang === "vi" ? catholicVietnamese(text) : text;
}

/** Today's calendar date in the parish's time zone, as YYYY-MM-DD. */
export function parishDateKey(date: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: parish.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}
