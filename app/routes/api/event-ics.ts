import { getEnv } from "#app/config/env.server";
import { findParishEvent } from "#app/features/events/calendar-feed.server";
import { contentService } from "#app/features/content/content-service.server";
import { eventCalendar, eventFileName } from "#app/features/events/event-calendar";
import { fullAddress } from "#app/features/parish/identity";
import { languageInUrl, requestLanguage } from "#app/i18n/language";
import { calendarResponse } from "#app/lib/icalendar";
import { plainPageResponse } from "#app/lib/plain-page";
import type { Route } from "./+types/event-ics";

/** One occurrence of a parish calendar event as its own .ics file, in the language of the page it was found on. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const event = findParishEvent(lang, params.id);
  // A link kept from before the event was moved or cancelled: a person opened it, so a page says so.
  if (!event) return plainPageResponse(lang, 404, "eventGone");
  // Without `?lang=` the language comes from the visitor's cookie, and the file is theirs alone.
  const fromCookie = languageInUrl(new URL(request.url).searchParams) === null;
  const caching = fromCookie ? { "Cache-Control": "private, max-age=3600", Vary: "Cookie" } : undefined;
  return calendarResponse(
    eventCalendar(event, lang, getEnv().SITE_URL, fullAddress(await contentService().parish())),
    eventFileName(event),
    caching,
  );
}
