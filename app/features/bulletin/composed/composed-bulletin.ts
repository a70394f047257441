import type { PaperSize, RichTextBlock } from "#app/features/content/types";
import type { Language } from "#app/i18n/language";
import { bulletinIssuePath } from "#app/site/site-map";

/** Vietnamese first, English beside it or after it, as Vietnamese parishes print their bulletins. */
export const PRINT_ORDER = ["vi", "en"] as const satisfies readonly Language[];

/** Where a Sunday's composed bulletin is printed as a PDF, beside its page. */
export const composedPdfPath = (sunday: string) => `${bulletinIssuePath(sunday)}/print.pdf`;

/** A text in the language it is written in: the office may have written a notice in one language only. */
export interface Written<T> {
  value: T;
  lang: Language;
}

/** A drawn QR code: a square of `size` modules, its dark ones as one SVG path. */
export interface QrCode {
  size: number;
  path: string;
}

export interface Contact {
  role: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** One day of the week's Masses, as the schedule in force that day holds it, holy-day changes on top. */
export interface BulletinDay {
  date: string;
  /** "Chúa Nhật 29/11" · "Sunday, Nov 29". */
  dayText: string;
  /** A holy day's or a schedule change's name; null on an ordinary day. */
  name: string | null;
  masses: { time: string; details: string }[];
  /** Adoration and the other devotions of that day. */
  devotions: { name: string; time: string }[];
  /** Confession's fixed times that day. */
  confession: string[];
}

export interface IntentionMass {
  title: string;
  /** The language the intentions are read in; none for a Mass in both. */
  lang: Language | null;
  intentions: string[];
}

export interface BulletinNotice {
  key: string;
  title: Written<string> | null;
  body: Written<RichTextBlock[]> | null;
}

export interface BulletinEvent {
  key: string;
  when: string;
  title: string;
  location: string;
}

/** Everything one language's half of the bulletin prints, every text already written in that language. */
export interface BulletinEdition {
  lang: Language;
  masthead: { kicker: string; parishName: string; churchType: string; dateText: string };
  liturgy: {
    heading: string;
    celebration: string;
    /** Tết's Mass beside the Roman day, or the Roman day beside Tết's. */
    alongside: string | null;
    rank: string | null;
    colour: { label: string; name: string };
    lunar: { label: string; text: string } | null;
    readings: { label: string; passages: { title: string; reference: string }[] } | null;
  };
  contact: { heading: string; address: string; phone: string; email: string; website: string; people: Contact[] };
  giving: { heading: string; body: string; url: string } | null;
  week: { heading: string; days: BulletinDay[]; noMass: string; confession: { heading: string; lines: string[] } };
  intentions: { heading: string; days: { dayText: string; masses: IntentionMass[] }[]; empty: string | null };
  letter: { heading: string; body: Written<RichTextBlock[]> } | null;
  notices: { heading: string; items: BulletinNotice[]; empty: string | null };
  events: { heading: string; items: BulletinEvent[]; empty: string | null };
  closing: {
    officeHours: { heading: string; lines: string[] };
    sacraments: { heading: string; body: Written<RichTextBlock[]> } | null;
    updates: { heading: string; body: string; url: string };
  };
}

/** One Sunday's bulletin, composed from what the site already holds, in both languages. */
export interface ComposedBulletin {
  /** YYYY-MM-DD: the Sunday. */
  date: string;
  paper: PaperSize;
  /** The giving page as a QR code, when the parish has one. */
  givingQr: QrCode | null;
  editions: Record<Language, BulletinEdition>;
}
