import * as z from "zod/mini";
import type { TranslationKey } from "#app/i18n/dictionary";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";

/** Sane server caps, told to the visitor beside each field. */
export const contactLimits = { name: 200, email: 254, phone: 40, subject: 200, message: 5000 } as const;

export const contactFields = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** A field people never see; bots that fill every input fill it too. */
export const HONEYPOT_FIELD = "website";

const errorCodes = [
  "nameRequired",
  "nameTooLong",
  "emailRequired",
  "emailInvalid",
  "phoneInvalid",
  "subjectTooLong",
  "messageRequired",
  "messageTooLong",
  "invalid",
] as const;
type ErrorCode = (typeof errorCodes)[number];

function isErrorCode(value: string): value is ErrorCode {
  return (errorCodes as readonly string[]).includes(value);
}

/** CR, LF and other control characters never belong in a one-line field: they are how header injection starts. */
export function singleLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").replace(/ {2,}/g, " ").trim();
}

/** Keeps line breaks (as LF) and tabs in the message, drops every other control character. */
function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/(?![\n\t])\p{Cc}/gu, "")
    .trim();
}

/** A string cleaned before it is checked. */
const cleaned = (clean: (value: string) => string) => z.pipe(z.string(), z.transform(clean));
const optional = (value: string) => (value === "" ? undefined : value);

// zod/mini: the same checks as zod, in a fraction of the bytes the browser downloads for the form.
export const contactSchema = z.object({
  name: z.pipe(cleaned(singleLine), z.string().check(z.minLength(1, "nameRequired"), z.maxLength(contactLimits.name, "nameTooLong"))),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "emailRequired"), z.maxLength(contactLimits.email, "emailInvalid")),
    z.email("emailInvalid"),
  ),
  phone: z.pipe(
    z.pipe(cleaned(singleLine), z.string().check(z.maxLength(contactLimits.phone, "phoneInvalid"), z.regex(/^[\d\s+().\-x]*$/i, "phoneInvalid"))),
    z.transform(optional),
  ),
  subject: z.pipe(z.pipe(cleaned(singleLine), z.string().check(z.maxLength(contactLimits.subject, "subjectTooLong"))), z.transform(optional)),
  message: z.pipe(cleaned(multiLine), z.string().check(z.minLength(1, "messageRequired"), z.maxLength(contactLimits.message, "messageTooLong"))),
});

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
  | { status: "error"; reason: "rate-limited" | "too-large" | "malformed" | "failed"; message: string; values: ContactValues | null };

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

const numberFormats: Record<Language, Intl.NumberFormat> = { en: new Intl.NumberFormat("en-US"), vi: new Intl.NumberFormat("vi-VN") };

export function limitText(lang: Language, field: ContactField): string {
  return numberFormats[lang].format(contactLimits[field]);
}

function errorKey(code: ErrorCode): TranslationKey {
  return `contact.errors.${code}`;
}

/** Validates with the one schema the browser and the server share; errors come back in the visitor's language. */
export function validateContact(values: ContactValues, lang: Language): { ok: true; message: ContactMessage } | { ok: false; errors: FieldErrors } {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || !(contactFields as readonly string[]).includes(field)) continue;
    const name = field as ContactField;
    errors[name] ??= translate(lang, errorKey(isErrorCode(issue.message) ? issue.message : "invalid"), { max: limitText(lang, name) });
  }
  return { ok: false, errors };
}

/** A `?subject=` from a Register or Submit Photos link, made safe for the subject field. */
export function prefillSubject(value: string | null): string {
  return value ? singleLine(value).slice(0, contactLimits.subject) : "";
}
