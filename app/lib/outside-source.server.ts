import { mkdirSync, readFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { LRUCache } from "lru-cache";
import * as z from "zod";
import { dataChanged, dataFromUpstream, dataValidUntil } from "./page-freshness.server";
import { type Backoff, backoffDelay } from "./backoff";

/** How long a page waits for a refresh that has nothing to show meanwhile before it renders its fallback. */
export const PAGE_WAIT_MS = 300;
/** A page built from stale or fallback data is kept this long, so an outage costs a render every few seconds, not one per visit. */
export const SHORT_KEEP_MS = 5_000;
/** A failed refresh is not tried again for 30 s, doubling to 10 minutes while the source keeps failing. */
export const FAILURE_BACKOFF: Backoff = { firstMs: 30_000, maxMs: 10 * 60_000 };

/** The back-off with its first wait set by the site's configuration, up to the same longest wait. */
export function failureBackoffAfter(firstSeconds: number): Backoff {
  return { firstMs: firstSeconds * 1000, maxMs: Math.max(FAILURE_BACKOFF.maxMs, firstSeconds * 1000) };
}

export interface PersistOptions<V> {
  file: string;
  /** What is written for a value: the raw answer, so a read at start goes through the same validation as a live one. */
  encode: (value: V) => unknown;
  decode: (stored: unknown) => V;
}

export interface OutsideSourceOptions<V> {
  /** Names the source in the log and the readiness view. */
  name: string;
  freshMs: number;
  /** One attempt chain at the source; its own deadlines and retries run here, in the background of every page. */
  load: (key: string) => Promise<V>;
  waitMs?: number;
  maxKeys?: number;
  backoff?: Backoff;
  persist?: PersistOptions<V>;
  /** The log line that opens an outage; the cause follows it in brackets. */
  outageMessage?: string;
  now?: () => number;
  log?: (message: string) => void;
}

export type SourceState = "empty" | "fresh" | "stale" | "failing";

export interface SourceStatus {
  name: string;
  state: SourceState;
  /** When the source went stale or started failing (ISO); null while fresh or empty. */
  since: string | null;
  lastError: string | null;
  lastSuccess: string | null;
}

export interface Held<V> {
  value: V;
  /** Epoch ms, the last moment the value is fresh; in the past for a stale value. */
  freshUntil: number;
}

export interface OutsideSource<V> {
  /** The value, fresh or stale; a stale one is refreshed in the background. Rejects when nothing good is held and the source failed or is still slow. */
  get(key: string): Promise<V>;
  /** What is held for the key right now, fresh or stale (a stale one starts a refresh), without waiting for anyone. */
  held(key: string): Held<V> | undefined;
  /** The data changed at its source: the next reads wait (briefly) for the new value. */
  invalidate(key: string): void;
  status(): SourceStatus;
}

/** The source is slow and nothing is held: the page shows its fallback while the refresh goes on. */
export class StillLoadingError extends Error {
  override name = "StillLoadingError";
}

interface Failure {
  error: Error;
  since: number;
  attempts: number;
  retryAt: number;
}

const persisted = z.record(z.string(), z.object({ savedAt: z.number(), value: z.unknown() }));

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const iso = (time: number | undefined) => (time === undefined ? null : new Date(time).toISOString());

/**
 * One cache for data from outside the site: fresh for `freshMs`, then served stale while one refresh runs, failures
 * remembered with a growing back-off, pages never waiting more than `waitMs` for it, and the last good value
 * optionally kept on disk across restarts.
 */
export function createOutsideSource<V extends NonNullable<unknown>>(
  options: OutsideSourceOptions<V>,
): OutsideSource<V> {
  const {
    name,
    freshMs,
    load,
    waitMs = PAGE_WAIT_MS,
    maxKeys = 32,
    backoff = FAILURE_BACKOFF,
    persist,
    now = Date.now,
  } = options;
  const log = options.log ?? ((message: string) => console.warn(message));
  const outageMessage =
    options.outageMessage ?? `${name}: failing, showing the last good data or the fallback meanwhile`;
  const failures = new Map<string, Failure>();
  /** When each key's value stops being fresh; the cache's own clock restarts when a refresh begins. */
  const freshUntil = new Map<string, number>();
  /** On the monotonic clock: how long pages have waited is real time, whatever clock `now` keeps. */
  const refreshStartedAt = new Map<string, number>();
  const changed = new Set<string>();
  let failingSince: number | undefined;
  let lastSuccess: number | undefined;
  let lastError: string | null = null;

  const cache: LRUCache<string, V> = new LRUCache<string, V>({
    max: maxKeys,
    ttl: freshMs,
    ttlResolution: 0,
    perf: { now },
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: refresh,
    dispose: (_value, key, reason) => {
      if (reason === "evict" || reason === "delete") freshUntil.delete(key);
    },
  });

  function inBackoff(key: string): boolean {
    const failure = failures.get(key);
    return failure !== undefined && now() < failure.retryAt;
  }

  async function refresh(key: string): Promise<V> {
    const failure = failures.get(key);
    if (failure && now() < failure.retryAt) throw failure.error;
    refreshStartedAt.set(key, performance.now());
    try {
      const value = await load(key);
      succeeded(key, value);
      return value;
    } catch (error) {
      failed(key, error instanceof Error ? error : new Error(String(error)));
      throw error;
    } finally {
      refreshStartedAt.delete(key);
      changed.delete(key);
    }
  }

  function succeeded(key: string, value: V) {
    failures.delete(key);
    freshUntil.set(key, now() + freshMs);
    lastSuccess = now();
    if (failingSince !== undefined && failures.size === 0) {
      log(`${name}: answering again after ${Math.round((now() - failingSince) / 1000)} s`);
      failingSince = undefined;
    }
    if (persist) save(key, value);
  }

  function failed(key: string, error: Error) {
    const previous = failures.get(key);
    const attempts = (previous?.attempts ?? 0) + 1;
    const time = now();
    failures.set(key, {
      error,
      since: previous?.since ?? time,
      attempts,
      retryAt: time + backoffDelay(attempts - 1, backoff),
    });
    // Keys come and go (dates); the failure record of one that left the cache goes with it.
    for (const old of failures.keys()) if (failures.size > maxKeys) failures.delete(old);
    lastError = describe(error);
    if (failingSince === undefined) {
      failingSince = time;
      log(`${outageMessage} (${lastError})`);
    }
  }

  const stored = persist ? readStored(persist, name, log) : {};
  const writes = new Map<string, { savedAt: number; value: unknown }>(
    Object.entries(stored).map(([key, entry]) => [
      key,
      { savedAt: entry.savedAt, value: persist?.encode(entry.value) },
    ]),
  );
  for (const [key, entry] of Object.entries(stored)) {
    // A value read from disk is at best stale: it is shown at once and refreshed on first use.
    cache.set(key, entry.value, { start: Math.min(entry.savedAt, now() - freshMs - 1) });
    freshUntil.set(key, Math.min(entry.savedAt + freshMs, now() - 1));
  }

  let writing: Promise<void> = Promise.resolve();
  function save(key: string, value: V) {
    if (!persist) return;
    const encoded = persist.encode(value);
    const before = writes.get(key);
    if (before && JSON.stringify(before.value) === JSON.stringify(encoded)) return;
    writes.set(key, { savedAt: now(), value: encoded });
    const text = JSON.stringify(Object.fromEntries(writes));
    const temporary = `${persist.file}.${process.pid}.tmp`;
    writing = writing
      .then(() => writeFile(temporary, text))
      .then(() => rename(temporary, persist.file))
      .catch((error: unknown) => log(`${name}: could not keep the last good data on disk (${describe(error)})`));
  }

  function held(key: string): Held<V> | undefined {
    const value = cache.get(key);
    if (value === undefined) return undefined;
    const until = freshUntil.get(key) ?? now();
    if (until < now()) {
      // Our clock of freshness decides, not the cache's, which restarts with every refresh tried.
      if (!inBackoff(key)) void cache.fetch(key, { forceRefresh: true });
      dataValidUntil(now() + SHORT_KEEP_MS);
    } else {
      dataValidUntil(until);
    }
    return { value, freshUntil: until };
  }

  async function get(key: string): Promise<V> {
    if (!changed.has(key)) {
      const current = held(key);
      if (current) return current.value;
      const failure = failures.get(key);
      if (failure && inBackoff(key)) {
        // Remembered: the page shows its fallback at once and may be kept a short while.
        dataValidUntil(now() + SHORT_KEEP_MS);
        throw failure.error;
      }
    }
    const startedAt = refreshStartedAt.get(key);
    if (startedAt !== undefined && performance.now() - startedAt >= waitMs) {
      // A refresh that has outlived the wait is slow: the page shows its fallback at once, like a remembered failure.
      dataValidUntil(now() + SHORT_KEEP_MS);
      throw new StillLoadingError(`${name} is still loading`);
    }
    // Nothing held (or the data is known to have changed): this page waits on the source, so it is never replayed.
    dataFromUpstream();
    const answer = cache.fetch(key, { allowStale: false });
    const deadline = (refreshStartedAt.get(key) ?? performance.now()) + waitMs - performance.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, deadline), undefined);
    });
    const value = await Promise.race([answer, late]).finally(() => clearTimeout(timer));
    if (value !== undefined) return value;
    const failure = failures.get(key);
    if (failure && !refreshStartedAt.has(key)) throw failure.error;
    throw new StillLoadingError(`${name} is still loading`);
  }

  return {
    get,
    held,
    invalidate(key) {
      changed.add(key);
      // A change ends the back-off: the source has just shown it is alive.
      failures.delete(key);
      void cache.fetch(key, { forceRefresh: true });
      dataChanged();
    },
    status() {
      const time = now();
      if (failingSince !== undefined)
        return { name, state: "failing", since: iso(failingSince), lastError, lastSuccess: iso(lastSuccess) };
      let staleSince: number | undefined;
      for (const until of freshUntil.values()) if (until < time) staleSince = Math.min(staleSince ?? Infinity, until);
      const state: SourceState = freshUntil.size === 0 ? "empty" : staleSince === undefined ? "fresh" : "stale";
      return { name, state, since: iso(staleSince), lastError, lastSuccess: iso(lastSuccess) };
    },
  };
}

function readStored<V>(
  persist: PersistOptions<V>,
  name: string,
  log: (message: string) => void,
): Record<string, { savedAt: number; value: V }> {
  let text: string;
  try {
    mkdirSync(dirname(persist.file), { recursive: true });
    text = readFileSync(persist.file, "utf8");
  } catch (error) {
    // A first start has no file yet; an unusable folder is said once, and the site runs without the copy on disk.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      log(`${name}: the last good data cannot be kept on disk (${describe(error)})`);
    return {};
  }
  try {
    const entries = persisted.parse(JSON.parse(text));
    return Object.fromEntries(
      Object.entries(entries).map(([key, entry]) => [
        key,
        { savedAt: entry.savedAt, value: persist.decode(entry.value) },
      ]),
    );
  } catch (error) {
    log(`${name}: the last good data on disk cannot be read (${describe(error)}); starting without it`);
    return {};
  }
}
