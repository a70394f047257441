import { getEnv } from "#app/config/env.server";
import { contentService } from "#app/features/content/content-service.server";
import { scheduleCalendar } from "#app/features/schedule/schedule-feed";
import { calendarResponse } from "#app/lib/icalendar";

/**
 * The weekly schedules' Masses and adoration, with the holy days and changes the office entered, as a subscribable
 * iCalendar feed. The content service keeps the last good schedules and identity through an outage; without holy
 * days, the weekly series alone are still a true feed.
 */
export async function loader() {
  const service = contentService();
  const [parish, schedules, changes] = await Promise.all([
    service.parish(),
    service.weeklySchedules().catch(() => []),
    service.scheduleChanges().catch(() => []),
  ]);
  return calendarResponse(scheduleCalendar({ siteUrl: getEnv().SITE_URL, parish, schedules, changes }), "schedule.ics");
}
