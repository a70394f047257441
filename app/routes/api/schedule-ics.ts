import { getEnv } from "#app/config/env.server";
import { scheduleCalendar } from "#app/features/schedule/schedule-feed";
import { calendarResponse } from "#app/lib/icalendar";

/** The weekly Masses and adoration as a subscribable iCalendar feed, generated from the one schedule. */
export function loader() {
  return calendarResponse(scheduleCalendar({ siteUrl: getEnv().SITE_URL }), "schedule.ics");
}
