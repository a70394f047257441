// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDLE_DEADLINE_MS, whenIdle } from "./when-idle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("whenIdle", () => {
  it("hands the work to requestIdleCallback, with a deadline, and cancels it", () => {
    const requestIdleCallback = vi.fn((_work: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const work = vi.fn();

    const cancel = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: IDLE_DEADLINE_MS });

    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("without requestIdleCallback (Safari), runs the work in the next task, not in the caller's", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const work = vi.fn();

    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
  });

  it("without requestIdleCallback, a cancelled piece of work never runs", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const work = vi.fn();

    whenIdle(work)();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
