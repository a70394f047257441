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
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps the few moments a page asks for in turn, and forgets them once it has many", () => {
    const read = vi.fn((date: Date) => date.toISOString().slice(0, 10));
    const dateKey = keptForTheMinute(read);
    const now = new Date("2026-11-27T10:15:00.000Z");
    const monthAhead = new Date("2026-12-27T10:15:00.000Z");
    for (let turn = 0; turn < 3; turn += 1) {
      expect(dateKey(now)).toBe("2026-11-27");
      expect(dateKey(monthAhead)).toBe("2026-12-27");
    }
    expect(read).toHaveBeenCalledTimes(2);
    for (let day = 1; day <= 20; day += 1) dateKey(new Date(Date.UTC(2027, 0, day)));
    expect(read).toHaveBeenCalledTimes(22);
    expect(dateKey(now)).toBe("2026-11-27");
    expect(read).toHaveBeenCalledTimes(23);
  });

  it("keeps nothing for a date that is not one", () => {
    const stamp = keptForTheMinute((date) => date.toISOString());
    expect(() => stamp(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => stamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});
