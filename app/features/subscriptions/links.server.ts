import { featurePages } from "#app/site/site-map";
import type { LetterLinks } from "./emails.server";
import type { Subscriber } from "./store.server";
import { type Purpose, signLink } from "./tokens.server";
import { PENDING_DAYS } from "./topics";

const DAY_S = 86_400;
/** A manage or unsubscribe link works this long: well past the next emails, which bring new ones. */
const STANDING_LINK_DAYS = 400;

/** The page a signed link opens, in the subscriber's language (Vietnamese when both). */
export function linkUrl(
  siteUrl: string,
  secret: string,
  subscriber: Subscriber,
  purpose: Purpose,
  now = Date.now(),
): string {
  const days = purpose === "confirm" ? PENDING_DAYS : STANDING_LINK_DAYS;
  const token = signLink(
    secret,
    { purpose, subscriberId: subscriber.id, expiresAt: Math.floor(now / 1000) + days * DAY_S },
    subscriber.key,
  );
  const lang = subscriber.language === "en" ? "en" : "vi";
  return `${siteUrl}${featurePages.emailUpdates}/${purpose}?t=${token}&lang=${lang}`;
}

export function letterLinks(siteUrl: string, secret: string, subscriber: Subscriber, now = Date.now()): LetterLinks {
  return {
    site: siteUrl,
    manage: linkUrl(siteUrl, secret, subscriber, "manage", now),
    unsubscribe: linkUrl(siteUrl, secret, subscriber, "unsubscribe", now),
    confirm: subscriber.confirmedAt ? undefined : linkUrl(siteUrl, secret, subscriber, "confirm", now),
  };
}
