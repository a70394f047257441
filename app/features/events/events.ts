import { parish } from "#app/config/parish";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";
import type { ClockTime } from "#app/features/schedule/schedule";

export const eventCategories = ["liturgy", "youth", "faithFormation", "administration"] as const;
export type EventCategory = (typeof eventCategories)[number];

export interface ParishEvent {
  /** Stable id: the key of the event's texts in the events dictionary and part of its .ics address. */
  id: EventId;
  /** Local calendar date in America/Chicago, "YYYY-MM-DD". */
  date: string;
  start: ClockTime;
  end: ClockTime;
  category: EventCategory;
}

/** Spec §2 "Upcoming events": six static 2024 events; their titles, places and descriptions are in the events dictionary. */
export const parishEvents = [
  { id: "easter-vigil", date: "2024-03-30", start: "20:30", end: "23:00", category: "liturgy" },
  { id: "divine-mercy-sunday", date: "2024-04-07", start: "15:00", end: "16:30", category: "liturgy" },
  { id: "youth-retreat", date: "2024-04-13", start: "09:00", end: "16:00", category: "youth" },
  { id: "bible-study", date: "2024-04-17", start: "19:00", end: "20:30", category: "faithFormation" },
  { id: "parish-council", date: "2024-04-21", start: "13:30", end: "15:00", category: "administration" },
  { id: "first-communion", date: "2024-05-05", start: "10:00", end: "12:00", category: "faithFormation" },
] as const satisfies readonly { id: string; date: string; start: ClockTime; end: ClockTime; category: EventCategory }[];

export type EventId = (typeof parishEvents)[number]["id"];

export function findEvent(id: string): ParishEvent | undefined {
  return parishEvents.find((event) => event.id === id);
}

/** The wall-clock date and time in the parish's time zone, as "YYYY-MM-DDTHH:MM" so it compares as text. */
const localStampFormat = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: parish.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

export function parishLocalStamp(now: Date): string {
  const parts = localStampFormat().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** An event is past once it has ended in Arlington, wherever the server or the visitor is. */
export function isPast(event: ParishEvent, now: Date): boolean {
  return `${event.date}T${event.end}` <= parishLocalStamp(now);
}

/** Upcoming events soonest first, then past events most recent first. */
export function splitByTime(events: readonly ParishEvent[], now: Date): { upcoming: ParishEvent[]; past: ParishEvent[] } {
  const byStart = [...events].sort((a, b) => `${a.date}T${a.start}`.localeCompare(`${b.date}T${b.start}`));
  return {
    upcoming: byStart.filter((event) => !isPast(event, now)),
    past: byStart.filter((event) => isPast(event, now)).reverse(),
  };
}

export function parseCategory(value: string | null): EventCategory | null {
  return eventCategories.find((category) => category === value) ?? null;
}

/** Noon on the event's date as an instant, so formatting it in America/Chicago always gives that date. */
export function eventDay(event: ParishEvent): Date {
  return new Date(`${event.date}T12:00:00Z`);
}
