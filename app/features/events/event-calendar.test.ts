import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { loader } from "#app/routes/api/event-ics";
import { eventCalendar, eventIcsPath } from "./event-calendar";
import { parishEvents } from "./events";

const SITE = "https://parish.example.org";

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, zone, vevent, event: new ICAL.Event(vevent) };
}

/** The instant of a wall-clock time in Arlington, using the offset the date falls in (all 2024 events are in CDT, UTC-5). */
function chicagoInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00-05:00`);
}

describe("each event's .ics", () => {
  for (const item of parishEvents) {
    it(`${item.id} parses with the right start, end and TZID`, () => {
      const { zone, vevent, event } = parse(eventCalendar(item, "en", SITE));
      expect(zone.tzid).toBe("America/Chicago");
      const dtstart = vevent.getFirstProperty("dtstart")!;
      const dtend = vevent.getFirstProperty("dtend")!;
      expect(dtstart.getParameter("tzid")).toBe("America/Chicago");
      expect(dtend.getParameter("tzid")).toBe("America/Chicago");
      expect(event.startDate.toString()).toBe(`${item.date}T${item.start}:00`);
      expect(event.endDate.toString()).toBe(`${item.date}T${item.end}:00`);
      event.startDate.zone = zone;
      event.endDate.zone = zone;
      expect(event.startDate.toJSDate().getTime()).toBe(chicagoInstant(item.date, item.start));
      expect(event.endDate.toJSDate().getTime()).toBe(chicagoInstant(item.date, item.end));
      expect(event.uid).toBe(`${item.id}@parish.example.org`);
    });
  }

  it("is written in the visitor's language", () => {
    const [first] = parishEvents;
    const english = parse(eventCalendar(first, "en", SITE)).event;
    const vietnamese = parse(eventCalendar(first, "vi", SITE)).event;
    expect(english.summary).toBe("Easter Vigil Mass");
    expect(vietnamese.summary).toBe("Thánh Lễ Vọng Phục Sinh");
    expect(vietnamese.location).toContain("Nhà Thờ");
    expect(vietnamese.location).toContain("Arlington, TX");
  });
});

describe("the event .ics route", () => {
  const call = (id: string, query = "") =>
    loader({ params: { id }, request: new Request(`http://localhost/api/events/${id}/calendar.ics${query}`), context: {} } as Parameters<typeof loader>[0]);

  it("answers a known event as a calendar download", async () => {
    const [first] = parishEvents;
    const response = call(first.id, "?lang=vi");
    expect(response).toBeInstanceOf(Response);
    const file = response as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${first.id}.ics"`);
    expect(parse(await file.text()).event.summary).toBe("Thánh Lễ Vọng Phục Sinh");
    expect(eventIcsPath(first, "vi")).toBe(`/api/events/${first.id}/calendar.ics?lang=vi`);
  });

  it("answers 404 for an unknown event", () => {
    const response = call("no-such-event");
    expect(response).not.toBeInstanceOf(Response);
    expect((response as { init: ResponseInit | null }).init?.status).toBe(404);
  });
});
