import { data, type RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { requestLanguage } from "#app/i18n/language";
import { clientAddressContext } from "#app/lib/client-address";
import { type FormFields, readFormBody } from "#app/lib/form-body.server";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { createRequestLimits, type RequestLimits } from "#app/lib/rate-limit.server";
import { lunarDateErrors, withLunarDatesFromSolar } from "./lunar-date.server";
import { type FormSpec, type FormValues, inputNames, type RequestResult, valuesFrom } from "./form-spec";
import { type RequestService, requestService } from "./service.server";
import { errorText, validateRequest } from "./validate";

export interface RequestDeps {
  /** Called only once the post is valid, so a store that cannot open is answered like any other failure. */
  service: () => RequestService;
  limits: RequestLimits;
  /** Whose posts the limits count: the visitor's address. */
  clientKey: string;
}

/** Far above the largest valid form (5,000 Vietnamese characters percent-encoded are about 45 KB). */
const MAX_BODY_BYTES = 64 * 1024;

/** The names a form posts; a body with many more pairs than that is not from the form. */
function formFields(spec: FormSpec): FormFields {
  const known = new Set([...inputNames(spec), HONEYPOT_FIELD]);
  return { known, maxPairs: known.size + 10 };
}

let sharedLimits: RequestLimits | undefined;

/** One set of limits across every form: a visitor's posts a minute and requests a day, the site's requests an hour. */
function siteLimits(): RequestLimits {
  const { REQUESTS_PER_DAY, REQUESTS_PER_HOUR } = getEnv();
  sharedLimits ??= createRequestLimits({ perDay: REQUESTS_PER_DAY, siteHourly: REQUESTS_PER_HOUR });
  return sharedLimits;
}

export function defaultRequestDeps(context: Readonly<RouterContextProvider>): RequestDeps {
  return { service: requestService, limits: siteLimits(), clientKey: context.get(clientAddressContext) ?? "unknown" };
}

type Reason = Extract<RequestResult, { status: "error"; message: string }>["reason"];
const messageCodes = {
  "rate-limited": "rateLimited",
  "over-capacity": "overCapacity",
  "too-large": "tooLarge",
  malformed: "malformed",
  failed: "failed",
} as const satisfies Record<Reason, string>;

type Reply = ReturnType<typeof data<RequestResult>>;

function reply(result: RequestResult, status: number, headers?: HeadersInit): Reply {
  return data(result, { status, headers });
}

/**
 * Every form's action: rate limit, size cap, strict parsing, the form's own description, the daily and site-wide
 * caps, then a committed write to the store before "sent" is answered. A filled honeypot is answered like success and dropped.
 */
export async function handleRequestPost(spec: FormSpec, request: Request, deps: RequestDeps): Promise<Reply> {
  const lang = requestLanguage(request);
  const rejected = (reason: Reason, values: FormValues | null = null): RequestResult => ({
    status: "error",
    reason,
    message: errorText(lang, messageCodes[reason]),
    values,
  });

  const limit = deps.limits.post(deps.clientKey);
  // Read (within the size cap) even past the limit, so a page without JavaScript shows the visitor's text again.
  const body = await readFormBody(request, formFields(spec), MAX_BODY_BYTES);
  if (!limit.allowed) {
    const typed = body.ok ? valuesFrom(spec, body.fields) : null;
    return reply(rejected("rate-limited", typed), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  if (!body.ok) {
    return body.status === 413 ? reply(rejected("too-large"), 413) : reply(rejected("malformed"), 400);
  }
  if (body.fields.get(HONEYPOT_FIELD)) return reply({ status: "sent" }, 200);

  const values = valuesFrom(spec, body.fields);
  const validation = validateRequest(spec, values, lang);
  if (!validation.ok) return reply({ status: "invalid", errors: validation.errors, values }, 422);
  const lunarErrors = lunarDateErrors(spec, validation.data, lang);
  if (lunarErrors) return reply({ status: "invalid", errors: lunarErrors, values }, 422);
  // Past the caps nothing is stored or emailed; the visitor is given the office's phone instead, with their text kept.
  if (!deps.limits.hasRoom(deps.clientKey)) return reply(rejected("over-capacity", values), 429);

  let service: RequestService;
  try {
    service = deps.service();
    service.store.add(spec.kind, withLunarDatesFromSolar(spec, validation.data), lang);
    deps.limits.stored(deps.clientKey);
  } catch (error) {
    console.error(`requests: could not store a ${spec.kind} request`, error);
    return reply(rejected("failed", values), 500);
  }
  service.notify();
  return reply({ status: "sent" }, 200);
}
