import { fullAddress } from "#app/config/parish";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { buildCalendar } from "#app/lib/icalendar";
import type { ParishEvent } from "./events";

export const EVENTS_PAGE_PATH = "/communication-events/upcoming-events";

/** The language goes in the address so the file matches the page it was downloaded from. */
export function eventIcsPath(event: ParishEvent, lang: Language): string {
  return `/api/events/${event.id}/calendar.ics?lang=${lang}`;
}

/** One event as an iCalendar file in the visitor's language, local to America/Chicago (design D5 "Add to Calendar"). */
export function eventCalendar(event: ParishEvent, lang: Language, siteUrl: string, now?: Date): string {
  const title = translate(lang, `events.items.${event.id}.title`);
  return buildCalendar({
    name: title,
    now,
    events: [
      {
        uid: `${event.id}@${new URL(siteUrl).host}`,
        start: `${event.date}T${event.start}`,
        end: `${event.date}T${event.end}`,
        summary: title,
        description: translate(lang, `events.items.${event.id}.description`),
        location: `${translate(lang, `events.items.${event.id}.location`)}, ${fullAddress()}`,
        url: `${siteUrl}${EVENTS_PAGE_PATH}?lang=${lang}`,
      },
    ],
  });
}
