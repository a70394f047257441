import { describe, expect, it, vi } from "vitest";
import { builtOnFirstUse } from "./built-on-first-use";

describe("builtOnFirstUse", () => {
  it("builds nothing until asked, then builds once and hands back the same value", () => {
    const build = vi.fn(() => new Intl.NumberFormat("vi-VN"));
    const formatter = builtOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(first.format(1234)).toBe("1.234");
  });
});
