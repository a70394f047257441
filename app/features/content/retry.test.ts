import { describe, expect, it, vi } from "vitest";
import { CONTENT_RETRY, withRetry } from "./retry";

describe("content retries", () => {
  it("tries once and 3 more times with waits of 1, 2 and 4 s, then gives up with the last error", async () => {
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
    const result = await withRetry(async () => (++calls < 3 ? Promise.reject(new Error("busy")) : "ok"), {
      retries: 3,
      firstMs: 1,
      maxMs: 1,
    });
    expect(result).toBe("ok");
    expect(calls).toBe(3);
  });
});
