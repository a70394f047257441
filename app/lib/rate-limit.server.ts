import ipaddr from "ipaddr.js";

export interface RateLimitOutcome {
  allowed: boolean;
  /** Seconds until the oldest counted post leaves the window (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts a post and says whether it is within the limit; a post over the limit is not counted. */
  hit(key: string, now?: number): RateLimitOutcome;
  /** Whether one more post would be within the limit, without counting it. */
  check(key: string, now?: number): RateLimitOutcome;
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

  function recent(key: string, now: number): number[] {
    if (hits.size > SWEEP_THRESHOLD) sweep(now);
    const times = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
    hits.set(key, times);
    return times;
  }

  function outcome(times: number[], now: number): RateLimitOutcome {
    if (times.length < limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = times[0] ?? now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }

  return {
    hit(key, now = Date.now()) {
      const times = recent(key, now);
      const result = outcome(times, now);
      if (result.allowed) times.push(now);
      return result;
    },
    check: (key, now = Date.now()) => outcome(recent(key, now), now),
  };
}

/**
 * Whose posts a limit counts: an IPv4 address as it is, an IPv6 visitor by their /64, since one household or phone
 * is given a whole /64 and can pick any address in it. Anything that is not an address is counted as itself.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
}

export interface RequestLimitSettings {
  /** Posts a visitor may make in a minute, valid or not. */
  perMinute: number;
  /** Requests a visitor may send in a day. */
  perDay: number;
  /** Requests the whole site takes in an hour, whoever sends them. */
  siteHourly: number;
}

/** A person sends a handful; a flood from many addresses is stopped before it fills the office's inbox. */
const DEFAULT_REQUEST_LIMITS: RequestLimitSettings = { perMinute: 5, perDay: 20, siteHourly: 100 };

export interface RequestLimits {
  /** Every post counts against the visitor's per-minute limit. */
  post(address: string, now?: number): RateLimitOutcome;
  /** Whether the visitor's daily cap and the site's hourly cap leave room for one more request. */
  hasRoom(address: string, now?: number): boolean;
  /** A request was stored: it counts against both caps. */
  stored(address: string, now?: number): void;
}

const SITE = "site";

export function createRequestLimits(settings: Partial<RequestLimitSettings> = {}): RequestLimits {
  const { perMinute, perDay, siteHourly } = { ...DEFAULT_REQUEST_LIMITS, ...settings };
  const minute = createRateLimiter({ limit: perMinute, windowMs: 60_000 });
  const day = createRateLimiter({ limit: perDay, windowMs: 86_400_000 });
  const hour = createRateLimiter({ limit: siteHourly, windowMs: 3_600_000 });
  return {
    post: (address, now) => minute.hit(addressKey(address), now),
    hasRoom: (address, now) => day.check(addressKey(address), now).allowed && hour.check(SITE, now).allowed,
    stored: (address, now) => {
      day.hit(addressKey(address), now);
      hour.hit(SITE, now);
    },
  };
}
