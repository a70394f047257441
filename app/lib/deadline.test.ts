import { describe, expect, it, vi } from "vitest";
import { withinDeadline } from "./deadline";

describe("withinDeadline", () => {
  it("gives the value when it arrives in time", async () => {
    await expect(withinDeadline(Promise.resolve(["notice"]), 50, [])).resolves.toEqual(["notice"]);
  });

  it("gives the fallback when the promise is late or fails", async () => {
    vi.useFakeTimers();
    const late = withinDeadline(new Promise<string[]>(() => {}), 300, []);
    await vi.advanceTimersByTimeAsync(300);
    await expect(late).resolves.toEqual([]);
    vi.useRealTimers();
    await expect(withinDeadline(Promise.reject(new Error("down")), 50, ["fallback"])).resolves.toEqual(["fallback"]);
  });
});
