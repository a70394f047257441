import { data, type RouterContextProvider } from "react-router";
import { type Language, requestLanguage } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { clientAddressContext } from "#app/lib/client-address";
import { parseFormBody } from "#app/lib/form-body.server";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { readUrlEncodedText } from "#app/lib/limited-body.server";
import {
  createRateLimiter,
  createRequestLimits,
  type RateLimiter,
  type RequestLimits,
} from "#app/lib/rate-limit.server";
import { isValidAddress, readChoices, type SubscribeResult, type SubscriptionValues } from "./form";
import { mailDomain } from "./mailbox";
import { type SubscriptionService, subscriptionService } from "./service.server";
import { checkLink, type Purpose, readLink } from "./tokens.server";
import type { Subscriber } from "./store.server";

/** Far above the largest valid form; a 2,000-character address still fits and is answered with its own error. */
const MAX_BODY_BYTES = 8 * 1024;
const FIELDS = new Set(["email", "language", HONEYPOT_FIELD, "stop"]);

export interface SubscribeDeps {
  service: () => SubscriptionService;
  limits: RequestLimits;
  /** New addresses a domain may be sent a confirmation for in an hour, counted by the part after the @. */
  newPerDomain: RateLimiter;
  clientKey: string;
}

/**
 * A person subscribes once or twice; a script trying addresses is stopped after a few. The site sends fewer
 * confirmations an hour than it takes other requests, and a domain's new addresses are counted apart, so nobody can
 * fill a stranger's inbox, or one domain's, with confirmations, nor spend the parish's good name with mail servers.
 */
const SUBSCRIBE_LIMITS = { perMinute: 5, perDay: 10, siteHourly: 60 };
const NEW_ADDRESSES_PER_DOMAIN_HOURLY = 20;

let limits: RequestLimits | undefined;
let newPerDomain: RateLimiter | undefined;

export function defaultSubscribeDeps(context: Readonly<RouterContextProvider>): SubscribeDeps {
  limits ??= createRequestLimits(SUBSCRIBE_LIMITS);
  newPerDomain ??= createRateLimiter({ limit: NEW_ADDRESSES_PER_DOMAIN_HOURLY, windowMs: 3_600_000 });
  return {
    service: subscriptionService,
    limits,
    newPerDomain,
    clientKey: context.get(clientAddressContext) ?? "unknown",
  };
}

type Posted = { ok: true; fields: Map<string, string>; topics: string[] } | { ok: false; status: 400 | 413 };

/** The posted form, strictly parsed; `topics` is the one field that may come more than once (a box per topic). */
export async function readPosted(request: Request): Promise<Posted> {
  const body = await readUrlEncodedText(request, MAX_BODY_BYTES);
  if (!body.ok) return body;
  const pairs = body.text === "" ? 0 : body.text.split("&").length;
  const topics = new URLSearchParams(body.text).getAll("topics");
  const fields = parseFormBody(
    body.text
      .split("&")
      .filter((pair) => !pair.startsWith("topics="))
      .join("&"),
    { known: FIELDS, maxPairs: 20 },
  );
  if (!fields || pairs > 30) return { ok: false, status: 400 };
  return { ok: true, fields, topics };
}

const errorReply = (
  lang: Language,
  code: "malformed" | "tooLarge" | "rateLimited" | "failed",
  status: number,
  values: SubscriptionValues | null = null,
) =>
  data<SubscribeResult>(
    { status: "error", message: translate(lang, `subscriptions.errors.${code}`), values },
    { status },
  );

const typedValues = ({ fields, topics }: { fields: Map<string, string>; topics: string[] }): SubscriptionValues => ({
  email: (fields.get("email") ?? "").trim(),
  language: fields.get("language") ?? "",
  topics,
});

/** An address that cannot be mailed is not sent back into the page whole. */
const shownBack = (values: SubscriptionValues): SubscriptionValues => ({
  ...values,
  email: values.email.slice(0, 254),
});

/**
 * The subscribe form: limits, strict parsing, then one answer ("check your inbox") whether the address is new,
 * waiting or subscribed, so the page tells nobody who subscribes. At most one email a day goes to an address.
 */
export async function handleSubscribePost(request: Request, deps: SubscribeDeps) {
  const lang = requestLanguage(request);
  const limit = deps.limits.post(deps.clientKey);
  const posted = await readPosted(request);
  // Past the limit the form still shows what was typed, as it does for every other answer.
  if (!limit.allowed) return errorReply(lang, "rateLimited", 429, posted.ok ? shownBack(typedValues(posted)) : null);
  if (!posted.ok) return errorReply(lang, posted.status === 413 ? "tooLarge" : "malformed", posted.status);
  if (posted.fields.get(HONEYPOT_FIELD)) return data<SubscribeResult>({ status: "sent" });
  const values = typedValues(posted);
  const choices = readChoices(values, lang);
  const errors = choices.ok ? {} : choices.errors;
  if (!isValidAddress(values.email)) errors.email = translate(lang, "subscriptions.errors.email");
  const shown = shownBack(values);
  if (!choices.ok || errors.email)
    return data<SubscribeResult>({ status: "invalid", errors, values: shown }, { status: 422 });
  if (!deps.limits.hasRoom(deps.clientKey)) return errorReply(lang, "rateLimited", 429, shown);
  try {
    const service = deps.service();
    const domain = mailDomain(values.email);
    const isNew = service.store.byEmail(values.email) === undefined;
    // Past its domain's share, a new address is told the same as any other, and nothing is sent or kept.
    if (isNew && !deps.newPerDomain.check(domain).allowed) return data<SubscribeResult>({ status: "sent" });
    const outcome = service.store.subscribe(values.email, choices.language, choices.topics);
    deps.limits.stored(deps.clientKey);
    if (isNew && outcome === "confirmation queued") deps.newPerDomain.hit(domain);
    service.notify();
  } catch (error) {
    console.error("email updates: a subscription could not be stored", error);
    return errorReply(lang, "failed", 500, shown);
  }
  return data<SubscribeResult>({ status: "sent" });
}

export type LinkStep = Purpose;

/** Who a signed link is for, if it still works; nothing is changed by looking. */
export function subscriberOfLink(
  service: SubscriptionService,
  token: string | null,
  purpose: Purpose,
): Subscriber | null {
  if (!token) return null;
  const read = readLink(token);
  const subscriber = read ? service.store.get(read.claim.subscriberId) : undefined;
  const check = checkLink(service.secret, token, purpose, subscriber?.key ?? null);
  return check.ok && subscriber ? subscriber : null;
}

/**
 * An unsubscribe link whose address is no longer kept: its emails have ended already, so asking again (the page opened
 * twice, a mail program retrying its one-click POST) is answered as done. The link is checked with the key its
 * subscriber had, so a forged link is refused alike whether its number was a subscriber's or not.
 */
export function unsubscribedAlready(service: SubscriptionService, token: string | null, purpose: Purpose): boolean {
  const read = purpose === "unsubscribe" && token ? readLink(token) : null;
  if (!token || !read || service.store.get(read.claim.subscriberId) !== undefined) return false;
  const key = service.store.removedKey(read.claim.subscriberId) ?? null;
  return checkLink(service.secret, token, "unsubscribe", key).ok;
}

export type LinkResult =
  | { status: "done"; step: Purpose }
  | { status: "bad" }
  | {
      status: "invalid";
      errors: Partial<Record<"language" | "topics", string>>;
      values: Pick<SubscriptionValues, "language" | "topics">;
    };

const done = (step: Purpose) => data<LinkResult>({ status: "done", step }, { headers: NO_STORE });

/**
 * What a signed link's form does: confirm, save the choices, or delete the address. The unsubscribe URL also takes
 * a mail program's one-click POST (RFC 8058), `List-Unsubscribe=One-Click` sent as `multipart/form-data` or as a
 * URL-encoded form: the signed link says who, the POST that they want it, so its body is not read.
 */
export async function handleLinkPost(request: Request, purpose: Purpose, service: SubscriptionService) {
  const lang = requestLanguage(request);
  const token = new URL(request.url).searchParams.get("t");
  const subscriber = subscriberOfLink(service, token, purpose);
  if (subscriber && purpose === "unsubscribe") {
    service.store.remove(subscriber.id);
    return done("unsubscribe");
  }
  if (unsubscribedAlready(service, token, purpose)) return done("unsubscribe");
  const posted = await readPosted(request);
  if (!subscriber || !posted.ok) return data<LinkResult>({ status: "bad" }, { status: 400, headers: NO_STORE });
  if (purpose === "confirm") {
    // Confirmed already (the page posted twice, or the link opened again): nothing changes.
    service.store.confirm(subscriber.id);
    return done("confirm");
  }
  if (posted.fields.has("stop")) {
    service.store.remove(subscriber.id);
    return done("unsubscribe");
  }
  const values = { language: posted.fields.get("language") ?? "", topics: posted.topics };
  const choices = readChoices(values, lang);
  if (!choices.ok)
    return data<LinkResult>({ status: "invalid", errors: choices.errors, values }, { status: 422, headers: NO_STORE });
  service.store.update(subscriber.id, choices.language, choices.topics);
  return done("manage");
}

/** A page opened by a signed link is that subscriber's own: never kept by the server, a proxy or a CDN. */
export const NO_STORE = { "Cache-Control": "private, no-store" };
