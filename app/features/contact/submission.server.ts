import { data, type RouterContextProvider } from "react-router";
import { requestLanguage } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { readFormBody } from "./body.server";
import { clientAddressContext } from "./client-address";
import { type RateLimiter, createRateLimiter } from "./rate-limit.server";
import { type ContactResult, type ContactValues, HONEYPOT_FIELD, valuesFrom } from "./schema";
import { validateContact } from "./validate";
import { type ContactService, contactService } from "./service.server";

export interface ContactDeps {
  /** Called only once the post is valid, so a store that cannot open is answered like any other failure. */
  service: () => ContactService;
  limiter: RateLimiter;
  /** Whose posts the rate limit counts. */
  clientKey: string;
}

/** A few posts per minute per visitor: enough for a person, too few for a spammer. */
const defaultLimiter = createRateLimiter({ limit: 5, windowMs: 60_000 });

export function defaultContactDeps(context: Readonly<RouterContextProvider>): ContactDeps {
  return { service: contactService, limiter: defaultLimiter, clientKey: context.get(clientAddressContext) ?? "unknown" };
}

type Reason = Extract<ContactResult, { status: "error"; message: string }>["reason"];
const messageKeys = { "rate-limited": "rateLimited", "too-large": "tooLarge", malformed: "malformed", failed: "failed" } as const satisfies Record<Reason, string>;

type Reply = ReturnType<typeof data<ContactResult>>;

function reply(result: ContactResult, status: number, headers?: HeadersInit): Reply {
  return data(result, { status, headers });
}

/**
 * The contact form's action: rate limit, size cap, strict parsing, the shared schema, then a committed
 * write to the store before "sent" is answered. A filled honeypot is answered like success and dropped.
 */
export async function handleContactPost(request: Request, deps: ContactDeps): Promise<Reply> {
  const lang = requestLanguage(request);
  const rejected = (reason: Reason, values: ContactValues | null = null): ContactResult => ({
    status: "error",
    reason,
    message: translate(lang, `contact.errors.${messageKeys[reason]}`),
    values,
  });

  const limit = deps.limiter.hit(deps.clientKey);
  if (!limit.allowed) {
    return reply(rejected("rate-limited"), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const body = await readFormBody(request);
  if (!body.ok) {
    return body.status === 413 ? reply(rejected("too-large"), 413) : reply(rejected("malformed"), 400);
  }
  if (body.fields.get(HONEYPOT_FIELD)) return reply({ status: "sent" }, 200);

  const values = valuesFrom(body.fields);
  const validation = validateContact(values, lang);
  if (!validation.ok) return reply({ status: "invalid", errors: validation.errors, values }, 422);

  let service: ContactService;
  try {
    service = deps.service();
    service.store.add(validation.message, lang);
  } catch (error) {
    console.error("contact: could not store a message", error);
    return reply(rejected("failed", values), 500);
  }
  service.notify();
  return reply({ status: "sent" }, 200);
}
