import { contentService } from "#app/features/content/content-service.server";
import { parishName } from "#app/features/content/parish-name";
import type { ParishIdentity } from "#app/features/parish/identity";
import { smtpPool } from "#app/lib/smtp.server";
import type { ItemContent } from "./content";
import type { LetterKind } from "./emails.server";
import { letterLinks } from "./links.server";
import { languagesOf } from "./topics";
import type { OutboxEmail } from "./store.server";

export interface MailerSettings {
  smtpUrl: string;
  from: string;
  siteUrl: string;
  secret: string;
  timeoutMs?: number;
  /** Who sends the updates, as the settings say when each is sent. */
  parish?: () => Promise<ParishIdentity>;
}

export interface SubscriberMailer {
  send(email: OutboxEmail): Promise<void>;
  close(): void;
}

function letterOf(email: OutboxEmail): LetterKind {
  if (email.kind !== "item") return { kind: email.kind };
  return { kind: "item", content: email.mailing?.content as ItemContent };
}

/**
 * Who sends the emails, as the office entered it. Until the settings can be read the email waits in the outbox and is
 * tried again: an email must carry the parish's real name and postal address, never the placeholder a page shows.
 */
async function parishOfSettings(): Promise<ParishIdentity> {
  const settings = await contentService().settings();
  if (!settings) throw new Error("the parish's settings cannot be read yet");
  return settings.parish;
}

/**
 * The message as the mail server receives it: HTML with a plain-text part, one-click unsubscribe in the headers
 * (RFC 8058), sent in the parish's name in the subscriber's language, and a Message-ID fixed by the outbox row, so a
 * copy sent again after a crash is the same message.
 */
export async function composeMessage(
  email: OutboxEmail,
  { from, siteUrl, secret, parish: identity = parishOfSettings }: Omit<MailerSettings, "smtpUrl">,
  now = Date.now(),
) {
  const links = letterLinks(siteUrl, secret, email.subscriber, now);
  const parish = await identity();
  // React Email loads with the first letter, not with every start of the server.
  const { renderLetter } = await import("./emails.server");
  const letter = await renderLetter(letterOf(email), email.subscriber.language, links, parish);
  return {
    from: {
      name: [...new Set(languagesOf(email.subscriber.language).map((lang) => parishName(parish, lang)))].join(" · "),
      address: from,
    },
    to: email.subscriber.email,
    subject: letter.subject,
    html: letter.html,
    text: letter.text,
    messageId: `<update-${email.uid}@${new URL(siteUrl).hostname}>`,
    headers: { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    envelope: { from, to: email.subscriber.email },
  };
}

export function createSubscriberMailer(settings: MailerSettings): SubscriberMailer {
  // Thousands of emails in a row go through one connection, not one each.
  const transport = smtpPool(settings.smtpUrl, settings.timeoutMs);
  return {
    send: async (email) => {
      await transport.sendMail(await composeMessage(email, settings));
    },
    close: () => transport.close(),
  };
}
