import { contentService } from "#app/features/content/content-service.server";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { readingsSource } from "#app/features/readings/source.server";
import { type RequestService, requestService } from "#app/features/requests/service.server";
import type { Backlog, Channel } from "#app/features/requests/store.server";
import { videoService } from "#app/features/video/video.server";
import type { SourceStatus } from "#app/lib/outside-source.server";

/** What anyone may see of a source: its state and times. Error texts can name internal hosts, so they stay in the log. */
export function publicSourceStatus({ name, state, since, lastSuccess }: SourceStatus) {
  return { name, state, since, lastSuccess };
}

export type OutboxState = ({ channel: Channel } & Backlog) | { channel: "store"; state: "unavailable" };

/** The request service, or null when its store cannot open. */
function opened<T>(service: () => T): T | null {
  try {
    return service();
  } catch {
    return null;
  }
}

/** How many requests wait on each configured way out to the office, and since when: counts and times, never content. */
export function outboxStates(service: () => Pick<RequestService, "store" | "channels">): OutboxState[] {
  const open = opened(service);
  if (!open) return [{ channel: "store", state: "unavailable" }];
  return open.channels.map((channel) => ({ channel, ...open.store.backlog(channel) }));
}

/**
 * GET /readyz: each outside source's state (fresh, stale since, failing since) and the requests waiting to reach the
 * office. It answers 200 whatever they say, since every page has a fallback: an outage upstream is no reason to take
 * the site out of service.
 */
export function loader() {
  const optional = [videoService().status(), calendarFeed().status()].filter((status) => status !== null);
  const sources = [readingsSource().status(), ...contentService().status(), ...optional].map(publicSourceStatus);
  return Response.json(
    {
      ready: true,
      sources,
      outbox: outboxStates(requestService),
      retention: opened(requestService)?.retention() ?? null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
