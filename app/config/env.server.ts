import { isIP } from "node:net";
import { z } from "zod";
import { PARISH_TIME_ZONE } from "./time-zone";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/ });

/** A comma-separated list of proxy URL templates, each holding `{url}` for the encoded target. */
const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(httpUrl.refine((url) => url.includes("{url}"), "each proxy template needs {url}")));

/** Express's own names for address ranges, which it accepts among the addresses of a trusted proxy. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For the server believes: a number of proxy hops in front of it, or the proxies' addresses and
 * ranges. Anything else stops the server, since a wrong guess either merges every visitor into one address or lets a
 * visitor name any address they like.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const items = value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = items.filter((item) => !isAddressOrRange(item));
    if (items.length === 0 || bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `a hop count, loopback, or addresses and CIDR ranges separated by commas${bad.length ? `; not understood: ${bad.join(", ")}` : ""}`,
      });
      return z.NEVER;
    }
    return items;
  });

/**
 * `mass-intention=priest@parish.org, baptism=office@parish.org`: the forms whose requests go to an address of their
 * own, by the form's name in its address; the requests feature checks the names (app/features/requests/form-routes.ts).
 */
const requestRoutes = z.string().transform((value, context) => {
  const routes: Record<string, string> = {};
  for (const item of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [slug = "", address = "", ...rest] = item.split("=").map((part) => part.trim());
    if (!/^[a-z][a-z-]*$/.test(slug) || rest.length > 0 || !z.email().safeParse(address).success)
      context.addIssue({ code: "custom", message: `"${item}" needs form=address` });
    else routes[slug] = address;
  }
  return routes;
});

const DEFAULT_PROXIES = [
  "https://api.allorigins.win/get?url={url}",
  "https://api.codetabs.com/v1/proxy?quest={url}",
  "https://corsproxy.io/?url={url}",
  "https://whateverorigin.org/get?url={url}",
];

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: optionalText,
    SITE_URL: httpUrl.default("http://localhost:3000").transform((url) => url.replace(/\/+$/, "")),
    READINGS_SOURCE_URL: httpUrl.default("https://www.catholic.org/bible/daily_reading/"),
    READINGS_PROXY_URLS: proxyList.default(DEFAULT_PROXIES),
    READINGS_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(8000),
    SANITY_PROJECT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "letters, digits and dashes only")
        .optional(),
    ),
    SANITY_DATASET: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]+$/)
      .default("production"),
    SANITY_API_HOST: optionalText.pipe(httpUrl.optional()),
    CONTENT_DATASET_PATH: z.string().trim().min(1).default("content/production.ndjson"),
    YOUTUBE_API_KEY: optionalText,
    YOUTUBE_API_URL: httpUrl.default("https://www.googleapis.com/youtube/v3"),
    YOUTUBE_PLAYLIST_VI: optionalText,
    YOUTUBE_PLAYLIST_EN: optionalText,
    FALLBACK_VIDEO_ID: z
      .string()
      .trim()
      .regex(/^[\w-]{6,20}$/)
      .optional(),
    GOOGLE_CALENDAR_ID_EN: optionalText,
    GOOGLE_CALENDAR_ID_VI: optionalText,
    CALENDAR_FEED_URL_EN: optionalText.pipe(httpUrl.optional()),
    CALENDAR_FEED_URL_VI: optionalText.pipe(httpUrl.optional()),
    TRUST_PROXY: trustProxy.default(["loopback"]),
    ACCESS_LOG: z.enum(["on", "off"]).default("off"),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    SOURCE_RETRY_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    DELIVERY_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    CONTACT_DB_PATH: z.string().trim().min(1).default("data/messages.db"),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    CONTACT_TO: optionalText.pipe(z.email().optional()),
    CONTACT_FROM: optionalText.pipe(z.email().optional()),
    REQUESTS_TO: requestRoutes.default({}),
    SANITY_WRITE_TOKEN: optionalText,
    SANITY_READ_TOKEN: optionalText,
    /** Read at build (time-zone.ts); here only to be compared with the zone the build has. */
    VITE_PARISH_TIME_ZONE: optionalText,
    REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
    REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
    RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    REQUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    PRAYER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(60),
    ALERTS_FROM: optionalText.pipe(z.email().optional()),
    ALERTS_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(30),
    SUBSCRIPTION_SECRET: optionalText.pipe(z.string().min(32, "at least 32 characters").optional()),
  })
  .refine((env) => !(env.SMTP_URL && env.ALERTS_FROM) || env.SUBSCRIPTION_SECRET, {
    path: ["SUBSCRIPTION_SECRET"],
    message:
      "needed with SMTP_URL and ALERTS_FROM: it signs the links in the emails (for example `openssl rand -base64 32`)",
  })
  // The pages, feeds and emails keep the zone the site was built with; one set only where it runs would be ignored.
  .refine((env) => !env.VITE_PARISH_TIME_ZONE || env.VITE_PARISH_TIME_ZONE === PARISH_TIME_ZONE, {
    path: ["VITE_PARISH_TIME_ZONE"],
    message: `the site was built for ${PARISH_TIME_ZONE}: build it again with this variable set (docs/adopting.md)`,
  })
  .refine((env) => !env.SANITY_READ_TOKEN || env.SANITY_PROJECT_ID, {
    path: ["SANITY_READ_TOKEN"],
    message: "needs SANITY_PROJECT_ID, the project whose private dataset it reads",
  })
  .refine((env) => !env.SANITY_WRITE_TOKEN || env.SANITY_PROJECT_ID, {
    path: ["SANITY_WRITE_TOKEN"],
    message: "needs SANITY_PROJECT_ID, the project the requests are written to",
  })
  // The production server is reached through the network; the development server, which serves the source, only from this machine.
  .transform((env) => ({ ...env, HOST: env.HOST ?? (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1") }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses a set of variables; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  return result.data;
}

let cached: Env | undefined;

/** The environment of this process, parsed once. The server calls it at start so a bad value stops it there. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
