import type { Language } from "#app/i18n/language";
import { buildCalendar } from "#app/lib/icalendar";
import type { ParishEvent } from "./events";

export const EVENTS_PAGE_PATH = "/communication-events/upcoming-events";

/** A name for the downloaded file: the title's letters and digits, or "event". */
export function eventFileName(event: ParishEvent): string {
  const slug = event.title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "event"}-${event.date}.ics`;
}

function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** One occurrence of an event as an iCalendar file, on the parish's clock ("Add to Calendar"), at the parish's address unless it names a place. */
export function eventCalendar(
  event: ParishEvent,
  lang: Language,
  siteUrl: string,
  address: string,
  now?: Date,
): string {
  const when =
    event.start && event.end
      ? { start: `${event.date}T${event.start}`, end: `${event.endDate}T${event.end}` }
      : { start: event.date, end: nextDay(event.endDate), allDay: true };
  return buildCalendar({
    name: event.title,
    now,
    events: [
      {
        uid: `${event.id}@${new URL(siteUrl).host}`,
        ...when,
        summary: event.title,
        description: event.description || undefined,
        location: [event.location, address].filter(Boolean).join(", ") || undefined,
        url: event.url ?? `${siteUrl}${EVENTS_PAGE_PATH}?lang=${lang}`,
      },
    ],
  });
}
