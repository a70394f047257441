import { afterEach, describe, expect, it, vi } from "vitest";
import { daysBetween } from "#app/lib/date-key";
import { loader } from "./calendar";

describe("the calendar page's days", () => {
  afterEach(() => vi.useRealTimers());

  it("counts the parish's days across the night the clocks change, giving each its lunar date", () => {
    // 11:30 PM on Saturday, March 13, 2027 in Arlington; the clocks go forward that night.
    vi.useFakeTimers({ now: new Date("2027-03-14T05:30:00Z"), toFake: ["Date"] });
    const data = loader({
      params: {},
      request: new Request("http://parish.test/communication-events/calendar?lang=vi"),
      context: {},
    } as unknown as Parameters<typeof loader>[0]);
    const days = Object.keys(data.lunarDates).sort();
    expect(days[0]).toBe("2027-03-13");
    expect(days).toContain("2027-03-14");
    expect(days.length).toBe(daysBetween(data.from, data.until) + 1);
  });
});
