import ICAL from "ical.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCalendar, type CalendarEvent } from "./icalendar";

const sundayMass: CalendarEvent = {
  uid: "sunday-0800@parish",
  start: "2026-11-29T08:00",
  end: "2026-11-29T09:00",
  rrule: "FREQ=WEEKLY;BYDAY=SU",
  exdates: ["2026-12-27T08:00"],
  summary: "Thánh Lễ Chúa Nhật, tiếng Việt; cả gia đình cùng tham dự Thánh Lễ và chầu Thánh Thể sau Lễ",
  location: "1 Church St, Arlington, TX",
  url: "https://parish.example.org/schedule?lang=vi",
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  return { calendar, zone, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

describe("buildCalendar", () => {
  const text = buildCalendar({
    name: "Lịch Thánh Lễ, Giáo Xứ",
    events: [sundayMass],
    now: new Date("2026-11-25T16:00:00Z"),
  });

  it("places a weekly Mass at its wall-clock time in Arlington on both sides of a change of clocks", () => {
    const { zone, events } = parse(text);
    const [event] = events;
    expect(zone.tzid).toBe("America/Chicago");
    const iterator = event!.iterator();
    const instants: string[] = [];
    for (let next = iterator.next(); next && instants.length < 20; next = iterator.next()) {
      next.zone = zone;
      instants.push(next.toJSDate().toISOString());
    }
    // 8:00 is 14:00 UTC in standard time and 13:00 UTC from 14 March 2027, daylight time.
    expect(instants[0]).toBe("2026-11-29T14:00:00.000Z");
    expect(instants).toContain("2027-03-07T14:00:00.000Z");
    expect(instants).toContain("2027-03-14T13:00:00.000Z");
    // The office cancelled the Sunday after Christmas.
    expect(instants).toContain("2026-12-20T14:00:00.000Z");
    expect(instants).not.toContain("2026-12-27T14:00:00.000Z");
  });

  it("names the cancelled occurrences in the parish's zone", () => {
    const { calendar } = parse(text);
    const exdate = calendar.getFirstSubcomponent("vevent")!.getFirstProperty("exdate")!;
    expect(exdate.getParameter("tzid")).toBe("America/Chicago");
    expect(exdate.getFirstValue()!.toString()).toBe("2026-12-27T08:00:00");
  });

  it("keeps texts with commas and semicolons whole, and folds long lines at 75 octets without splitting a letter", () => {
    const { calendar, events } = parse(text);
    expect(events[0]!.summary).toBe(sundayMass.summary);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Lịch Thánh Lễ, Giáo Xứ");
    const lines = text.split("\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).not.toContain("\uFFFD");
  });

  it("writes an all-day event as dates", () => {
    const { events } = parse(
      buildCalendar({
        name: "Events",
        events: [{ uid: "fair@parish", start: "2026-12-05", end: "2026-12-07", allDay: true, summary: "Hội Chợ" }],
      }),
    );
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe("2026-12-05");
    expect(events[0]!.endDate.toString()).toBe("2026-12-07");
  });
});

describe("a parish in another time zone", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("writes its times in the zone the site was built for, with that zone's rules", async () => {
    vi.stubEnv("VITE_PARISH_TIME_ZONE", "America/Los_Angeles");
    vi.resetModules();
    const { buildCalendar: buildFor } = await import("./icalendar");
    const { zone, events } = parse(buildFor({ name: "Mass times", events: [sundayMass], now: new Date() }));
    expect(zone.tzid).toBe("America/Los_Angeles");
    const [first] = events;
    const start = first!.startDate;
    start.zone = zone;
    // 8:00 in Los Angeles in November is 16:00 UTC.
    expect(start.toJSDate().toISOString()).toBe("2026-11-29T16:00:00.000Z");
  });
});
