import { describe, expect, it } from "vitest";
import { backoffDelay } from "./backoff";

describe("backoffDelay", () => {
  it("doubles from the first wait up to the longest", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, { firstMs: 1000, maxMs: 30_000 }))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("never waits less than the first wait", () => {
    expect(backoffDelay(-1, { firstMs: 500, maxMs: 10_000 })).toBe(500);
  });
});
