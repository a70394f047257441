import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { getEnv } from "#app/config/env.server";
import type { Language } from "#app/i18n/language";
import type { Backoff } from "#app/lib/backoff";
import { createOutsideSource, failureBackoffAfter, type SourceStatus } from "#app/lib/outside-source.server";
import { dataValidUntil } from "#app/lib/page-freshness.server";
import type { ParishEvent } from "./events";
import { expandFeed, FeedError } from "./feed.server";

/** A calendar feed is read again after 15 minutes. */
const FEED_FRESH_MS = 15 * 60_000;
/** The events listed: those of the last 30 days (shown apart as recent) and of the next 90. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 90;
const DAY_MS = 86_400_000;
/** A parish calendar is a few hundred kilobytes at most; anything far larger is not one. */
const MAX_FEED_CHARS = 5_000_000;
const FEED_TIMEOUT_MS = 5_000;

export interface CalendarFeedOptions {
  /** Each language's feed address; none reads the embedded calendar only. */
  urls: Record<Language, string | undefined>;
  /** The embedded calendars, `calendar-en.ics` and `calendar-vi.ics`. */
  embeddedDir: string;
  failureBackoff?: Backoff;
  now?: () => number;
}

export interface CalendarFeed {
  /** The language's events of the last 30 and next 90 days: the feed's last good ones, else the embedded calendar's. */
  events: (lang: Language) => ParishEvent[];
  status: () => SourceStatus | null;
}

/** A calendar id under the reserved example domain is a placeholder, not a parish's calendar. */
function isPlaceholder(calendarId: string): boolean {
  return /\.example(\.|@|$)/.test(calendarId);
}

/** Where a public Google Calendar publishes itself as iCalendar. */
export function googleFeedUrl(calendarId: string): string | undefined {
  return isPlaceholder(calendarId) ? undefined : `https://calendar.google.com/calendar/ical/${encodeURIComponent(calendarId)}/public/basic.ics`;
}

export function createCalendarFeed({ urls, embeddedDir, failureBackoff, now = Date.now }: CalendarFeedOptions): CalendarFeed {
  const window = () => [new Date(now() - DAYS_BACK * DAY_MS), new Date(now() + DAYS_AHEAD * DAY_MS)] as const;

  async function load(lang: string): Promise<ParishEvent[]> {
    const url = urls[lang as Language];
    if (!url) throw new FeedError("no feed is configured");
    const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { accept: "text/calendar" } });
    const text = await response.text();
    if (!response.ok) throw new FeedError(`the calendar feed answered ${response.status}`);
    if (text.length > MAX_FEED_CHARS) throw new FeedError(`the calendar feed is too large (${text.length} characters)`);
    return expandFeed(text, ...window());
  }

  const source = createOutsideSource({ name: "calendar feeds", freshMs: FEED_FRESH_MS, backoff: failureBackoff, now, load });
  const embedded = new Map<Language, { until: number; events: ParishEvent[] }>();

  function embeddedEvents(lang: Language): ParishEvent[] {
    const kept = embedded.get(lang);
    if (kept && kept.until > now()) {
      dataValidUntil(kept.until);
      return kept.events;
    }
    let events: ParishEvent[] = [];
    try {
      events = expandFeed(readFileSync(join(embeddedDir, `calendar-${lang}.ics`), "utf8"), ...window());
    } catch (error) {
      // The pages still answer, with no events, until the file is mended; said once per fresh period.
      console.error(`The embedded calendar calendar-${lang}.ics cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    embedded.set(lang, { until: now() + FEED_FRESH_MS, events });
    dataValidUntil(now() + FEED_FRESH_MS);
    return events;
  }

  return {
    events(lang) {
      if (!urls[lang]) return embeddedEvents(lang);
      const held = source.held(lang);
      if (held) return held.value;
      // Nothing held yet, or the feed is failing: the embedded calendar stands in while the feed is asked.
      source.get(lang).catch(() => undefined);
      return embeddedEvents(lang);
    },
    status: () => (urls.en || urls.vi ? source.status() : null),
  };
}

let shared: CalendarFeed | undefined;

/** The process's calendar feeds, configured from the environment beside the embedded content. */
export function calendarFeed(): CalendarFeed {
  const env = getEnv();
  shared ??= createCalendarFeed({
    urls: { en: env.CALENDAR_FEED_URL_EN ?? googleFeedUrl(env.GOOGLE_CALENDAR_ID_EN), vi: env.CALENDAR_FEED_URL_VI ?? googleFeedUrl(env.GOOGLE_CALENDAR_ID_VI) },
    embeddedDir: dirname(resolve(env.CONTENT_DATASET_PATH)),
    failureBackoff: failureBackoffAfter(env.SOURCE_RETRY_SECONDS),
  });
  return shared;
}

/** One occurrence by its id, for its own .ics file. */
export function findParishEvent(lang: Language, id: string): ParishEvent | undefined {
  return calendarFeed()
    .events(lang)
    .find((event) => event.id === id);
}
