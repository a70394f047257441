import { getEnv } from "#app/config/env.server";
import { contentService } from "#app/features/content/content-service.server";
import { scheduleCalendar } from "#app/features/schedule/schedule-feed";
import { calendarResponse } from "#app/lib/icalendar";

/**
 * The weekly Masses and adoration, with the holy days and changes the office entered, as a subscribable iCalendar
 * feed. When the content service cannot answer, the weekly schedule alone is still a true feed.
 */
export async function loader() {
  const changes = await contentService().scheduleChanges().catch(() => []);
  return calendarResponse(scheduleCalendar({ siteUrl: getEnv().SITE_URL, changes }), "schedule.ics");
}
