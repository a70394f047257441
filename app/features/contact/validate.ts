import * as z from "zod/mini";
import type { TranslationKey } from "#app/i18n/dictionary";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { type ContactField, contactFields, contactLimits, type ContactMessage, type ContactValues, type FieldErrors, limitText, singleLine } from "./schema";

/*
 * The one contact schema, used by the server's action and by the form in the browser. It sits in its own
 * module so the browser downloads it only when a visitor first uses the form, not with the page.
 */

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
