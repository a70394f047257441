import { dataChanged, dataFromUpstream, dataValidUntil } from "#app/lib/page-freshness.server";

export interface CachedLoaderOptions<T> {
  load: () => Promise<T>;
  ttlMs: number;
  /** How long a failure is remembered, so a source that is down does not make every visitor wait through the retries. */
  failureTtlMs: number;
  now?: () => number;
}

export interface CachedLoader<T> {
  get(): Promise<T>;
  invalidate(): void;
}

/** Caches a value (or a failure) for a while; callers arriving during a load share it. */
export function cachedLoader<T>({ load, ttlMs, failureTtlMs, now = Date.now }: CachedLoaderOptions<T>): CachedLoader<T> {
  let entry: { promise: Promise<T>; expiresAt: number } | null = null;
  let generation = 0;
  return {
    get() {
      if (entry && entry.expiresAt > now()) {
        // Until the load settles its expiry is open, and a page waiting on it is waiting on the network.
        if (entry.expiresAt === Number.POSITIVE_INFINITY) dataFromUpstream();
        else dataValidUntil(entry.expiresAt);
        return entry.promise;
      }
      dataFromUpstream();
      const own = ++generation;
      const promise = load();
      const current = { promise, expiresAt: Number.POSITIVE_INFINITY };
      entry = current;
      promise.then(
        () => {
          if (own === generation) current.expiresAt = now() + ttlMs;
        },
        () => {
          if (own === generation) current.expiresAt = now() + failureTtlMs;
        },
      );
      return promise;
    },
    invalidate() {
      generation += 1;
      entry = null;
      dataChanged();
    },
  };
}
