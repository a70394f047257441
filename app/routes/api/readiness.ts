import { contentService } from "#app/features/content/content-service.server";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { readingsSource } from "#app/features/readings/source.server";
import { videoService } from "#app/features/video/video.server";

/**
 * GET /readyz: each outside source's state (fresh, stale since, failing since, last error). It answers 200 whatever
 * the sources say, since every page has a fallback: an outage upstream is no reason to take the site out of service.
 */
export function loader() {
  const optional = [videoService().status(), calendarFeed().status()].filter((status) => status !== null);
  const sources = [readingsSource().status(), ...contentService().status(), ...optional];
  return Response.json({ ready: true, sources }, { headers: { "Cache-Control": "no-store" } });
}
