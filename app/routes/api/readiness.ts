import { contentService } from "#app/features/content/content-service.server";
import { readingsSource } from "#app/features/readings/source.server";
import { videoService } from "#app/features/video/video.server";

/**
 * GET /readyz: each outside source's state (fresh, stale since, failing since, last error). It answers 200 whatever
 * the sources say, since every page has a fallback: an outage upstream is no reason to take the site out of service.
 */
export function loader() {
  const video = videoService().status();
  const sources = [readingsSource().status(), ...contentService().status(), ...(video ? [video] : [])];
  return Response.json({ ready: true, sources }, { headers: { "Cache-Control": "no-store" } });
}
