import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { KEPT_PAGE, pageMayBeKept } from "./kept-page";

/** The part of React Router's context the check reads: the matched routes, outermost first, and their modules. */
function rendering(handles: Record<string, unknown>): Pick<EntryContext, "routeModules" | "staticHandlerContext"> {
  const ids = Object.keys(handles);
  return {
    routeModules: Object.fromEntries(ids.map((id) => [id, { default: () => null, handle: handles[id] }])),
    staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
  } as unknown as Pick<EntryContext, "routeModules" | "staticHandlerContext">;
}

describe("pageMayBeKept", () => {
  it("keeps a page whose route says so", () => {
    expect(pageMayBeKept(rendering({ root: undefined, "routes/schedule": KEPT_PAGE }))).toBe(true);
  });

  it("never keeps a page whose route says nothing, whatever the layout around it says", () => {
    expect(pageMayBeKept(rendering({ root: undefined, "routes/new-page": undefined }))).toBe(false);
    expect(pageMayBeKept(rendering({ root: KEPT_PAGE, "routes/new-page": { breadcrumb: "x" } }))).toBe(false);
    expect(pageMayBeKept(rendering({ root: undefined, "routes/new-page": { keptPage: "yes" } }))).toBe(false);
    expect(pageMayBeKept(rendering({}))).toBe(false);
  });
});
