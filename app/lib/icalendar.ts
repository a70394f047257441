/**
 * A small iCalendar (RFC 5545) writer for the parish's own events: the weekly schedule feed and single events.
 * Times are local to America/Chicago, written with TZID and a VTIMEZONE so every calendar app places them right.
 */

export interface CalendarEvent {
  uid: string;
  /** Local date-time in America/Chicago, "YYYY-MM-DDTHH:MM"; for an all-day event the dates alone, the end exclusive. */
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

const TZID = "America/Chicago";

/** US Central rules since 2007: CDT from the second Sunday of March, CST from the first Sunday of November. */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function localStamp(value: string): string {
  return `${value.replace(/[-:]/g, "")}00`;
}

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

export function buildCalendar(options: { name: string; events: CalendarEvent[]; now?: Date }): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Parish Website//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
    ...VTIMEZONE,
    ...options.events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      ...(event.allDay
        ? [`DTSTART;VALUE=DATE:${event.start.replace(/-/g, "")}`, `DTEND;VALUE=DATE:${event.end.replace(/-/g, "")}`]
        : [`DTSTART;TZID=${TZID}:${localStamp(event.start)}`, `DTEND;TZID=${TZID}:${localStamp(event.end)}`]),
      ...(event.rrule ? [`RRULE:${event.rrule}`] : []),
      ...(event.exdates?.length ? [`EXDATE;TZID=${TZID}:${event.exdates.map(localStamp).join(",")}`] : []),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** `caching` replaces the default for a file that depends on the visitor's cookies. */
export function calendarResponse(body: string, filename: string, caching: Record<string, string> = { "Cache-Control": "public, max-age=3600" }): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      ...caching,
    },
  });
}
