import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { ScheduleChange } from "#app/features/content/types";
import { embeddedParish, embeddedSchedule } from "../../../tests/support/embedded-parish";
import { parishJsonLd } from "./json-ld";
import { occurrenceText } from "./mass-text";
import { massesOnDay } from "./masses-on-day";
import { nextMass } from "./next-mass";
import { scheduleCalendar } from "./schedule-feed";
import type { WeeklySchedule } from "./weekly-schedule";

/**
 * The embedded schedule, and a newer one from Sunday 14 March 2027 (the day daylight time begins) in which the first
 * Sunday Mass is moved to 9:15.
 */
const sundayFirst = embeddedSchedule.masses
  .filter((mass) => mass.days.includes(0))
  .sort((a, b) => a.time.localeCompare(b.time))[0];
if (!sundayFirst) throw new Error("the embedded schedule has no Sunday Mass");
const FROM = "2027-03-14";
const moved: WeeklySchedule = {
  ...embeddedSchedule,
  id: "from-march",
  validFrom: FROM,
  masses: embeddedSchedule.masses.map((mass) => (mass === sundayFirst ? { ...mass, time: "09:15" } : mass)),
};
const schedules = [moved, embeddedSchedule];
const times = (dateKey: string, changes: ScheduleChange[] = []) =>
  massesOnDay(dateKey, new Date(`${dateKey}T12:00:00Z`).getUTCDay(), changes, schedules).map((mass) => mass.time);
const change = (date: string, replacesWeekly: boolean, time: `${number}:${number}`): ScheduleChange => ({
  id: date,
  date,
  title: { en: "Feast", vi: "Lễ" },
  replacesWeekly,
  masses: [{ time, language: "bilingual", note: {} }],
});

describe("the weekly schedule in force on a day", () => {
  it("is the older one up to the day before a validFrom and the newer one from that day", () => {
    expect(times("2027-03-07")).toContain(sundayFirst.time);
    expect(times("2027-03-07")).not.toContain("09:15");
    expect(times("2027-03-13")).toEqual(
      embeddedSchedule.masses
        .filter((mass) => mass.days.includes(6))
        .map((mass) => mass.time)
        .sort(),
    );
    expect(times(FROM)).toContain("09:15");
    expect(times(FROM)).not.toContain(sundayFirst.time);
    expect(times("2027-03-21")).toContain("09:15");
  });

  it("has the holy-day changes on top of whichever schedule is in force", () => {
    expect(times(FROM, [change(FROM, true, "10:45")])).toEqual(["10:45"]);
    expect(times("2027-03-21", [change("2027-03-21", false, "19:45")])).toEqual(
      [...times("2027-03-21"), "19:45"].sort(),
    );
    expect(times("2027-03-07", [change("2027-03-07", false, "19:45")])).toContain(sundayFirst.time);
  });
});

describe("the next Mass across the change of schedule", () => {
  it("is the old time the Saturday evening a week before, and the new time the Saturday evening before the first day", () => {
    // Saturday 6 March 2027, 20:00 CST; then Saturday 13 March, 20:00 CST (the clocks go forward that night).
    const weekBefore = nextMass(Date.parse("2027-03-07T02:00:00Z"), [], schedules);
    expect(weekBefore && [new Date(weekBefore.start).toISOString(), weekBefore.mass.time]).toEqual([
      `2027-03-07T${String(Number(sundayFirst.time.slice(0, 2)) + 6).padStart(2, "0")}:${sundayFirst.time.slice(3)}:00.000Z`,
      sundayFirst.time,
    ]);
    const eve = nextMass(Date.parse("2027-03-14T02:00:00Z"), [], schedules);
    expect(eve && new Date(eve.start).toISOString()).toBe("2027-03-14T14:15:00.000Z");
    expect(eve && occurrenceText(eve, "en")).toMatch(/^tomorrow 9:15 AM · /);
    expect(eve && occurrenceText(eve, "vi")).toMatch(/^9:15 sáng ngày mai · /);
  });
});

describe("the JSON-LD with a changed schedule", () => {
  it("lists the new time from its first day and the old one before", () => {
    // Thursday 11 March 2027, 12:00 CST.
    const data = parishJsonLd({
      lang: "en",
      siteUrl: "https://parish.example.org",
      now: Date.parse("2027-03-11T18:00:00Z"),
      parish: embeddedParish,
      schedules,
    });
    const starts = data.event.map((event) => event.startDate);
    expect(starts).toContain("2027-03-14T09:15:00-05:00");
    expect(starts).not.toContain(`2027-03-14T${sundayFirst.time}:00-05:00`);
    expect(starts.filter((start) => start.startsWith("2027-03-14"))).toHaveLength(
      embeddedSchedule.masses.filter((mass) => mass.days.includes(0)).length,
    );
  });
});

describe("the .ics feed across the change of schedule", () => {
  const calendar = new ICAL.Component(
    ICAL.parse(
      scheduleCalendar({
        siteUrl: "https://parish.example.org",
        parish: embeddedParish,
        schedules,
        now: new Date("2027-01-01T12:00:00Z"),
      }),
    ),
  );
  const timezone = calendar.getFirstSubcomponent("vtimezone");
  if (timezone) ICAL.TimezoneService.register(timezone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  const sundaySeries = (time: string) =>
    events.filter(
      (item) =>
        String(item.component.getFirstPropertyValue("rrule")).includes("BYDAY=SU") &&
        item.startDate.toString().endsWith(`T${time}:00`) &&
        item.summary.includes("Mass"),
    );
  const occurrences = (item: ICAL.Event, from: string, to: string) => {
    const found: string[] = [];
    const iterator = item.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const instant = next.toJSDate().toISOString();
      if (instant >= to) break;
      if (instant >= from) found.push(instant);
    }
    return found;
  };

  it("holds one series per Mass per schedule", () => {
    const masses = events.filter((item) => item.isRecurring() && item.summary.includes("Mass"));
    expect(masses).toHaveLength(embeddedSchedule.masses.length + moved.masses.length);
    expect(new Set(events.map((item) => item.uid)).size).toBe(events.length);
  });

  it("ends the old series before the first day and begins the new one that day, at the new time across the change to daylight time", () => {
    const [old] = sundaySeries(sundayFirst.time);
    const [renewed] = sundaySeries("09:15");
    if (!old || !renewed) throw new Error("missing series");
    expect(String(old.component.getFirstPropertyValue("rrule"))).toContain("UNTIL=20270314T055959Z");
    expect(renewed.startDate.toString()).toBe(`${FROM}T09:15:00`);
    expect(occurrences(old, "2027-02-28", "2027-04-01")).toEqual([
      `2027-02-28T${String(Number(sundayFirst.time.slice(0, 2)) + 6).padStart(2, "0")}:${sundayFirst.time.slice(3)}:00.000Z`,
      `2027-03-07T${String(Number(sundayFirst.time.slice(0, 2)) + 6).padStart(2, "0")}:${sundayFirst.time.slice(3)}:00.000Z`,
    ]);
    expect(occurrences(renewed, "2027-02-28", "2027-03-22")).toEqual([
      "2027-03-14T14:15:00.000Z",
      "2027-03-21T14:15:00.000Z",
    ]);
  });

  it("moves an unchanged Mass to the new schedule's series without a gap or a double", () => {
    const weekday = embeddedSchedule.masses.find((mass) => mass.days.includes(1));
    if (!weekday) throw new Error("no weekday Mass");
    const series = events.filter(
      (item) =>
        item.isRecurring() &&
        item.startDate.toString().endsWith(`T${weekday.time}:00`) &&
        String(item.component.getFirstPropertyValue("rrule")).includes("BYDAY=MO"),
    );
    expect(series).toHaveLength(2);
    const all = series.flatMap((item) => occurrences(item, "2027-03-08", "2027-03-20")).sort();
    expect(all).toHaveLength(10);
    expect(new Set(all).size).toBe(10);
    expect(series[1]?.startDate.toString()).toBe(`2027-03-15T${weekday.time}:00`);
  });
});
