import type { OfficeHours, ParishIdentity, Phone } from "#app/features/parish/identity";
import { formatClockRange } from "#app/i18n/clock";
import { locales } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { useLanguage } from "#app/i18n/use-language";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";
import { type Weekday, weekdayKey } from "#app/i18n/weekdays";
import { pickLanguage } from "./localized";
import { useSiteContent } from "./site-content";
import type { SiteSettings } from "./types";

export interface OfficeContact {
  phone: Phone;
  email: string;
  /** The office's hours: its own words when it wrote them, else built from the days and hours it set. */
  officeHours: string;
  /** The parish's online giving page; no "Give" link shows without one. */
  givingUrl: string | null;
}

/** Monday first, as an office's week is read: "Monday – Sunday", never "Sunday – Saturday". */
const officeOrder = (day: Weekday) => (day === 0 ? 7 : day);

const listFormats = {
  en: builtOnFirstUse(() => new Intl.ListFormat(locales.en, { type: "conjunction" })),
  vi: builtOnFirstUse(() => new Intl.ListFormat(locales.vi, { type: "conjunction" })),
};

/** Days in runs: three or more days in a row are "Monday – Friday", the others are named one by one. */
function daysText(days: readonly Weekday[], lang: Language): string {
  const sorted = [...new Set(days)].sort((a, b) => officeOrder(a) - officeOrder(b));
  const runs: Weekday[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last !== undefined && officeOrder(day) === officeOrder(last) + 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: Weekday) => translate(lang, weekdayKey(day));
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${name(run[0] ?? 1)} – ${name(run.at(-1) ?? 1)}`] : run.map(name),
  );
  return listFormats[lang]().format(parts);
}

function hoursText({ opens, closes, breakStart, breakEnd }: OfficeHours, lang: Language): string {
  if (!breakStart || !breakEnd) return formatClockRange(opens, closes, lang);
  return translate(lang, "chrome.footer.officeHoursBreak", {
    before: formatClockRange(opens, breakStart, lang),
    after: formatClockRange(breakEnd, closes, lang),
  });
}

/**
 * Every page shows the hours two or three times (header, footer, contact), all from the same held settings: the
 * text is built once per language for as long as the office's hours stay the same.
 */
const hoursTexts = new WeakMap<readonly OfficeHours[], Partial<Record<Language, string>>>();

/**
 * "Monday – Friday, 9:00 AM – 12:00 PM and 1:00 – 5:00 PM" then "Saturday and Sunday: closed", one line each, in the
 * visitor's language; empty when the office set no hours.
 */
export function officeHoursText(hours: readonly OfficeHours[], lang: Language): string {
  const known = hoursTexts.get(hours);
  const kept = known?.[lang];
  if (kept !== undefined) return kept;
  const text = buildOfficeHoursText(hours, lang);
  hoursTexts.set(hours, { ...known, [lang]: text });
  return text;
}

function buildOfficeHoursText(hours: readonly OfficeHours[], lang: Language): string {
  if (hours.length === 0) return "";
  const open = new Set(hours.flatMap((entry) => entry.days));
  const closed = ([0, 1, 2, 3, 4, 5, 6] as const).filter((day) => !open.has(day));
  return [
    ...hours.map((entry) =>
      translate(lang, "chrome.footer.officeHoursValue", {
        days: daysText(entry.days, lang),
        hours: hoursText(entry, lang),
      }),
    ),
    ...(closed.length > 0
      ? [translate(lang, "chrome.footer.officeHoursClosed", { days: daysText(closed, lang) })]
      : []),
  ].join("\n");
}

/** How to reach the office: the parish's identity, with the hours in the office's own words when it wrote them. */
export function officeContact(parish: ParishIdentity, settings: SiteSettings | null, lang: Language): OfficeContact {
  const written = settings ? pickLanguage(settings.officeHours, lang, (text) => text.trim() === "") : undefined;
  return {
    phone: parish.phone,
    email: parish.email,
    officeHours: written ?? officeHoursText(parish.officeHours, lang),
    givingUrl: settings?.givingUrl ?? null,
  };
}

export function useOfficeContact(): OfficeContact {
  const { parish, settings } = useSiteContent();
  return officeContact(parish, settings, useLanguage());
}
