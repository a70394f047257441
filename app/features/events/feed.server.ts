import ICAL from "ical.js";
import { PARISH_TIME_ZONE } from "#app/config/time-zone";
import type { ClockTime } from "#app/i18n/clock";
import { type EventCategory, type ParishEvent, parishLocalStamp } from "./events";

export class FeedError extends Error {
  override name = "FeedError";
}

/** The names a calendar may use in CATEGORIES, matched without regard to case, in either language. */
const CATEGORY_NAMES: Record<string, EventCategory> = {
  liturgy: "liturgy",
  "phụng vụ": "liturgy",
  youth: "youth",
  "giới trẻ": "youth",
  "thiếu nhi": "youth",
  "faith formation": "faithFormation",
  "giáo lý": "faithFormation",
  "đào tạo đức tin": "faithFormation",
  administration: "administration",
  "hành chánh": "administration",
  "hành chính": "administration",
};

function categoryOf(component: ICAL.Component): EventCategory {
  for (const property of component.getAllProperties("categories")) {
    for (const value of property.getValues()) {
      const category = CATEGORY_NAMES[String(value).trim().toLowerCase()];
      if (category) return category;
    }
  }
  return "other";
}

function text(component: ICAL.Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim() : "";
}

function safeUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A time on the parish's wall clock. A time in the parish's own zone, or floating, is read as it is written, so a weekly
 * event keeps its hour across a change of daylight time; any other zone is converted.
 */
function wallClock(time: ICAL.Time): { date: string; clock: ClockTime } {
  const zone = time.zone?.tzid;
  if (zone === PARISH_TIME_ZONE || zone === "floating") {
    return {
      date: `${time.year}-${pad(time.month)}-${pad(time.day)}`,
      clock: `${pad(time.hour)}:${pad(time.minute)}` as ClockTime,
    };
  }
  const [date = "", clock = "00:00"] = parishLocalStamp(time.toJSDate()).split("T");
  return { date, clock: clock as ClockTime };
}

function dateOf(time: ICAL.Time): string {
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/** The day before an exclusive all-day end date. */
function dayBefore(time: ICAL.Time): string {
  const copy = time.clone();
  copy.adjust(-1, 0, 0, 0);
  return dateOf(copy);
}

function occurrence(item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, scheduled: ICAL.Time): ParishEvent {
  const component = item.component;
  const common = {
    id: `${item.uid}@${scheduled.toString()}`,
    title: item.summary?.trim() || "",
    description: text(component, "description"),
    location: item.location?.trim() || "",
    url: safeUrl(text(component, "url")),
    category: categoryOf(component),
  };
  if (start.isDate) {
    return {
      ...common,
      date: dateOf(start),
      endDate: end.compare(start) > 0 ? dayBefore(end) : dateOf(start),
      start: null,
      end: null,
    };
  }
  const from = wallClock(start);
  const to = wallClock(end);
  return { ...common, date: from.date, endDate: to.date, start: from.clock, end: to.clock };
}

function dayAfter(stamp: string): string {
  const next = new Date(`${stamp.slice(0, 10)}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)}${stamp.slice(10)}`;
}

/** Time zone definitions the feed carries (Google includes each zone it uses), so its times convert correctly. */
function registerZones(calendar: ICAL.Component): void {
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const timezone = new ICAL.Timezone(zone);
    if (!ICAL.TimezoneService.has(timezone.tzid)) ICAL.TimezoneService.register(timezone);
  }
}

const DAY_MS = 86_400_000;

/** Occurrences read from one recurring event at most: a daily event started thirty years ago still reaches today. */
const MAX_OCCURRENCES = 12_000;

/**
 * Every occurrence of the feed's events that overlaps [from, to), soonest first, with recurrences expanded (RRULE,
 * RDATE, EXDATE), moved or cancelled single occurrences applied (RECURRENCE-ID, STATUS:CANCELLED) and cancelled
 * events left out. A feed that is not iCalendar is a failure, never "no events".
 */
export function expandFeed(ics: string, from: Date, to: Date): ParishEvent[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics));
  } catch (error) {
    throw new FeedError(
      `the calendar feed is not iCalendar (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (calendar.name !== "vcalendar") throw new FeedError(`the calendar feed holds a ${calendar.name}, not a calendar`);
  registerZones(calendar);

  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const component of calendar.getAllSubcomponents("vevent")) {
    if (component.hasProperty("recurrence-id")) exceptions.push(component);
    else {
      // Left to itself, ical.js would give each event every exception of the calendar, whatever event they belong to.
      const event = new ICAL.Event(component, { exceptions: [], strictExceptions: true });
      if (event.uid && event.startDate) masters.set(event.uid, event);
    }
  }
  for (const component of exceptions)
    masters.get(String(component.getFirstPropertyValue("uid")))?.relateException(component);

  const fromStamp = parishLocalStamp(from);
  const toStamp = parishLocalStamp(to);
  const found: ParishEvent[] = [];
  for (const event of masters.values()) {
    if (text(event.component, "status").toUpperCase() === "CANCELLED") continue;
    // An occurrence that ends a day or more before the window is not read, unless an exception may move it: a weekly
    // event begun years ago costs its passing weeks only their dates.
    const movable = Object.keys(event.exceptions).length > 0 || event.rangeExceptions.length > 0;
    const readFrom = movable
      ? ""
      : parishLocalStamp(new Date(from.getTime() - event.duration.toSeconds() * 1000 - DAY_MS));
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; next = iterator.next(), count += 1) {
      const scheduled = wallClock(next);
      const scheduledStamp = `${scheduled.date}T${scheduled.clock}`;
      // Scheduled past the window (a day's margin for an occurrence moved earlier): no later one can fall in it.
      if (scheduledStamp >= dayAfter(toStamp)) break;
      if (scheduledStamp < readFrom) continue;
      const details = event.getOccurrenceDetails(next);
      const item = details.item;
      const shown = occurrence(item, details.startDate, details.endDate, details.recurrenceId);
      const startStamp = `${shown.date}T${shown.start ?? "00:00"}`;
      if (startStamp >= toStamp) continue;
      const endStamp = `${shown.endDate}T${shown.end ?? "23:59"}`;
      if (endStamp <= fromStamp) continue;
      if (text(item.component, "status").toUpperCase() === "CANCELLED") continue;
      found.push(shown);
    }
  }
  return found.sort(
    (a, b) =>
      `${a.date}T${a.start ?? "00:00"}`.localeCompare(`${b.date}T${b.start ?? "00:00"}`) ||
      a.title.localeCompare(b.title),
  );
}
