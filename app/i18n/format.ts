import { parish } from "#app/config/parish";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";
import type { Language } from "./language";

export const locales: Record<Language, string> = { en: "en-US", vi: "vi-VN" };

/** Vietnamese Catholics say "Chúa Nhật", never "Chủ Nhật" as Intl prints it (glossary). */
function catholicVietnamese(text: string): string {
  return text.replace(/Chủ Nhật/gi, "Chúa Nhật");
}

/** Building a formatter costs far more than using one, and a page formats many dates with the same few options. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales[lang], { timeZone: parish.timeZone, ...options });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(date: Date, lang: Language, options: Intl.DateTimeFormatOptions = { dateStyle: "full" }): string {
  const text = formatterFor(lang, options).format(date);
  return lang === "vi" ? catholicVietnamese(text) : text;
}

/** Today's calendar date in the parish's time zone, as YYYY-MM-DD. */
const dateKeyFormat = builtOnFirstUse(
  () => new Intl.DateTimeFormat("en-CA", { timeZone: parish.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
);

export function parishDateKey(date: Date = new Date()): string {
  return dateKeyFormat().format(date);
}
