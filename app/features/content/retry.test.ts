import { isStillValid, startPageRender, trackPageRender } from "#app/lib/page-freshness.server";
import { describe, expect, it, vi } from "vitest";
import { cachedLoader } from "./cached-loader.server";
import { backoffDelay, CONTENT_RETRY, withRetry } from "./retry";

describe("retries (spec §9)", () => {
  it("waits 1 s, 2 s, 4 s … up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, CONTENT_RETRY))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(CONTENT_RETRY.retries).toBe(3);
  });

  it("tries once and 3 more times with doubling waits, then gives up with the last error", async () => {
    const waits: number[] = [];
    const task = vi.fn(async () => {
      throw new Error(`failure ${task.mock.calls.length}`);
    });
    await expect(withRetry(task, CONTENT_RETRY, async (ms) => void waits.push(ms))).rejects.toThrow("failure 4");
    expect(task).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("returns as soon as an attempt succeeds", async () => {
    let calls = 0;
    const result = await withRetry(async () => (++calls < 3 ? Promise.reject(new Error("busy")) : "ok"), { retries: 3, baseDelayMs: 1, maxDelayMs: 1 });
    expect(result).toBe("ok");
    expect(calls).toBe(3);
  });
});

describe("cachedLoader", () => {
  it("shares a load, keeps the value for its time to live, and reloads after invalidate", async () => {
    let now = 0;
    let loads = 0;
    const cache = cachedLoader({ load: async () => ++loads, ttlMs: 1000, failureTtlMs: 100, now: () => now });
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get()).toBe(1);
    now = 1001;
    expect(await cache.get()).toBe(2);
    cache.invalidate();
    expect(await cache.get()).toBe(3);
  });

  it("lets a page be kept only with a settled value, until it expires or is invalidated", async () => {
    const now = 0;
    const cache = cachedLoader({ load: async () => "notices", ttlMs: 1000, failureTtlMs: 100, now: () => now });
    const loading = startPageRender(60_000, () => undefined, now);
    await trackPageRender(loading, () => cache.get());
    expect(isStillValid(loading, now)).toBe(false);
    const settled = startPageRender(60_000, () => undefined, now);
    await trackPageRender(settled, () => cache.get());
    expect(settled.validUntil).toBe(1000);
    cache.invalidate();
    expect(isStillValid(settled, now)).toBe(false);
  });

  it("remembers a failure for a short while only", async () => {
    let now = 0;
    let fail = true;
    const cache = cachedLoader({ load: async () => (fail ? Promise.reject(new Error("down")) : "up"), ttlMs: 1000, failureTtlMs: 100, now: () => now });
    await expect(cache.get()).rejects.toThrow("down");
    fail = false;
    await expect(cache.get()).rejects.toThrow("down");
    now = 101;
    expect(await cache.get()).toBe("up");
  });
});
