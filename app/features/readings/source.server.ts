import * as z from "zod";
import { getEnv } from "#app/config/env.server";
import { dataFromUpstream, dataValidUntil } from "#app/lib/page-freshness.server";
import { MAX_PAGE_CHARS, PARSE_FAILURE, parseReadingsPage } from "./parse.server";
import { type ReadingsRecord, sourcePageUrl } from "./readings";

/** Spec §9: readings are cached five minutes per date. */
export const READINGS_CACHE_MS = 5 * 60 * 1000;
/** Spec §5: a proxy's answer must look like the readings page before it is parsed. */
const MIN_PROXY_CHARS = 1000;
const PAGE_MARKER = "Daily Reading for";
/** Spec §4: this many proxies are raced first; the rest are tried one after another. */
const PARALLEL_PROXIES = 2;

const jsonWrapped = z.object({ contents: z.string() });

class AttemptError extends Error {}

export interface ReadingsSourceOptions {
  sourceUrl: string;
  proxyUrls: readonly string[];
  timeoutMs: number;
  cacheMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface CachedReadings {
  readings: ReadingsRecord;
  expiresAt: number;
}

export interface ReadingsSource {
  /** The readings of a date through the whole chain: cache, direct, two proxies raced, the others in turn; null when all fail. */
  readings: (date: string) => Promise<ReadingsRecord | null>;
  /** What the cache holds for a date, without asking anyone. */
  cached: (date: string) => CachedReadings | undefined;
}

/** Some proxies answer `{"contents": "<html>…"}` instead of the page itself. */
export function unwrapProxyBody(body: string): string {
  if (!body.trimStart().startsWith("{")) return body;
  try {
    const wrapped = jsonWrapped.safeParse(JSON.parse(body));
    return wrapped.success ? wrapped.data.contents : body;
  } catch {
    return body;
  }
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof AttemptError) return error.message;
  if (error instanceof DOMException && error.name === "TimeoutError") return `timed out after ${timeoutMs} ms`;
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export function createReadingsSource(options: ReadingsSourceOptions): ReadingsSource {
  const { sourceUrl, proxyUrls, timeoutMs, cacheMs = READINGS_CACHE_MS, now = Date.now, log = console.warn } = options;
  const cache = new Map<string, CachedReadings>();
  const running = new Map<string, Promise<ReadingsRecord | null>>();

  async function attempt(label: string, url: string, date: string, viaProxy: boolean, cancel?: AbortSignal): Promise<ReadingsRecord | null> {
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, {
        signal: cancel ? AbortSignal.any([cancel, timeout]) : timeout,
        headers: { accept: "text/html,application/json;q=0.9" },
      });
      if (!response.ok) throw new AttemptError(`HTTP ${response.status}`);
      const body = await response.text();
      if (body.length > MAX_PAGE_CHARS) throw new AttemptError(`answer too large (${body.length} characters)`);
      const html = viaProxy ? unwrapProxyBody(body) : body;
      if (viaProxy && html.length < MIN_PROXY_CHARS) throw new AttemptError(`answer too short (${html.length} characters)`);
      if (viaProxy && !html.includes(PAGE_MARKER)) throw new AttemptError(`answer lacks "${PAGE_MARKER}"`);
      const readings = parseReadingsPage(html, date);
      if (!readings) throw new AttemptError(PARSE_FAILURE);
      return readings;
    } catch (error) {
      if (!(cancel?.aborted && isAbort(error))) log(`Readings for ${date} via ${label} failed: ${reasonOf(error, timeoutMs)}`);
      return null;
    }
  }

  function viaProxy(template: string, date: string, cancel?: AbortSignal): Promise<ReadingsRecord | null> {
    const target = sourcePageUrl(sourceUrl, date);
    const url = template.replace("{url}", encodeURIComponent(target));
    return attempt(`proxy ${new URL(template).host}`, url, date, true, cancel);
  }

  /** The first proxy to bring valid readings wins and the others are cancelled. */
  async function race(templates: readonly string[], date: string): Promise<ReadingsRecord | null> {
    if (templates.length === 0) return null;
    const cancel = new AbortController();
    const winner = await new Promise<ReadingsRecord | null>((resolve) => {
      let pending = templates.length;
      for (const template of templates) {
        void viaProxy(template, date, cancel.signal).then((readings) => {
          pending -= 1;
          if (readings) resolve(readings);
          else if (pending === 0) resolve(null);
        });
      }
    });
    cancel.abort();
    return winner;
  }

  async function chain(date: string): Promise<ReadingsRecord | null> {
    const direct = await attempt("direct", sourcePageUrl(sourceUrl, date), date, false);
    if (direct) return direct;
    const raced = await race(proxyUrls.slice(0, PARALLEL_PROXIES), date);
    if (raced) return raced;
    for (const template of proxyUrls.slice(PARALLEL_PROXIES)) {
      const readings = await viaProxy(template, date);
      if (readings) return readings;
    }
    log(`Readings for ${date}: every source failed`);
    return null;
  }

  function cached(date: string): CachedReadings | undefined {
    const entry = cache.get(date);
    if (entry && entry.expiresAt > now()) {
      dataValidUntil(entry.expiresAt);
      return entry;
    }
    cache.delete(date);
    dataFromUpstream();
    return undefined;
  }

  function remember(date: string, readings: ReadingsRecord): void {
    const time = now();
    for (const [key, entry] of cache) if (entry.expiresAt <= time) cache.delete(key);
    cache.set(date, { readings, expiresAt: time + cacheMs });
  }

  function readings(date: string): Promise<ReadingsRecord | null> {
    const hit = cached(date);
    if (hit) return Promise.resolve(hit.readings);
    const inFlight = running.get(date);
    if (inFlight) return inFlight;
    const run = chain(date)
      .then((result) => {
        if (result) remember(date, result);
        return result;
      })
      .finally(() => running.delete(date));
    running.set(date, run);
    return run;
  }

  return { readings, cached };
}

let shared: ReadingsSource | undefined;

/** The process-wide source, configured from the environment, so every page and API call shares one cache. */
export function readingsSource(): ReadingsSource {
  const env = getEnv();
  shared ??= createReadingsSource({ sourceUrl: env.READINGS_SOURCE_URL, proxyUrls: env.READINGS_PROXY_URLS, timeoutMs: env.READINGS_TIMEOUT_MS });
  return shared;
}
