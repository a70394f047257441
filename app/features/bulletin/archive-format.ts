import { locales } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";

/** Only the bulletin pages need these, so they stay out of the code every page loads. */
const monthFormat = new Intl.DateTimeFormat(locales.en, { month: "long", year: "numeric", timeZone: "UTC" });

/** The month of a "YYYY-MM-DD" date: "November 2026" or "Tháng 11 năm 2026". */
export function formatMonth(key: string, lang: Language): string {
  const [year = 0, month = 1] = key.split("-").map(Number);
  return lang === "vi" ? `Tháng ${month} năm ${year}` : monthFormat.format(Date.UTC(year, month - 1, 15));
}

/** Built once per language and precision: building a formatter costs far more than using it, once per bulletin listed. */
const sizeFormats = new Map<string, Intl.NumberFormat>();

/** A file's size as a visitor reads it before downloading: "412 KB", "2.4 MB" ("2,4 MB" in Vietnamese). */
export function formatFileSize(bytes: number, lang: Language): string {
  const number = (value: number, digits: number) => {
    const key = `${lang} ${digits}`;
    let format = sizeFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locales[lang], { maximumFractionDigits: digits });
      sizeFormats.set(key, format);
    }
    return format.format(value);
  };
  if (bytes < 1_000_000) return `${number(Math.max(1, Math.round(bytes / 1000)), 0)} KB`;
  return `${number(bytes / 1_000_000, 1)} MB`;
}
