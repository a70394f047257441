import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { loader } from "#app/routes/api/event-ics";
import { calendarFeed } from "./calendar-feed.server";
import { eventCalendar, eventFileName } from "./event-calendar";
import { eventIcsPath } from "./events";
import type { ParishEvent } from "./events";
import { fullAddress } from "#app/features/parish/identity";
import { embeddedParish } from "../../../tests/support/embedded-parish";

const SITE = "https://parish.example.org";
const ADDRESS = fullAddress(embeddedParish);

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { zone, vevent, event: new ICAL.Event(vevent) };
}

const study: ParishEvent = {
  id: "bible-study@parish@2026-12-02T19:00:00",
  date: "2026-12-02",
  endDate: "2026-12-02",
  start: "19:00",
  end: "20:30",
  title: "Học Hỏi Kinh Thánh",
  description: "Xin mang theo Kinh Thánh.",
  location: "Phòng Học 3",
  url: null,
  category: "faithFormation",
};

describe("one occurrence's .ics", () => {
  it("holds that occurrence alone, at its wall-clock time in America/Chicago", () => {
    const { zone, vevent, event } = parse(eventCalendar(study, "vi", SITE, ADDRESS));
    expect(zone.tzid).toBe("America/Chicago");
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/Chicago");
    expect(event.startDate.toString()).toBe("2026-12-02T19:00:00");
    expect(event.endDate.toString()).toBe("2026-12-02T20:30:00");
    event.startDate.zone = zone;
    // December is standard time in Arlington, UTC-6.
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse("2026-12-02T19:00:00-06:00"));
    expect(event.isRecurring()).toBe(false);
    expect(event.summary).toBe("Học Hỏi Kinh Thánh");
    expect(event.location).toContain("Phòng Học 3");
    expect(event.location).toBe(`Phòng Học 3, ${ADDRESS}`);
    expect(eventFileName(study)).toBe("hoc-hoi-kinh-thanh-2026-12-02.ics");
  });

  it("writes an all-day event as dates, its end the day after its last", () => {
    const { event } = parse(
      eventCalendar({ ...study, start: null, end: null, endDate: "2026-12-03" }, "en", SITE, ADDRESS),
    );
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-02");
    expect(event.endDate.toString()).toBe("2026-12-04");
  });
});

describe("the event .ics route", () => {
  const call = (id: string, query = "") =>
    loader({
      params: { id },
      request: new Request(`http://localhost/api/events/${encodeURIComponent(id)}/calendar.ics${query}`),
      context: {},
    } as Parameters<typeof loader>[0]);

  it("answers an occurrence of the parish calendar as a download in the page's language", async () => {
    await calendarFeed().warm();
    const [first] = calendarFeed().events("vi");
    expect(first).toBeDefined();
    const response = await call(first!.id, "?lang=vi");
    expect(response).toBeInstanceOf(Response);
    const file = response as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${eventFileName(first!)}"`);
    expect(parse(await file.text()).event.summary).toBe(first!.title);
    expect(eventIcsPath(first!, "vi")).toBe(`/api/events/${encodeURIComponent(first!.id)}/calendar.ics?lang=vi`);
  });

  it("answers 404 for an unknown event with a page saying it is no longer in the calendar, never kept", async () => {
    const response = await call("no-such-event", "?lang=vi");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("<h1>Sự kiện này không còn trong lịch</h1>");
  });
});
