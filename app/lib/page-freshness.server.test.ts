import { describe, expect, it } from "vitest";
import {
  dataChanged,
  dataFromUpstream,
  dataValidUntil,
  isStillValid,
  startPageRender,
  trackPageRender,
} from "./page-freshness.server";

const keepNothing = () => undefined;

describe("page freshness", () => {
  it("lasts as long as the shortest-lived data the page read, across awaits", async () => {
    const render = startPageRender(30_000, keepNothing, 1_000);
    await trackPageRender(render, async () => {
      dataValidUntil(20_000);
      await Promise.resolve();
      dataValidUntil(50_000);
    });
    expect(render.validUntil).toBe(20_000);
    expect(isStillValid(render, 19_999)).toBe(true);
    expect(isStillValid(render, 20_000)).toBe(false);
  });

  it("ends at once when a source had to ask upstream", () => {
    const render = startPageRender(30_000, keepNothing);
    trackPageRender(render, () => dataFromUpstream());
    expect(isStillValid(render)).toBe(false);
  });

  it("ends for every page rendered before the data changed", () => {
    const before = startPageRender(30_000, keepNothing);
    dataChanged();
    const after = startPageRender(30_000, keepNothing);
    expect(isStillValid(before)).toBe(false);
    expect(isStillValid(after)).toBe(true);
  });

  it("leaves other requests alone: reports outside a tracked render change nothing", () => {
    const render = startPageRender(30_000, keepNothing);
    dataFromUpstream();
    expect(isStillValid(render)).toBe(true);
  });
});
