import type { Localized } from "#app/features/content/types";
import type { ClockTime } from "#app/i18n/clock";
import type { Weekday } from "#app/i18n/weekdays";

/** A number as people read it and as a `tel:` link dials it. */
export interface Phone {
  display: string;
  tel: string;
}

/** The office's hours on some days, with an optional break; days not listed are closed. */
export interface OfficeHours {
  days: readonly Weekday[];
  opens: ClockTime;
  closes: ClockTime;
  breakStart: ClockTime | null;
  breakEnd: ClockTime | null;
}

export interface SocialLink {
  label: string;
  url: string;
}

/** Who the parish is, as the office sets it in the Studio's settings: everything the pages say of this parish. */
export interface ParishIdentity {
  name: Localized<string>;
  /** "Vietnamese Catholic Church" · "Cộng Đoàn Công Giáo Việt Nam". */
  churchType: Localized<string>;
  /** The town as the header says it: "Houston, Texas". */
  location: Localized<string>;
  address: { street: string; city: string; state: string; postalCode: string; country: string };
  phone: Phone;
  email: string;
  officeHours: readonly OfficeHours[];
  social: readonly SocialLink[];
  /** Google Calendar ids, one per language; the environment's take precedence. */
  calendars: Localized<string>;
  /** YouTube playlists of the online Mass, one per language; the environment's take precedence. */
  playlists: Localized<string>;
  englishOnlineMassUrl: string | null;
  fallbackVideoId: string | null;
  abuseReporting: { url: string; hotline: Phone } | null;
  properCalendar: {
    patronalFeast: { name: Localized<string>; month: number; day: number } | null;
    vietnameseMartyrsAsSolemnity: boolean;
    /** The Ascension on its Thursday, as the provinces that have not moved it to the next Sunday keep it. */
    ascensionOnThursday: boolean;
  };
  foundedYear: number | null;
  jubileeYear: number | null;
}

/** A number as the office typed it, as a `tel:` link dials it: digits, with a leading + kept (a US number gains +1). */
export function telOf(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  return digits.startsWith("+") ? digits : `+1${digits.replace(/^1(?=\d{10}$)/, "")}`;
}

export function phoneOf(display: string): Phone {
  return { display, tel: telOf(display) };
}

/** "123 Main Street, Houston, TX 77002". */
export function fullAddress(parish: Pick<ParishIdentity, "address">): string {
  const { street, city, state, postalCode } = parish.address;
  return `${street}, ${city}, ${state} ${postalCode}`;
}

/**
 * What the pages say before any settings have ever been read: a name that is plainly not a parish's own, so a site
 * whose dataset lacks its settings still has a header and says nothing false.
 */
export const PLACEHOLDER_PARISH: ParishIdentity = {
  name: { en: "Catholic Parish", vi: "Giáo Xứ Công Giáo" },
  churchType: {},
  location: {},
  address: { street: "", city: "", state: "", postalCode: "", country: "" },
  phone: { display: "", tel: "" },
  email: "",
  officeHours: [],
  social: [],
  calendars: {},
  playlists: {},
  englishOnlineMassUrl: null,
  fallbackVideoId: null,
  abuseReporting: null,
  properCalendar: { patronalFeast: null, vietnameseMartyrsAsSolemnity: false, ascensionOnThursday: false },
  foundedYear: null,
  jubileeYear: null,
};
