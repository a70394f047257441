import { PARISH_TIME_ZONE } from "#app/config/time-zone";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";
import { keptForTheMinute } from "#app/lib/kept-for-the-minute";
import type { ClockTime } from "#app/i18n/clock";
import type { Language } from "#app/i18n/language";

export const eventCategories = ["liturgy", "youth", "faithFormation", "administration", "other"] as const;
export type EventCategory = (typeof eventCategories)[number];

/** One occurrence of an event of the parish calendar, on the parish's wall clock. */
export interface ParishEvent {
  /** Unique per occurrence: the calendar event's UID and the start it was scheduled for. */
  id: string;
  /** Local date, "YYYY-MM-DD"; for an event of several days, its first day. */
  date: string;
  endDate: string;
  /** Null for an all-day event. */
  start: ClockTime | null;
  end: ClockTime | null;
  title: string;
  description: string;
  location: string;
  /** The event's own page (registration, details), if the calendar gives one. */
  url: string | null;
  category: EventCategory;
}

/** The wall-clock date and time in the parish's time zone, as "YYYY-MM-DDTHH:MM" so it compares as text. */
const localStampFormat = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: PARISH_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

export const parishLocalStamp = keptForTheMinute((now: Date): string => {
  const parts = localStampFormat().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
});

const endedBy = (event: ParishEvent, stamp: string) => `${event.endDate}T${event.end ?? "24:00"}` <= stamp;

/** An event is past once it has ended at the parish, wherever the server or the visitor is. */
export function isPast(event: ParishEvent, now: Date): boolean {
  return endedBy(event, parishLocalStamp(now));
}

const startStamp = (event: ParishEvent) => `${event.date}T${event.start ?? "00:00"}`;

/** Upcoming events soonest first, then past events most recent first. */
export function splitByTime(
  events: readonly ParishEvent[],
  now: Date,
): { upcoming: ParishEvent[]; past: ParishEvent[] } {
  const byStart = [...events].sort((a, b) => startStamp(a).localeCompare(startStamp(b)));
  const stamp = parishLocalStamp(now);
  return {
    upcoming: byStart.filter((event) => !endedBy(event, stamp)),
    past: byStart.filter((event) => endedBy(event, stamp)).reverse(),
  };
}

/**
 * Where the event lists stand: "ready" with the events to show; "loading" while a configured feed has not answered
 * yet; "unavailable" when it failed and nothing of it was ever held. Never the embedded sample in place of a feed.
 */
export type FeedState = "ready" | "loading" | "unavailable";

export interface ShownEvents {
  state: FeedState;
  /** Empty unless ready. */
  events: ParishEvent[];
}

/** The language goes in the address so the file matches the page it was downloaded from. */
/** The element id of an occurrence on the events page, which a search result links to. */
export function eventAnchor(event: Pick<ParishEvent, "id">): string {
  return `event-${event.id.replace(/[^\w-]/g, "-")}`;
}

export function eventIcsPath(event: ParishEvent, lang: Language): string {
  return `/api/events/${encodeURIComponent(event.id)}/calendar.ics?lang=${lang}`;
}

export function parseCategory(value: string | null): EventCategory | null {
  return eventCategories.find((category) => category === value) ?? null;
}

/** Noon on the event's date as an instant, so formatting it in the parish's time zone always gives that date. */
export function eventDay(event: ParishEvent): Date {
  return new Date(`${event.date}T12:00:00Z`);
}

/** The next events listed, about three weeks of parish life; the calendar page has every date. */
const LISTED_EVENTS = 30;
/** The most recent events of the last 30 days, shown apart. */
const RECENT_EVENTS = 12;

export interface EventListing {
  upcoming: ParishEvent[];
  /** More events are coming than are listed. */
  more: boolean;
  recent: ParishEvent[];
}

/** What the events page lists: only what it shows goes to the browser. */
export function eventListing(events: readonly ParishEvent[], category: EventCategory | null, now: Date): EventListing {
  const { upcoming, past } = splitByTime(
    events.filter((event) => !category || event.category === category),
    now,
  );
  return {
    upcoming: upcoming.slice(0, LISTED_EVENTS),
    more: upcoming.length > LISTED_EVENTS,
    recent: past.slice(0, RECENT_EVENTS),
  };
}

/** The next `count` events, or those of the next `days` days. */
export function nextEvents(
  events: readonly ParishEvent[],
  now: Date,
  limit: { count?: number; days?: number },
): ParishEvent[] {
  const upcoming = splitByTime(events, now).upcoming;
  if (limit.count !== undefined) return upcoming.slice(0, limit.count);
  const until = parishLocalStamp(new Date(now.getTime() + (limit.days ?? 0) * 86_400_000)).slice(0, 10);
  return upcoming.filter((event) => event.date <= until);
}
