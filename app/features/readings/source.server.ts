import * as z from "zod";
import { getEnv } from "#app/config/env.server";
import type { Backoff } from "#app/lib/backoff";
import { createOutsideSource, failureBackoffAfter, type Held, type SourceStatus } from "#app/lib/outside-source.server";
import { MAX_PAGE_CHARS, PARSE_FAILURE, parseReadingsPage } from "./parse.server";
import { type ReadingsRecord, sourcePageUrl } from "./readings";

/** Readings are cached five minutes per date. */
export const READINGS_CACHE_MS = 5 * 60 * 1000;
/**
 * The readings stream in behind the page's first byte, so a page may wait for them longer than for other data, and
 * still be whole in under three seconds.
 */
const READINGS_WAIT_MS = 2_000;
/** A proxy's answer must look like the readings page before it is parsed. */
const MIN_PROXY_CHARS = 1000;
const PAGE_MARKER = "Daily Reading for";
/** This many proxies are raced first; the rest are tried one after another. */
const PARALLEL_PROXIES = 2;

const jsonWrapped = z.object({ contents: z.string() });

class AttemptError extends Error {}

/** Every way to the readings failed; the message lists each attempt's reason. */
export class ReadingsUnavailableError extends Error {
  override name = "ReadingsUnavailableError";
}

export interface ReadingsChainOptions {
  sourceUrl: string;
  proxyUrls: readonly string[];
  /** Each attempt's own deadline. */
  timeoutMs: number;
}

export interface ReadingsSourceOptions extends ReadingsChainOptions {
  cacheMs?: number;
  waitMs?: number;
  failureBackoff?: Backoff;
  now?: () => number;
  log?: (message: string) => void;
}

export interface ReadingsSource {
  /** The readings of a date: held ones at once, else the chain's answer if it comes in time; null when there are none to show. */
  readings: (date: string) => Promise<ReadingsRecord | null>;
  /** What is held for a date, fresh or stale, without waiting for anyone. */
  held: (date: string) => Held<ReadingsRecord> | undefined;
  status: () => SourceStatus;
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
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The whole way to a date's readings: the page itself, then two proxies raced, then the others in turn. It resolves
 * with the first valid readings, or rejects naming every attempt's reason.
 */
export function createReadingsChain({
  sourceUrl,
  proxyUrls,
  timeoutMs,
}: ReadingsChainOptions): (date: string) => Promise<ReadingsRecord> {
  async function attempt(
    label: string,
    url: string,
    date: string,
    viaProxy: boolean,
    reasons: string[],
    cancel?: AbortSignal,
  ): Promise<ReadingsRecord | null> {
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
      if (viaProxy && html.length < MIN_PROXY_CHARS)
        throw new AttemptError(`answer too short (${html.length} characters)`);
      if (viaProxy && !html.includes(PAGE_MARKER)) throw new AttemptError(`answer lacks "${PAGE_MARKER}"`);
      const readings = parseReadingsPage(html, date);
      if (!readings) throw new AttemptError(PARSE_FAILURE);
      return readings;
    } catch (error) {
      if (!(cancel?.aborted && isAbort(error))) reasons.push(`${label}: ${reasonOf(error, timeoutMs)}`);
      return null;
    }
  }

  function viaProxy(
    template: string,
    date: string,
    reasons: string[],
    cancel?: AbortSignal,
  ): Promise<ReadingsRecord | null> {
    const target = sourcePageUrl(sourceUrl, date);
    const url = template.replace("{url}", encodeURIComponent(target));
    return attempt(`proxy ${new URL(template).host}`, url, date, true, reasons, cancel);
  }

  /** The first proxy to bring valid readings wins and the others are cancelled. */
  async function race(templates: readonly string[], date: string, reasons: string[]): Promise<ReadingsRecord | null> {
    if (templates.length === 0) return null;
    const cancel = new AbortController();
    const winner = await new Promise<ReadingsRecord | null>((resolve) => {
      let pending = templates.length;
      for (const template of templates) {
        void viaProxy(template, date, reasons, cancel.signal).then((readings) => {
          pending -= 1;
          if (readings) resolve(readings);
          else if (pending === 0) resolve(null);
        });
      }
    });
    cancel.abort();
    return winner;
  }

  return async function chain(date: string): Promise<ReadingsRecord> {
    const reasons: string[] = [];
    const direct = await attempt("direct", sourcePageUrl(sourceUrl, date), date, false, reasons);
    if (direct) return direct;
    const raced = await race(proxyUrls.slice(0, PARALLEL_PROXIES), date, reasons);
    if (raced) return raced;
    for (const template of proxyUrls.slice(PARALLEL_PROXIES)) {
      const readings = await viaProxy(template, date, reasons);
      if (readings) return readings;
    }
    throw new ReadingsUnavailableError(`every source failed (${reasons.join("; ")})`);
  };
}

/** A date's readings through the one cache of outside data: five minutes fresh, then refreshed behind the stale ones. */
export function createReadingsSource({
  cacheMs = READINGS_CACHE_MS,
  waitMs = READINGS_WAIT_MS,
  failureBackoff,
  now,
  log,
  ...chain
}: ReadingsSourceOptions): ReadingsSource {
  const source = createOutsideSource({
    name: "readings",
    freshMs: cacheMs,
    waitMs,
    backoff: failureBackoff,
    now,
    log,
    load: createReadingsChain(chain),
  });
  return {
    readings: (date) => source.get(date).catch(() => null),
    held: (date) => source.held(date),
    status: () => source.status(),
  };
}

let shared: ReadingsSource | undefined;

/** The process-wide source, configured from the environment, so every page and API call shares one cache. */
export function readingsSource(): ReadingsSource {
  const env = getEnv();
  shared ??= createReadingsSource({
    sourceUrl: env.READINGS_SOURCE_URL,
    proxyUrls: env.READINGS_PROXY_URLS,
    timeoutMs: env.READINGS_TIMEOUT_MS,
    failureBackoff: failureBackoffAfter(env.SOURCE_RETRY_SECONDS),
  });
  return shared;
}
