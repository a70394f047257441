import { describe, expect, it } from "vitest";
import { addressKey, createRateLimiter, createRequestLimits } from "./rate-limit.server";

describe("addressKey", () => {
  it("counts an IPv6 visitor by their /64, whichever address in it they use", () => {
    expect(addressKey("2001:db8:abcd:12:1::9")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:db8:abcd:12:ffff:ffff:ffff:ffff")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:0db8:abcd:0012:0000:0000:0000:0001")).toBe("2001:db8:abcd:12::/64");
    expect(addressKey("2001:db8:abcd:13::1")).not.toBe(addressKey("2001:db8:abcd:12::1"));
  });

  it("counts an IPv4 visitor by the address, written plainly or mapped into IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.8")).not.toBe(addressKey("203.0.113.7"));
  });

  it("counts anything that is not an address as itself", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("createRateLimiter", () => {
  it("counts a post on hit only, and checks without counting", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.check("a", 10)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit("a", 1001).allowed).toBe(true);
  });
});

describe("createRequestLimits", () => {
  it("limits posts a minute per visitor, the /64 of an IPv6 visitor counting as one", () => {
    const limits = createRequestLimits({ perMinute: 2 });
    expect(limits.post("2001:db8::1", 0).allowed).toBe(true);
    expect(limits.post("2001:db8::2", 1).allowed).toBe(true);
    expect(limits.post("2001:db8::3", 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limits.post("2001:db8:0:1::1", 3).allowed).toBe(true);
    expect(limits.post("2001:db8::3", 60_001).allowed).toBe(true);
  });

  it("caps a visitor's requests a day, and the room comes back a day after the first", () => {
    const limits = createRequestLimits({ perDay: 3 });
    for (let i = 0; i < 3; i++) {
      expect(limits.hasRoom("198.51.100.1", i * 3_600_000)).toBe(true);
      limits.stored("198.51.100.1", i * 3_600_000);
    }
    expect(limits.hasRoom("198.51.100.1", 10 * 3_600_000)).toBe(false);
    expect(limits.hasRoom("198.51.100.2", 10 * 3_600_000)).toBe(true);
    expect(limits.hasRoom("198.51.100.1", 86_400_001)).toBe(true);
  });

  it("caps the whole site's requests an hour, whoever sends them", () => {
    const limits = createRequestLimits({ siteHourly: 2 });
    limits.stored("198.51.100.1", 0);
    limits.stored("2001:db8::1", 1000);
    expect(limits.hasRoom("203.0.113.9", 2000)).toBe(false);
    expect(limits.hasRoom("203.0.113.9", 3_600_001)).toBe(true);
  });
});
