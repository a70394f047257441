import { z } from "zod";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { isMailLanguage, isTopic, type MailLanguage, type Topic } from "./topics";

export type ChoiceField = "email" | "language" | "topics";

/** What the visitor sent, as they sent it, to fill the form again. */
export interface SubscriptionValues {
  email: string;
  language: string;
  topics: string[];
}

export type SubscriptionErrors = Partial<Record<ChoiceField, string>>;

export type SubscribeResult =
  | { status: "sent" }
  | { status: "invalid"; errors: SubscriptionErrors; values: SubscriptionValues }
  | { status: "error"; message: string; values: SubscriptionValues | null };

/** The longest address mail servers carry (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;

const emailSchema = z.email();

/** An address on one line, of a length mail can carry, in the usual form; nothing that could add a header. */
export function isValidAddress(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && !/[\p{Cc}\s]/u.test(email) && emailSchema.safeParse(email).success;
}

export type Choices = { ok: true; language: MailLanguage; topics: Topic[] } | { ok: false; errors: SubscriptionErrors };

/** The language and topics, checked: one known language, and known topics, at least one. */
export function readChoices(values: Pick<SubscriptionValues, "language" | "topics">, lang: Language): Choices {
  const errors: SubscriptionErrors = {};
  if (!isMailLanguage(values.language)) errors.language = translate(lang, "subscriptions.errors.language");
  if (!values.topics.every(isTopic)) errors.topics = translate(lang, "subscriptions.errors.topics");
  else if (values.topics.length === 0) errors.topics = translate(lang, "subscriptions.errors.noTopic");
  if (Object.keys(errors).length > 0 || !isMailLanguage(values.language)) return { ok: false, errors };
  return { ok: true, language: values.language, topics: [...new Set(values.topics.filter(isTopic))] };
}
