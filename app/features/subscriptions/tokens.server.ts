import { createHmac, timingSafeEqual } from "node:crypto";

/** What a signed link lets its holder do, for one subscriber. */
export const purposes = ["confirm", "manage", "unsubscribe"] as const;
export type Purpose = (typeof purposes)[number];

export interface LinkClaim {
  purpose: Purpose;
  subscriberId: number;
  /** Epoch seconds after which the link no longer works. */
  expiresAt: number;
}

export type LinkCheck = { ok: true; claim: LinkClaim } | { ok: false; reason: "malformed" | "expired" | "invalid" };

function mac(secret: string, claim: LinkClaim, subscriberKey: string): Buffer {
  return createHmac("sha256", secret)
    .update(`${claim.purpose}.${claim.subscriberId}.${claim.expiresAt}.${subscriberKey}`)
    .digest();
}

/**
 * A link token: `purpose.id.expiry.signature`. The signature also covers the subscriber's own key, kept only in the
 * store, so deleting the subscriber ends every link made before.
 */
export function signLink(secret: string, claim: LinkClaim, subscriberKey: string): string {
  return `${claim.purpose}.${claim.subscriberId}.${claim.expiresAt}.${mac(secret, claim, subscriberKey).toString("base64url")}`;
}

/** The claim a token makes, before its signature is checked (the subscriber's key is needed for that). */
export function readLink(token: string): { claim: LinkClaim; signature: string } | null {
  const match = /^(confirm|manage|unsubscribe)\.(\d{1,15})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, purpose, id, expiry, signature] = match as unknown as [string, Purpose, string, string, string];
  return { claim: { purpose, subscriberId: Number(id), expiresAt: Number(expiry) }, signature };
}

/** Checks a token for one purpose against the subscriber's key; `subscriberKey` is null when no such subscriber is kept. */
export function checkLink(
  secret: string,
  token: string,
  purpose: Purpose,
  subscriberKey: string | null,
  now = Date.now(),
): LinkCheck {
  const read = readLink(token);
  if (!read || read.claim.purpose !== purpose) return { ok: false, reason: "malformed" };
  if (subscriberKey === null) return { ok: false, reason: "invalid" };
  const expected = mac(secret, read.claim, subscriberKey);
  const given = Buffer.from(read.signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (read.claim.expiresAt * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, claim: read.claim };
}
