import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { ScheduleChange } from "#app/features/content/types";
import { fullAddress } from "#app/features/parish/identity";
import { embeddedParish, embeddedSchedule, embeddedSchedules } from "../../../tests/support/embedded-parish";
import { scheduleCalendar } from "./schedule-feed";

const parish = embeddedParish;
const feed = scheduleCalendar({
  siteUrl: "https://parish.example.org",
  parish,
  schedules: embeddedSchedules,
  now: new Date("2025-06-01T12:00:00Z"),
});
const calendar = new ICAL.Component(ICAL.parse(feed));
const timezone = calendar.getFirstSubcomponent("vtimezone");
if (timezone) ICAL.TimezoneService.register(timezone);
const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));

function event(summary: string, rrule: string): ICAL.Event {
  const found = events.find(
    (candidate) =>
      candidate.summary === summary && String(candidate.component.getFirstPropertyValue("rrule")) === rrule,
  );
  if (!found) throw new Error(`no event "${summary}" ${rrule}`);
  return found;
}

/** The first `count` occurrences on or after `from`, as UTC instants. */
function occurrencesFrom(item: ICAL.Event, from: string, count: number): string[] {
  const iterator = item.iterator();
  const result: string[] = [];
  for (let next = iterator.next(); next && result.length < count; next = iterator.next()) {
    const instant = next.toJSDate().toISOString();
    if (instant >= from) result.push(instant);
  }
  return result;
}

describe("the schedule's iCalendar feed", () => {
  it("parses, names itself in both languages after the parish and holds every weekly Mass and adoration time", () => {
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(
      `Giờ Lễ · ${parish.name.vi} / Mass Times · ${parish.name.en}`,
    );
    expect(events).toHaveLength(
      embeddedSchedule.masses.length + embeddedSchedule.devotions.filter((devotion) => devotion.end).length,
    );
    expect(new Set(events.map((item) => item.uid)).size).toBe(events.length);
    expect(feed.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("writes weekly RRULEs with TZID America/Chicago and titles in Vietnamese and English", () => {
    expect(feed).toContain("DTSTART;TZID=America/Chicago:20250105T080000");
    expect(feed).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
    for (const item of events) {
      expect(item.startDate.zone?.tzid).toBe("America/Chicago");
      expect(String(item.component.getFirstPropertyValue("rrule"))).toMatch(
        /^FREQ=WEEKLY;BYDAY=(SU|MO|TU|WE|TH|FR|SA)(,(MO|TU|WE|TH|FR))*$/,
      );
      expect(item.location).toBe(fullAddress(parish));
    }
    const sundayEnglish = event("Thánh Lễ (Tiếng Anh) / Mass (English)", "FREQ=WEEKLY;BYDAY=SU");
    expect(sundayEnglish.startDate.toString()).toBe("2025-01-05T17:30:00");
    expect(sundayEnglish.endDate.toString()).toBe("2025-01-05T18:30:00");
    expect(event("Lễ Vọng (Tiếng Việt) / Vigil Mass (Vietnamese)", "FREQ=WEEKLY;BYDAY=SA").startDate.toString()).toBe(
      "2025-01-11T18:00:00",
    );
    const thursdayAdoration = event("Chầu Thánh Thể / Eucharistic Adoration", "FREQ=WEEKLY;BYDAY=TH");
    expect([thursdayAdoration.startDate.toString(), thursdayAdoration.endDate.toString()]).toEqual([
      "2025-01-09T09:00:00",
      "2025-01-09T17:45:00",
    ]);
  });

  it("recurs at the same local time on both sides of the daylight-saving changes", () => {
    const sunday8 = event("Thánh Lễ (Tiếng Việt) / Mass (Vietnamese)", "FREQ=WEEKLY;BYDAY=SU");
    const sundays = events.filter(
      (item) =>
        item.summary === "Thánh Lễ (Tiếng Việt) / Mass (Vietnamese)" &&
        item.startDate.hour === 8 &&
        item.startDate.dayOfWeek() === 1,
    );
    expect(sundays).toEqual([sunday8]);
    expect(occurrencesFrom(sunday8, "2025-03-01", 3)).toEqual([
      "2025-03-02T14:00:00.000Z",
      "2025-03-09T13:00:00.000Z",
      "2025-03-16T13:00:00.000Z",
    ]);
    expect(occurrencesFrom(sunday8, "2025-10-26", 2)).toEqual(["2025-10-26T13:00:00.000Z", "2025-11-02T14:00:00.000Z"]);
    const weekdayMorning = event("Thánh Lễ (Tiếng Việt) / Mass (Vietnamese)", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
    expect(weekdayMorning.startDate.toString()).toBe("2025-01-06T08:30:00");
  });
});

describe("holy days in the feed", () => {
  const christmasEve: ScheduleChange = {
    id: "christmas-eve",
    date: "2025-12-24",
    title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
    replacesWeekly: true,
    masses: [{ time: "22:00", language: "bilingual", note: {} }],
  };
  const withChanges = new ICAL.Component(
    ICAL.parse(
      scheduleCalendar({
        siteUrl: "https://parish.example.org",
        parish,
        schedules: embeddedSchedules,
        now: new Date("2025-12-01T12:00:00Z"),
        changes: [christmasEve],
      }),
    ),
  );
  const all = withChanges.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));

  it("adds the holy day's Masses as events of their own, titled in both languages", () => {
    const special = all.filter((item) => !item.isRecurring());
    expect(special.map((item) => [item.summary, item.startDate.toString()])).toEqual([
      ["Đêm Giáng Sinh: Thánh Lễ (Song ngữ) / Christmas Eve: Mass (Bilingual)", "2025-12-24T22:00:00"],
    ]);
  });

  it("takes the weekly Masses of a day it replaces out of their series, and only those", () => {
    const weekdayEvening = all.find(
      (item) =>
        item.isRecurring() && item.startDate.toString().endsWith("T18:00:00") && item.summary.startsWith("Thánh Lễ ("),
    );
    if (!weekdayEvening) throw new Error("no weekday evening Mass");
    expect(occurrencesFrom(weekdayEvening, "2025-12-23T12:00:00.000Z", 2)).toEqual([
      "2025-12-24T00:00:00.000Z",
      "2025-12-26T00:00:00.000Z",
    ]);
  });
});
