export interface RateLimitOutcome {
  allowed: boolean;
  /** Seconds until the oldest counted post leaves the window (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitOutcome;
}

/** Beyond this many tracked clients, expired entries are swept so the map cannot grow without bound. */
const SWEEP_THRESHOLD = 10_000;

/** A sliding-window limit: at most `limit` posts per client within `windowMs`. */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();

  function sweep(now: number) {
    for (const [key, times] of hits) {
      if (times.every((time) => time <= now - windowMs)) hits.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      if (hits.size > SWEEP_THRESHOLD) sweep(now);
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
