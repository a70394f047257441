import { describe, expect, it } from "vitest";
import { formatClock, formatClockRange } from "./clock";

describe("times as the parish writes them", () => {
  it("names the part of the day in Vietnamese: trưa only for the noon hour, khuya after midnight", () => {
    expect(
      ["08:30", "11:00", "12:30", "15:00", "18:00", "19:30", "00:00", "02:15"].map((time) =>
        formatClock(time as `${number}:${number}`, "vi"),
      ),
    ).toEqual([
      "8:30 sáng",
      "11:00 sáng",
      "12:30 trưa",
      "3:00 chiều",
      "6:00 chiều",
      "7:30 tối",
      "12:00 khuya",
      "2:15 khuya",
    ]);
    expect(formatClock("00:00", "en")).toBe("12:00 AM");
    expect(formatClock("12:30", "en")).toBe("12:30 PM");
  });

  it("writes a span within one part of the day with that part once in Vietnamese", () => {
    expect(formatClockRange("15:00", "16:00", "vi")).toBe("3:00 – 4:00 chiều");
    expect(formatClockRange("11:00", "13:00", "vi")).toBe("11:00 sáng – 1:00 chiều");
    expect(formatClockRange("15:00", "16:00", "en")).toBe("3:00 PM – 4:00 PM");
  });
});
