import { describe, expect, it, vi } from "vitest";
import { keptForTheMinute } from "./kept-for-the-minute";

describe("keptForTheMinute", () => {
  it("reads once a minute and gives the next minute its own answer", () => {
    const read = vi.fn((date: Date) => date.toISOString().slice(0, 16));
    const stamp = keptForTheMinute(read);
    expect(stamp(new Date("2026-11-27T10:15:00.000Z"))).toBe("2026-11-27T10:15");
    expect(stamp(new Date("2026-11-27T10:15:59.999Z"))).toBe("2026-11-27T10:15");
    expect(read).toHaveBeenCalledTimes(1);
    expect(stamp(new Date("2026-11-27T10:16:00.000Z"))).toBe("2026-11-27T10:16");
    expect(stamp(new Date("2026-11-27T10:15:30.000Z"))).toBe("2026-11-27T10:15");
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("keeps nothing for a date that is not one", () => {
    const stamp = keptForTheMinute((date) => date.toISOString());
    expect(() => stamp(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => stamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});
