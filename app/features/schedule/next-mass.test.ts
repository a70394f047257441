import { afterEach, describe, expect, it } from "vitest";
import type { ScheduleChange } from "#app/features/content/types";
import { massTitle, occurrenceText } from "./mass-text";
import { massesFrom, nextMass } from "./next-mass";
import { parishIsoString } from "./parish-time";
import { embeddedSchedules } from "../../../tests/support/embedded-parish";

/** An instant given as UTC, so each case says exactly which moment it means. */
const utc = (iso: string) => Date.parse(iso);

function next(iso: string) {
  const found = nextMass(utc(iso), [], embeddedSchedules);
  if (!found) throw new Error("no next Mass");
  return {
    start: new Date(found.start).toISOString(),
    local: parishIsoString(found.start),
    en: occurrenceText(found, "en"),
    vi: occurrenceText(found, "vi"),
  };
}

describe("next Mass on the parish's clock (America/Chicago), with the embedded dataset's schedule", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("is this evening's Mass on a weekday afternoon", () => {
    // Wednesday 2025-06-11 14:00 CDT
    expect(next("2025-06-11T19:00:00Z")).toEqual({
      start: "2025-06-11T23:00:00.000Z",
      local: "2025-06-11T18:00:00-05:00",
      en: "today 6:00 PM · Vietnamese",
      vi: "6:00 chiều hôm nay · Tiếng Việt",
    });
  });

  it("moves to tomorrow's first Mass once the last one has begun, across the day's end", () => {
    // Wednesday 18:00 CDT exactly: the 6:00 PM Mass has started.
    expect(next("2025-06-11T23:00:00Z").en).toBe("tomorrow 8:30 AM · Vietnamese");
    // Wednesday 23:59 CDT, and Thursday 00:00 CDT (a minute later, a new day: now "today").
    expect(next("2025-06-12T04:59:00Z").en).toBe("tomorrow 8:30 AM · Vietnamese");
    expect(next("2025-06-12T05:00:00Z")).toMatchObject({
      local: "2025-06-12T08:30:00-05:00",
      en: "today 8:30 AM · Vietnamese",
    });
  });

  it("gives Saturday's vigil Mass on Saturday afternoon and Sunday's first Mass after it", () => {
    // Saturday 2025-06-14 12:00 CDT
    expect(next("2025-06-14T17:00:00Z")).toMatchObject({
      local: "2025-06-14T18:00:00-05:00",
      en: "today 6:00 PM · Vigil Mass · Vietnamese",
      vi: "6:00 chiều hôm nay · Lễ Vọng · Tiếng Việt",
    });
    // Saturday 19:00 CDT
    expect(next("2025-06-15T00:00:00Z")).toMatchObject({
      local: "2025-06-15T08:00:00-05:00",
      en: "tomorrow 8:00 AM · Vietnamese",
      vi: "8:00 sáng ngày mai · Tiếng Việt",
    });
  });

  it("gives the English Mass on Sunday afternoon and Monday morning's Mass on Sunday evening", () => {
    // Sunday 2025-06-15 13:00 CDT, after the 12:30 Mass began
    expect(next("2025-06-15T18:00:00Z")).toMatchObject({
      local: "2025-06-15T17:30:00-05:00",
      en: "today 5:30 PM · English",
      vi: "5:30 chiều hôm nay · Tiếng Anh",
    });
    // Sunday 20:00 CDT
    expect(next("2025-06-16T01:00:00Z")).toMatchObject({
      local: "2025-06-16T08:30:00-05:00",
      en: "tomorrow 8:30 AM · Vietnamese",
    });
  });

  it("keeps the right hour across the spring change to daylight time (Sunday 9 March 2025)", () => {
    // Saturday 8 March 19:00 CST (UTC-6): Sunday's 8:00 AM is already CDT (UTC-5).
    expect(next("2025-03-09T01:00:00Z")).toEqual({
      start: "2025-03-09T13:00:00.000Z",
      local: "2025-03-09T08:00:00-05:00",
      en: "tomorrow 8:00 AM · Vietnamese",
      vi: "8:00 sáng ngày mai · Tiếng Việt",
    });
    // Sunday 01:30 CST, half an hour before the clocks jump.
    expect(next("2025-03-09T07:30:00Z")).toMatchObject({
      start: "2025-03-09T13:00:00.000Z",
      en: "today 8:00 AM · Vietnamese",
    });
  });

  it("keeps the right hour across the autumn change to standard time (Sunday 2 November 2025)", () => {
    // Saturday 1 November 20:00 CDT (UTC-5): Sunday's 8:00 AM is CST (UTC-6).
    expect(next("2025-11-02T01:00:00Z")).toEqual({
      start: "2025-11-02T14:00:00.000Z",
      local: "2025-11-02T08:00:00-06:00",
      en: "tomorrow 8:00 AM · Vietnamese",
      vi: "8:00 sáng ngày mai · Tiếng Việt",
    });
    // 01:30 happens twice that night; both times the next Mass is 8:00 AM CST.
    expect(next("2025-11-02T06:30:00Z")).toMatchObject({
      start: "2025-11-02T14:00:00.000Z",
      en: "today 8:00 AM · Vietnamese",
    });
    expect(next("2025-11-02T07:30:00Z")).toMatchObject({
      start: "2025-11-02T14:00:00.000Z",
      en: "today 8:00 AM · Vietnamese",
    });
  });

  it("does not depend on the time zone of the machine or visitor", () => {
    const instant = "2025-06-15T00:00:00Z";
    const inChicago = next(instant);
    for (const zone of ["Asia/Ho_Chi_Minh", "Europe/Paris", "Pacific/Honolulu", "UTC"]) {
      process.env.TZ = zone;
      expect(next(instant)).toEqual(inChicago);
    }
  });

  it("lists a week of Masses in order, none already begun", () => {
    const now = utc("2025-06-11T19:00:00Z");
    const week = massesFrom(now, 7, [], embeddedSchedules);
    // Wednesday evening, Thu + Fri (2 each), Saturday (2), Sunday (4), Monday + Tuesday (2 each)
    expect(week).toHaveLength(1 + 2 + 2 + 2 + 4 + 2 + 2);
    expect(week.every((occurrence) => occurrence.start > now)).toBe(true);
    expect(week.map((occurrence) => occurrence.start)).toEqual(
      [...week.map((occurrence) => occurrence.start)].sort((a, b) => a - b),
    );
  });
});

describe("holy days and special schedules", () => {
  const change = (replacesWeekly: boolean, masses: ScheduleChange["masses"]): ScheduleChange => ({
    id: "c",
    date: "2025-12-24",
    title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
    replacesWeekly,
    masses,
  });
  const midnight = { time: "00:00", language: "bilingual", note: {} } as const;
  const evening = { time: "17:00", language: "en", note: { en: "Children's Mass", vi: "Lễ Thiếu Nhi" } } as const;
  // Tuesday 23 December 2025, 21:00 CST.
  const eveningBefore = utc("2025-12-24T03:00:00Z");

  it("replaces the day's weekly Masses when the office says so", () => {
    const next = nextMass(eveningBefore, [change(true, [evening])], embeddedSchedules);
    // Named by its day, and by the office's note of it.
    expect(next && occurrenceText(next, "en")).toBe("tomorrow 5:00 PM · Christmas Eve · Children's Mass · English");
    expect(next && massTitle(next.mass, "vi")).toBe("Đêm Giáng Sinh: Lễ Thiếu Nhi (Tiếng Anh)");
    expect(next && occurrenceText(next, "vi")).toBe("5:00 chiều ngày mai · Đêm Giáng Sinh · Lễ Thiếu Nhi · Tiếng Anh");
  });

  it("adds its Masses to the weekly ones otherwise, in order of time", () => {
    const day = massesFrom(eveningBefore, 2, [change(false, [evening])], embeddedSchedules).filter(
      (occurrence) => occurrence.dayOffset === 1,
    );
    expect(day.map((occurrence) => [occurrence.mass.time, occurrence.mass.special ? "special" : "weekly"])).toEqual([
      ["08:30", "weekly"],
      ["17:00", "special"],
      ["18:00", "weekly"],
    ]);
  });

  it("holds no Mass at all on a day it empties, and finds the next one after it", () => {
    const next = nextMass(eveningBefore, [change(true, [])], embeddedSchedules);
    expect(next?.date).toEqual({ year: 2025, month: 12, day: 25 });
    expect(next?.mass.time).toBe("08:30");
  });

  it("looks past a week whose Masses are all cancelled", () => {
    const week = Array.from({ length: 9 }, (_, index): ScheduleChange => ({
      ...change(true, []),
      id: `c${index}`,
      date: `2025-12-${String(24 + index).padStart(2, "0")}`,
    })).filter((item) => item.date <= "2025-12-31");
    expect(
      nextMass(
        eveningBefore,
        [...week, { ...change(true, [midnight]), id: "new-year", date: "2026-01-01" }],
        embeddedSchedules,
      )?.date,
    ).toEqual({ year: 2026, month: 1, day: 1 });
  });
});

describe("a week of Masses, worked out once", () => {
  // Wednesday 11 June 2025, 14:00 in Arlington: the evening Mass is still to come.
  const now = utc("2025-06-11T19:00:00Z");
  /** The holy-day changes the content service holds: the same array on every page. */
  const noChanges: ScheduleChange[] = [];

  it("stands, the same list, until its first Mass begins; then that Mass is gone", () => {
    const week = massesFrom(now, 7, noChanges, embeddedSchedules);
    const first = week[0];
    if (!first) throw new Error("no Mass this week");
    expect(massesFrom(first.start - 60_000, 7, noChanges, embeddedSchedules)).toBe(week);
    const later = massesFrom(first.start, 7, noChanges, embeddedSchedules);
    expect(later).not.toBe(week);
    expect(later.map((occurrence) => occurrence.start)).toEqual(
      week.slice(1, later.length + 1).map((occurrence) => occurrence.start),
    );
  });

  it("counts the days again from the parish's midnight", () => {
    // 23:30 on Wednesday, then 00:30 on Thursday: the same Thursday Mass is tomorrow, then today.
    const beforeMidnight = massesFrom(utc("2025-06-12T04:30:00Z"), 7, noChanges, embeddedSchedules);
    const afterMidnight = massesFrom(utc("2025-06-12T05:30:00Z"), 7, noChanges, embeddedSchedules);
    expect(afterMidnight[0]?.start).toBe(beforeMidnight[0]?.start);
    expect(beforeMidnight[0]?.dayOffset).toBe(1);
    expect(afterMidnight[0]?.dayOffset).toBe(0);
  });

  it("is worked out again for an earlier moment and for other schedule changes", () => {
    const week = massesFrom(now, 7, noChanges, embeddedSchedules);
    // 07:00 on the same Wednesday: the morning Mass has not begun yet.
    const morning = massesFrom(utc("2025-06-11T12:00:00Z"), 7, noChanges, embeddedSchedules);
    expect(morning.length).toBeGreaterThan(week.length);
    const holyDay: ScheduleChange = {
      id: "h",
      date: "2025-06-12",
      title: { en: "Holy day", vi: "Lễ Trọng" },
      replacesWeekly: false,
      masses: [{ time: "21:00", language: "bilingual", note: {} }],
    };
    const withHolyDay = massesFrom(now, 7, [holyDay], embeddedSchedules);
    expect(withHolyDay).toHaveLength(week.length + 1);
    expect(withHolyDay.some((occurrence) => occurrence.mass.special?.title.en === "Holy day")).toBe(true);
  });
});
