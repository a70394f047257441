/** What a subscriber can ask to receive. */
export const topics = ["bulletin", "schedule", "notices", "weekly"] as const;
export type Topic = (typeof topics)[number];

/** The language of the emails: one of the site's, or both in each email. */
export const mailLanguages = ["en", "vi", "both"] as const;
export type MailLanguage = (typeof mailLanguages)[number];

export const isTopic = (value: string): value is Topic => (topics as readonly string[]).includes(value);
export const isMailLanguage = (value: string): value is MailLanguage =>
  (mailLanguages as readonly string[]).includes(value);

/** The site's languages an email is written in, Vietnamese first when both. */
export function languagesOf(choice: MailLanguage): ("vi" | "en")[] {
  return choice === "both" ? ["vi", "en"] : [choice];
}

/** Unconfirmed addresses are forgotten after this long, and their confirmation links stop working. */
export const PENDING_DAYS = 7;
