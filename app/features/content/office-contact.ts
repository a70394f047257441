import { parish } from "#app/config/parish";
import { formatClockRange } from "#app/i18n/clock";
import type { Language } from "#app/i18n/language";
import { useLanguage, useT } from "#app/i18n/use-language";
import { weekdayKey } from "#app/i18n/weekdays";
import { pickLanguage } from "./localized";
import { useSiteContent } from "./site-content";
import type { SiteSettings } from "./types";

export interface OfficeContact {
  phone: { display: string; tel: string };
  email: string;
  /** The office's own words for its hours, when it wrote them; else the views build them from app/config/parish.ts. */
  officeHours: string | null;
  /** The parish's online giving page; no "Give" link shows without one. */
  givingUrl: string | null;
}

/** A number as the office typed it, as a `tel:` link dials it: digits, with a leading + kept. */
function telOf(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  return digits.startsWith("+") ? digits : `+1${digits.replace(/^1(?=\d{10}$)/, "")}`;
}

/** What the office set in the Studio, each part falling back to the facts the site was built with. */
export function officeContact(settings: SiteSettings | null, lang: Language): OfficeContact {
  return {
    phone: settings?.phone ? { display: settings.phone, tel: telOf(settings.phone) } : parish.phone,
    email: settings?.email ?? parish.email,
    officeHours: (settings && pickLanguage(settings.officeHours, lang, (text) => text.trim() === "")) ?? null,
    givingUrl: settings?.givingUrl ?? null,
  };
}

export function useOfficeContact(): OfficeContact {
  return officeContact(useSiteContent().settings, useLanguage());
}

/** "Monday – Sunday, 9:30 AM – 5:00 PM" ("Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều"), or the office's own words. */
export function useOfficeHoursText(): string {
  const t = useT();
  const lang = useLanguage();
  const written = useOfficeContact().officeHours;
  if (written) return written;
  const { from, to, opens, closes } = parish.officeHours;
  return t("chrome.footer.officeHoursValue", { days: `${t(weekdayKey(from))} – ${t(weekdayKey(to))}`, hours: formatClockRange(opens, closes, lang) });
}
