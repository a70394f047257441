// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHydrated, useIdleAfterHydration } from "./use-hydrated";

function Probe() {
  return (
    <p>
      {useHydrated() ? "hydrated" : "server"}, {useIdleAfterHydration() ? "idle" : "busy"}
    </p>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("useHydrated and useIdleAfterHydration", () => {
  it("switch on at hydration and at the next idle moment after it, in that order", async () => {
    const idleWork: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (work: IdleRequestCallback) => idleWork.push(work));
    vi.stubGlobal("cancelIdleCallback", () => undefined);

    render(<Probe />);
    expect(await screen.findByText("hydrated, busy")).toBeInTheDocument();
    expect(idleWork).toHaveLength(1);

    act(() => idleWork.forEach((work) => work({ didTimeout: false, timeRemaining: () => 50 })));
    expect(screen.getByText("hydrated, idle")).toBeInTheDocument();
  });
});
