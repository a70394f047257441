import { describe, expect, it } from "vitest";
import type { ScheduleChange, ScheduledIntention } from "#app/features/content/types";
import type { WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import { embeddedSchedule, embeddedSchedules } from "../../../tests/support/embedded-parish";
import { intentionsWeek } from "./this-week";

const intention = (id: string, date: string, time: string, text: string): ScheduledIntention => ({
  id,
  date,
  time: time as ScheduledIntention["time"],
  intention: text,
});

const christmasEve: ScheduleChange = {
  id: "eve",
  date: "2026-12-24",
  title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
  replacesWeekly: true,
  masses: [
    { time: "17:00", language: "en", note: { en: "", vi: "" } },
    { time: "22:00", language: "vi", note: { en: "", vi: "" } },
  ],
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
      embeddedSchedules,
    );
    expect(
      week.map((day) => [
        day.date,
        day.masses.map((entry) => [entry.mass.time, entry.intentions.map((item) => item.intention)]),
      ]),
    ).toEqual([
      [
        "2026-11-29",
        [
          ["08:00", ["Tạ ơn — gia đình Trần"]],
          ["10:00", ["Cầu hồn Giuse Nguyễn Văn A — gia đình xin", "Cầu bình an cho gia đình Lê"]],
        ],
      ],
      ["2026-12-02", [["18:00", ["Cầu hồn Maria"]]]],
    ]);
  });

  it("follows a holy day's schedule and leaves out an intention for a Mass not held that day", () => {
    const week = intentionsWeek(
      "2026-12-22",
      [
        intention("eve", "2026-12-24", "22:00", "Cầu cho giáo xứ"),
        intention("gone", "2026-12-24", "18:00", "At a weekly Mass the holy day replaces"),
      ],
      [christmasEve],
      embeddedSchedules,
    );
    expect(week).toEqual([
      {
        date: "2026-12-24",
        masses: [
          {
            mass: expect.objectContaining({
              time: "22:00",
              special: expect.objectContaining({ title: christmasEve.title }),
            }),
            intentions: [{ id: "eve", intention: "Cầu cho giáo xứ" }],
          },
        ],
      },
    ]);
  });

  it("follows the weekly schedule in force each day: a Mass moved from its first day on", () => {
    // From Sunday 2026-11-29 on, the Sunday Mass the schedule in force holds first is an hour later.
    const first = embeddedSchedule.masses.find((mass) => mass.days.includes(0));
    if (!first) throw new Error("the embedded schedule has no Sunday Mass");
    const moved: WeeklySchedule = {
      ...embeddedSchedule,
      id: "moved",
      validFrom: "2026-11-29",
      masses: embeddedSchedule.masses.map((mass) => (mass === first ? { ...mass, time: "23:15" } : mass)),
    };
    const week = intentionsWeek(
      "2026-11-26",
      [
        intention("old", "2026-11-29", first.time, "At the old time"),
        intention("new", "2026-11-29", "23:15", "At the new time"),
      ],
      [],
      [embeddedSchedule, moved],
    );
    expect(
      week.flatMap((day) =>
        day.masses.map((entry) => [day.date, entry.mass.time, entry.intentions.map((item) => item.id)]),
      ),
    ).toEqual([["2026-11-29", "23:15", ["new"]]]);
  });
});
