import ICAL from "ical.js";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { PARISH_TIME_ZONE } from "#app/config/time-zone";

/**
 * The parish's own events as iCalendar (RFC 5545): the weekly schedule feed and single events. Times are local to
 * the parish's time zone, written with TZID and a VTIMEZONE so every calendar app places them right.
 */

export interface CalendarEvent {
  uid: string;
  /** Local date-time in the parish's time zone, "YYYY-MM-DDTHH:MM"; for an all-day event the dates alone, the end exclusive. */
  start: string;
  end: string;
  allDay?: boolean;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** An RRULE value such as "FREQ=WEEKLY;BYDAY=SU". */
  rrule?: string;
  /** Occurrences of the rule that are not held, as local date-times like `start`. */
  exdates?: string[];
}

const TZID = PARISH_TIME_ZONE;

/** The zone's rules from the IANA database, so every calendar app turns the wall-clock times into the right instants. */
function parishZone(): ICAL.Component {
  const [block] = tzlib_get_ical_block(TZID);
  if (!block) throw new Error(`No time-zone rules for ${TZID}`);
  return ICAL.Component.fromString(block);
}

const localTime = (value: string) => ICAL.Time.fromDateTimeString(`${value}:00`);

/** A property whose value (or values, for EXDATE) are wall-clock times in the parish's zone. */
function zoned(name: string, values: ICAL.Time[]): ICAL.Property {
  const property = new ICAL.Property(name);
  if (values.length === 1 && values[0]) property.setValue(values[0]);
  else property.setValues(values);
  property.setParameter("tzid", TZID);
  return property;
}

function vevent(event: CalendarEvent, stamp: ICAL.Time): ICAL.Component {
  const component = new ICAL.Component("vevent");
  component.addPropertyWithValue("uid", event.uid);
  component.addPropertyWithValue("dtstamp", stamp);
  if (event.allDay) {
    component.addPropertyWithValue("dtstart", ICAL.Time.fromDateString(event.start));
    component.addPropertyWithValue("dtend", ICAL.Time.fromDateString(event.end));
  } else {
    component.addProperty(zoned("dtstart", [localTime(event.start)]));
    component.addProperty(zoned("dtend", [localTime(event.end)]));
  }
  if (event.rrule) component.addPropertyWithValue("rrule", ICAL.Recur.fromString(event.rrule));
  if (event.exdates?.length) component.addProperty(zoned("exdate", event.exdates.map(localTime)));
  component.addPropertyWithValue("summary", event.summary);
  if (event.description) component.addPropertyWithValue("description", event.description);
  if (event.location) component.addPropertyWithValue("location", event.location);
  if (event.url) component.addPropertyWithValue("url", event.url);
  return component;
}

/** ical.js escapes the texts and folds lines longer than 75 octets, as RFC 5545 asks. */
export function buildCalendar(options: { name: string; events: CalendarEvent[]; now?: Date }): string {
  const stamp = ICAL.Time.fromJSDate(options.now ?? new Date(), true);
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//Parish Website//EN");
  calendar.addPropertyWithValue("calscale", "GREGORIAN");
  calendar.addPropertyWithValue("method", "PUBLISH");
  // ical.js leaves the values of properties it does not know unescaped; the calendar's name is text.
  const name = new ICAL.Property("x-wr-calname");
  name.resetType("text");
  name.setValue(options.name);
  calendar.addProperty(name);
  calendar.addPropertyWithValue("x-wr-timezone", TZID);
  calendar.addSubcomponent(parishZone());
  for (const event of options.events) calendar.addSubcomponent(vevent(event, stamp));
  return `${calendar.toString()}\r\n`;
}

/** `caching` replaces the default for a file that depends on the visitor's cookies. */
export function calendarResponse(
  body: string,
  filename: string,
  caching: Record<string, string> = { "Cache-Control": "public, max-age=3600" },
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      ...caching,
    },
  });
}
