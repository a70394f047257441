import { describe, expect, it } from "vitest";
import { createStreamSlots } from "./stream-slots.server";

describe("createStreamSlots", () => {
  it("gives a visitor their share of streams and the site its own, and takes back what is given back once", () => {
    const take = createStreamSlots({ total: 3, perVisitor: 2 });
    const first = take("a");
    expect(take("a")).not.toBeNull();
    expect(take("a")).toBeNull();
    const other = take("b");
    expect(other).not.toBeNull();
    expect(take("c")).toBeNull();
    first?.();
    first?.();
    expect(take("c")).not.toBeNull();
    expect(take("d")).toBeNull();
    other?.();
    expect(take("a")).not.toBeNull();
  });
});
