import { data } from "react-router";
import { getEnv } from "#app/config/env.server";
import { findParishEvent } from "#app/features/events/calendar-feed.server";
import { eventCalendar, eventFileName } from "#app/features/events/event-calendar";
import { requestLanguage } from "#app/i18n/language";
import { calendarResponse } from "#app/lib/icalendar";
import type { Route } from "./+types/event-ics";

/** One occurrence of a parish calendar event as its own .ics file, in the language of the page it was found on. */
export function loader({ params, request }: Route.LoaderArgs) {
  const event = findParishEvent(requestLanguage(request), params.id);
  if (!event) return data({ error: "unknown event" }, { status: 404 });
  return calendarResponse(eventCalendar(event, requestLanguage(request), getEnv().SITE_URL), eventFileName(event));
}
