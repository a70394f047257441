import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { getEnv } from "#app/config/env.server";
import { calendarIcalUrl } from "#app/features/calendar/calendar-links";
import { contentService } from "#app/features/content/content-service.server";
import type { Language } from "#app/i18n/language";
import type { Backoff } from "#app/lib/backoff";
import {
  createOutsideSource,
  failureBackoffAfter,
  SHORT_KEEP_MS,
  type SourceStatus,
} from "#app/lib/outside-source.server";
import { dataValidUntil } from "#app/lib/page-freshness.server";
import type { ParishEvent, ShownEvents } from "./events";
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

/** Each language's feed address, or none for a language with no feed. */
export type FeedUrls = Record<Language, string | undefined>;

export interface CalendarFeedOptions {
  /**
   * The feeds: fixed, or as the site is configured now (the environment's, else the calendars of the parish's
   * settings), a reading that rejects while the settings are not known yet.
   */
  urls: FeedUrls | (() => Promise<FeedUrls>);
  /** The embedded calendars, `calendar-en.ics` and `calendar-vi.ics`; none when they are not this site's own. */
  embeddedDir: string | null;
  failureBackoff?: Backoff;
  /** How long the warm-up and a page wait for a feed that holds nothing yet (PAGE_WAIT_MS). */
  waitMs?: number;
  now?: () => number;
}

export interface CalendarFeed {
  /** What the event lists show in a language: the feed's last good events, or that they are loading or cannot be read. */
  shown: (lang: Language) => ShownEvents;
  /** The language's events of the last 30 and next 90 days that may be shown as the parish's; none while loading. */
  events: (lang: Language) => ParishEvent[];
  /** Reads the configuration and asks each feed once, so the first visitors after a start find the events held. */
  warm: () => Promise<void>;
  status: () => SourceStatus | null;
}

/** A calendar id under the reserved example domain is a placeholder, not a parish's calendar. */
function isPlaceholder(calendarId: string): boolean {
  return /\.example(\.|@|$)/.test(calendarId);
}

/** Where a public Google Calendar publishes itself as iCalendar; none for no id or a placeholder. */
export function googleFeedUrl(calendarId: string | undefined): string | undefined {
  return calendarId && !isPlaceholder(calendarId) ? calendarIcalUrl(calendarId) : undefined;
}

/** The same list each time, so what is built from the events (the search index) knows it is unchanged. */
const NO_EVENTS: ParishEvent[] = [];
const LOADING: ShownEvents = { state: "loading", events: NO_EVENTS };
const UNAVAILABLE: ShownEvents = { state: "unavailable", events: NO_EVENTS };

export function createCalendarFeed({
  urls,
  embeddedDir,
  failureBackoff,
  waitMs,
  now = Date.now,
}: CalendarFeedOptions): CalendarFeed {
  const window = () => [new Date(now() - DAYS_BACK * DAY_MS), new Date(now() + DAYS_AHEAD * DAY_MS)] as const;
  /** The feeds of the configuration last read; null until it has been read once. */
  let configured: FeedUrls | null = typeof urls === "function" ? null : urls;
  let reading: Promise<void> | null = null;
  /** Feeds whose last attempt failed: with nothing of theirs held, the lists say so rather than wait. */
  const failing = new Set<string>();

  async function load(url: string): Promise<ParishEvent[]> {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
        headers: { accept: "text/calendar" },
      });
      const text = await response.text();
      if (!response.ok) throw new FeedError(`the calendar feed answered ${response.status}`);
      if (text.length > MAX_FEED_CHARS)
        throw new FeedError(`the calendar feed is too large (${text.length} characters)`);
      const events = expandFeed(text, ...window());
      failing.delete(url);
      return events;
    } catch (error) {
      failing.add(url);
      throw error;
    }
  }

  const source = createOutsideSource({
    name: "calendar feeds",
    freshMs: FEED_FRESH_MS,
    waitMs,
    backoff: failureBackoff,
    now,
    load,
  });
  const embedded = new Map<Language, { until: number; events: ParishEvent[] }>();

  function embeddedEvents(lang: Language): ParishEvent[] {
    if (!embeddedDir) return NO_EVENTS;
    const kept = embedded.get(lang);
    if (kept && kept.until > now()) {
      dataValidUntil(kept.until);
      return kept.events;
    }
    let events: ParishEvent[] = [];
    const file = join(embeddedDir, `calendar-${lang}.ics`);
    try {
      // A dataset without calendars beside it (another parish's) has no events until a calendar is configured.
      if (existsSync(file)) events = expandFeed(readFileSync(file, "utf8"), ...window());
    } catch (error) {
      // The pages still answer, with no events, until the file is mended; said once per fresh period.
      console.error(
        `The embedded calendar calendar-${lang}.ics cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    embedded.set(lang, { until: now() + FEED_FRESH_MS, events });
    dataValidUntil(now() + FEED_FRESH_MS);
    return events;
  }

  /** Reads the configuration again in the background (one read at a time): a calendar the office changes is followed. */
  function readConfiguration(): Promise<void> {
    if (typeof urls !== "function") return Promise.resolve();
    reading ??= urls()
      .then(
        (found) => {
          configured = found;
        },
        // Settings not known yet: the last configuration read stands, or the lists keep saying they are loading.
        () => undefined,
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  function shown(lang: Language): ShownEvents {
    void readConfiguration();
    const url = configured?.[lang];
    if (configured && !url) return { state: "ready", events: embeddedEvents(lang) };
    const held = url ? source.held(url) : undefined;
    if (held) return { state: "ready", events: held.value };
    if (url) source.get(url).catch(() => undefined);
    // The page says "loading" only briefly: it is rendered again once the feed has answered.
    dataValidUntil(now() + SHORT_KEEP_MS);
    return url && failing.has(url) ? UNAVAILABLE : LOADING;
  }

  return {
    shown,
    events: (lang) => shown(lang).events,
    async warm() {
      await readConfiguration();
      await Promise.all(
        Object.values(configured ?? {})
          .filter((url) => url !== undefined)
          .map((url) => source.get(url).catch(() => undefined)),
      );
    },
    status: () => (configured?.en || configured?.vi ? source.status() : null),
  };
}

let shared: CalendarFeed | undefined;

/**
 * The process's calendar feeds: the environment's feed addresses or calendar ids first, else the calendars of the
 * parish's settings. The embedded calendars are the embedded dataset's sample, shown only with that dataset.
 */
export function calendarFeed(): CalendarFeed {
  const env = getEnv();
  shared ??= createCalendarFeed({
    async urls() {
      const settings = await contentService().settings();
      const calendars = settings?.parish.calendars ?? {};
      return {
        en: env.CALENDAR_FEED_URL_EN ?? googleFeedUrl(env.GOOGLE_CALENDAR_ID_EN ?? calendars.en),
        vi: env.CALENDAR_FEED_URL_VI ?? googleFeedUrl(env.GOOGLE_CALENDAR_ID_VI ?? calendars.vi),
      };
    },
    embeddedDir: env.SANITY_PROJECT_ID ? null : dirname(resolve(env.CONTENT_DATASET_PATH)),
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
