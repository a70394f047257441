import type { Language } from "#app/i18n/language";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";

/** Sane server caps, told to the visitor beside each field. */
export const contactLimits = { name: 200, email: 254, phone: 40, subject: 200, message: 5000 } as const;

export const contactFields = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** A field people never see; bots that fill every input fill it too. */
export const HONEYPOT_FIELD = "website";

/** CR, LF and other control characters never belong in a one-line field: they are how header injection starts. */
export function singleLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").replace(/ {2,}/g, " ").trim();
}

/** A valid message, as the store keeps it and the sender forwards it. */
export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
}
export type FieldErrors = Partial<Record<ContactField, string>>;

/** What the action answers; the form shows it (fetcher data with JavaScript, action data without). */
export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors; values: ContactValues }
  | { status: "error"; reason: "rate-limited" | "too-large" | "malformed" | "failed"; message: string; values: ContactValues | null }
  /** The browser's own answer when no answer of the server's came back (send.ts); the form words it. */
  | { status: "error"; reason: "unreachable" | "failed"; message?: undefined; values?: undefined };

export function emptyValues(): ContactValues {
  return { name: "", email: "", phone: "", subject: "", message: "" };
}

/** Reads the fields from submitted form data; a missing field counts as empty. */
export function valuesFrom(source: { get(name: string): unknown }): ContactValues {
  const values = emptyValues();
  for (const field of contactFields) {
    const value = source.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

const numberFormats: Record<Language, () => Intl.NumberFormat> = {
  en: builtOnFirstUse(() => new Intl.NumberFormat("en-US")),
  vi: builtOnFirstUse(() => new Intl.NumberFormat("vi-VN")),
};

export function limitText(lang: Language, field: ContactField): string {
  return numberFormats[lang]().format(contactLimits[field]);
}

/** A `?subject=` from a Register or Submit Photos link, made safe for the subject field. */
export function prefillSubject(value: string | null): string {
  return value ? singleLine(value).slice(0, contactLimits.subject) : "";
}
