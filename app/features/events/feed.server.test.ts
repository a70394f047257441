import { describe, expect, it } from "vitest";
import { expandFeed, FeedError } from "./feed.server";

/** A feed as Google Calendar publishes it: CRLF lines, the zone's definition, then the events. */
function feed(...events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VTIMEZONE",
    "TZID:America/Chicago",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0600",
    "TZOFFSETTO:-0500",
    "TZNAME:CDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0600",
    "TZNAME:CST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
    ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
  ].join("\r\n");
}

const bibleStudy = [
  "UID:bible-study@parish",
  "DTSTART;TZID=America/Chicago:20150107T190000",
  "DTEND;TZID=America/Chicago:20150107T203000",
  "RRULE:FREQ=WEEKLY;BYDAY=WE",
  "SUMMARY:Bible study",
  "LOCATION:Classroom 3",
  "CATEGORIES:Faith Formation",
];

const window = (from: string, to: string) => [new Date(from), new Date(to)] as const;

describe("expandFeed", () => {
  it("gives a weekly event started years ago at its next occurrences in the window", () => {
    const events = expandFeed(feed(bibleStudy), ...window("2026-11-24T12:00:00Z", "2026-12-10T12:00:00Z"));
    expect(events.map((event) => [event.date, event.start, event.end])).toEqual([
      ["2026-11-25", "19:00", "20:30"],
      ["2026-12-02", "19:00", "20:30"],
      ["2026-12-09", "19:00", "20:30"],
    ]);
    expect(events[0]).toMatchObject({
      title: "Bible study",
      location: "Classroom 3",
      category: "faithFormation",
      url: null,
    });
  });

  it("leaves out an EXDATE and a cancelled occurrence, and shows a moved one at its new time", () => {
    const events = expandFeed(
      feed(
        [...bibleStudy, "EXDATE;TZID=America/Chicago:20261202T190000"],
        [
          "UID:bible-study@parish",
          "RECURRENCE-ID;TZID=America/Chicago:20261209T190000",
          "DTSTART;TZID=America/Chicago:20261209T190000",
          "DTEND;TZID=America/Chicago:20261209T203000",
          "STATUS:CANCELLED",
          "SUMMARY:Bible study",
        ],
        [
          "UID:bible-study@parish",
          "RECURRENCE-ID;TZID=America/Chicago:20261216T190000",
          "DTSTART;TZID=America/Chicago:20261217T180000",
          "DTEND;TZID=America/Chicago:20261217T193000",
          "SUMMARY:Bible study (moved to Thursday)",
        ],
      ),
      ...window("2026-11-24T12:00:00Z", "2026-12-24T12:00:00Z"),
    );
    expect(events.map((event) => [event.date, event.start, event.title])).toEqual([
      ["2026-11-25", "19:00", "Bible study"],
      ["2026-12-17", "18:00", "Bible study (moved to Thursday)"],
      ["2026-12-23", "19:00", "Bible study"],
    ]);
  });

  it("shows an occurrence moved from years before the window into it, and a yearly retreat begun before the window that lasts into it", () => {
    const events = expandFeed(
      feed(
        bibleStudy,
        [
          "UID:bible-study@parish",
          "RECURRENCE-ID;TZID=America/Chicago:20150114T190000",
          "DTSTART;TZID=America/Chicago:20261127T180000",
          "DTEND;TZID=America/Chicago:20261127T193000",
          "SUMMARY:Bible study (the 2015 evening, held at last)",
        ],
        [
          "UID:retreat@parish",
          "DTSTART;VALUE=DATE:20101120",
          "DTEND;VALUE=DATE:20101127",
          "RRULE:FREQ=YEARLY",
          "SUMMARY:Parish retreat",
        ],
      ),
      ...window("2026-11-24T12:00:00Z", "2026-11-28T12:00:00Z"),
    );
    expect(events.map((event) => [event.date, event.endDate, event.title])).toEqual([
      ["2026-11-20", "2026-11-26", "Parish retreat"],
      ["2026-11-25", "2026-11-25", "Bible study"],
      ["2026-11-27", "2026-11-27", "Bible study (the 2015 evening, held at last)"],
    ]);
  });

  it("cancels an occurrence of one event only, though another recurs at the same hour", () => {
    const rosary = bibleStudy.map((line) =>
      line.replace("bible-study@parish", "rosary@parish").replace("Bible study", "Rosary"),
    );
    const events = expandFeed(
      feed(bibleStudy, rosary, [
        "UID:rosary@parish",
        "RECURRENCE-ID;TZID=America/Chicago:20261125T190000",
        "DTSTART;TZID=America/Chicago:20261125T190000",
        "DTEND;TZID=America/Chicago:20261125T203000",
        "STATUS:CANCELLED",
        "SUMMARY:Rosary",
      ]),
      ...window("2026-11-24T12:00:00Z", "2026-12-03T12:00:00Z"),
    );
    expect(events.map((event) => [event.date, event.title])).toEqual([
      ["2026-11-25", "Bible study"],
      ["2026-12-02", "Bible study"],
      ["2026-12-02", "Rosary"],
    ]);
  });

  it("adds an RDATE to a rule's occurrences", () => {
    const events = expandFeed(
      feed([...bibleStudy, "RDATE;TZID=America/Chicago:20261128T100000"]),
      ...window("2026-11-26T12:00:00Z", "2026-12-03T12:00:00Z"),
    );
    expect(events.map((event) => [event.date, event.start])).toEqual([
      ["2026-11-28", "10:00"],
      ["2026-12-02", "19:00"],
    ]);
  });

  it("keeps a weekly event's wall-clock time across the end of daylight time", () => {
    const events = expandFeed(feed(bibleStudy), ...window("2026-10-26T12:00:00Z", "2026-11-06T12:00:00Z"));
    expect(events.map((event) => [event.date, event.start])).toEqual([
      ["2026-10-28", "19:00"],
      ["2026-11-04", "19:00"],
    ]);
  });

  it("reads an all-day event by its dates, its end being exclusive", () => {
    const [retreat] = expandFeed(
      feed([
        "UID:retreat@parish",
        "DTSTART;VALUE=DATE:20261205",
        "DTEND;VALUE=DATE:20261207",
        "SUMMARY:Youth retreat",
        "CATEGORIES:Youth",
        "URL:https://parish.example.org/retreat",
      ]),
      ...window("2026-11-24T12:00:00Z", "2026-12-31T12:00:00Z"),
    );
    expect(retreat).toMatchObject({
      date: "2026-12-05",
      endDate: "2026-12-06",
      start: null,
      end: null,
      category: "youth",
      url: "https://parish.example.org/retreat",
    });
  });

  it("converts a time written in UTC to the parish's clock, and keeps an event crossing midnight whole", () => {
    const [vigil] = expandFeed(
      feed([
        "UID:vigil@parish",
        "DTSTART:20261225T040000Z",
        "DTEND:20261225T070000Z",
        "SUMMARY:Christmas vigil",
        "CATEGORIES:Liturgy,Phụng Vụ",
      ]),
      ...window("2026-11-24T12:00:00Z", "2026-12-31T12:00:00Z"),
    );
    expect(vigil).toMatchObject({
      date: "2026-12-24",
      start: "22:00",
      endDate: "2026-12-25",
      end: "01:00",
      category: "liturgy",
    });
  });

  it("leaves out a cancelled event, files an unknown category under Other and drops a link that is not the web", () => {
    const events = expandFeed(
      feed(
        [
          "UID:gone@parish",
          "DTSTART;TZID=America/Chicago:20261201T100000",
          "DTEND;TZID=America/Chicago:20261201T110000",
          "STATUS:CANCELLED",
          "SUMMARY:Cancelled",
        ],
        [
          "UID:picnic@parish",
          "DTSTART;TZID=America/Chicago:20261201T120000",
          "DTEND;TZID=America/Chicago:20261201T140000",
          "SUMMARY:Picnic",
          "CATEGORIES:Fellowship",
          "URL:javascript:alert(1)",
        ],
      ),
      ...window("2026-11-24T12:00:00Z", "2026-12-31T12:00:00Z"),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ title: "Picnic", category: "other", url: null });
  });

  it("treats a feed that is not iCalendar as a failure, never as no events", () => {
    expect(() => expandFeed("<!doctype html><p>Sign in to continue", new Date(), new Date())).toThrow(FeedError);
    expect(() => expandFeed("", new Date(), new Date())).toThrow(FeedError);
  });
});
