import { data } from "react-router";
import { getEnv } from "#app/config/env.server";
import { eventCalendar } from "#app/features/events/event-calendar";
import { findEvent } from "#app/features/events/events";
import { requestLanguage } from "#app/i18n/language";
import { calendarResponse } from "#app/lib/icalendar";
import type { Route } from "./+types/event-ics";

export function loader({ params, request }: Route.LoaderArgs) {
  const event = findEvent(params.id);
  if (!event) return data({ error: "unknown event" }, { status: 404 });
  return calendarResponse(eventCalendar(event, requestLanguage(request), getEnv().SITE_URL), `${event.id}.ics`);
}
