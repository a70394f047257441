import { describe, expect, it } from "vitest";
import { PRIVATE_ANSWER, pageCacheControl } from "./cache-control.server";
import { dataChanged, startPageRender } from "./page-freshness.server";

describe("pageCacheControl", () => {
  const now = 1_000_000;
  const keptFor = (ms: number) => startPageRender(ms, () => undefined, now);

  it("lets a shared cache keep a page the same for everyone as long as the server keeps it", () => {
    expect(pageCacheControl(true, keptFor(30_000), now)).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=120",
    );
    expect(pageCacheControl(true, keptFor(5_400), now)).toBe(
      "public, max-age=0, s-maxage=5, stale-while-revalidate=120",
    );
  });

  it("keeps a page that depends on the visitor's cookies in their browser only", () => {
    expect(pageCacheControl(false, keptFor(30_000), now)).toBe(PRIVATE_ANSWER);
  });

  it("lets no one keep a page built while waiting on outside data, or from data that has since changed", () => {
    expect(pageCacheControl(true, undefined, now)).toBe(PRIVATE_ANSWER);
    expect(pageCacheControl(true, keptFor(900), now)).toBe(PRIVATE_ANSWER);
    const render = keptFor(30_000);
    dataChanged();
    expect(pageCacheControl(true, render, now)).toBe(PRIVATE_ANSWER);
  });
});
