import { describe, expect, it } from "vitest";
import type { ScheduleChange, ScheduledIntention } from "#app/features/content/types";
import { intentionsWeek } from "./this-week";

const intention = (id: string, date: string, time: string, text: string): ScheduledIntention => ({ id, date, time: time as ScheduledIntention["time"], intention: text });

const christmasEve: ScheduleChange = {
  id: "eve",
  date: "2026-12-24",
  title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
  replacesWeekly: true,
  masses: [{ time: "17:00", language: "en", note: { en: "", vi: "" } }, { time: "22:00", language: "vi", note: { en: "", vi: "" } }],
};

describe("intentionsWeek", () => {
  it("groups the seven days' intentions by Mass, in order, and leaves out days without any", () => {
    const week = intentionsWeek(
      "2026-11-26",
      [
        intention("a", "2026-11-29", "10:00", "Cầu hồn Giuse Nguyễn Văn A — gia đình xin"),
        intention("b", "2026-11-29", "08:00", "Tạ ơn — gia đình Trần"),
        intention("c", "2026-11-29", "10:00", "Cầu bình an cho gia đình Lê"),
        intention("d", "2026-12-02", "18:00", "Cầu hồn Maria"),
        intention("late", "2026-12-03", "18:00", "A week later"),
        intention("past", "2026-11-25", "18:00", "Yesterday"),
      ],
      [],
    );
    expect(week.map((day) => [day.date, day.masses.map((entry) => [entry.mass.time, entry.intentions.map((item) => item.intention)])])).toEqual([
      ["2026-11-29", [["08:00", ["Tạ ơn — gia đình Trần"]], ["10:00", ["Cầu hồn Giuse Nguyễn Văn A — gia đình xin", "Cầu bình an cho gia đình Lê"]]]],
      ["2026-12-02", [["18:00", ["Cầu hồn Maria"]]]],
    ]);
  });

  it("follows a holy day's schedule and leaves out an intention for a Mass not held that day", () => {
    const week = intentionsWeek("2026-12-22", [intention("eve", "2026-12-24", "22:00", "Cầu cho giáo xứ"), intention("gone", "2026-12-24", "18:00", "At a weekly Mass the holy day replaces")], [christmasEve]);
    expect(week).toEqual([{ date: "2026-12-24", masses: [{ mass: expect.objectContaining({ time: "22:00", special: expect.objectContaining({ title: christmasEve.title }) }), intentions: [{ id: "eve", intention: "Cầu cho giáo xứ" }] }] }]);
  });
});
