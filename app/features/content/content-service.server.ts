import { dirname, join, resolve } from "node:path";
import { getEnv } from "#app/config/env.server";
import { type Backoff, backoffDelay } from "#app/lib/backoff";
import {
  createOutsideSource,
  failureBackoffAfter,
  type OutsideSource,
  type SourceStatus,
} from "#app/lib/outside-source.server";
import { PLACEHOLDER_PARISH, type ParishIdentity } from "#app/features/parish/identity";
import type { WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import { createEmbeddedSource } from "./embedded-source.server";
import {
  albumsQuery,
  announcementsQuery,
  bulletinExtrasQuery,
  bulletinsQuery,
  categoriesQuery,
  memorialsQuery,
  pagesQuery,
  scheduleChangesQuery,
  scheduledIntentionsQuery,
  settingsQuery,
  siteChangesQuery,
  staffQuery,
  weeklySchedulesQuery,
} from "./queries";
import { CONTENT_RETRY, type RetryOptions, withRetry } from "./retry";
import { createSanitySource } from "./sanity-source.server";
import {
  parseAlbums,
  parseAnnouncements,
  parseBulletinExtras,
  parseBulletins,
  parseCategories,
  parseMemorials,
  parsePages,
  parseScheduleChanges,
  parseScheduledIntentions,
  parseSettings,
  parseStaff,
  parseWeeklySchedules,
} from "./schemas";
import type {
  Announcement,
  AnnouncementCategory,
  Bulletin,
  BulletinExtras,
  ContentChange,
  GalleryAlbum,
  ContentSource,
  Memorial,
  ScheduleChange,
  ScheduledIntention,
  SitePage,
  SiteSettings,
  StaffMember,
} from "./types";

/** Every query is refreshed when the listener reports a change; the time limit only covers a listener that missed one. */
const ANNOUNCEMENT_TTL_MS = 60_000;
/** What changes more rarely (categories, memorials, pages, staff, settings) is asked again less often. */
const RARE_TTL_MS = 5 * 60_000;
/** Every source answers under one key: a query has no parameters. */
const ALL = "all";
/** What a dataset without any bulletin letter or settings gives: Letter paper, nothing written. */
export const NO_BULLETIN_EXTRAS: BulletinExtras = { sundays: [], paper: "letter", sacramentNotes: {} };

export interface ContentService {
  announcements(): Promise<Announcement[]>;
  categories(): Promise<AnnouncementCategory[]>;
  memorials(): Promise<Memorial[]>;
  scheduleChanges(): Promise<ScheduleChange[]>;
  /** Publishable only, by date and time. */
  scheduledIntentions(): Promise<ScheduledIntention[]>;
  pages(): Promise<SitePage[]>;
  staff(): Promise<StaffMember[]>;
  /** Newest first. */
  bulletins(): Promise<Bulletin[]>;
  /** Newest first. */
  albums(): Promise<GalleryAlbum[]>;
  /** The composed bulletin's letters, items and settings; Letter paper and nothing written when the office wrote none. */
  bulletinExtras(): Promise<BulletinExtras>;
  /** The settings document; the last good one when the dataset's is missing or lacks what the pages need. */
  settings(): Promise<SiteSettings | null>;
  /** Who the parish is, from the settings; a placeholder only when no settings were ever good. */
  parish(): Promise<ParishIdentity>;
  /** Every weekly schedule, oldest first; the last good ones when the dataset's are missing or invalid. */
  weeklySchedules(): Promise<WeeklySchedule[]>;
  /** Relays every change the site shows to `onChange`, over the one listener this service holds on its source. */
  subscribe(onChange: (change: ContentChange) => void): () => void;
  status(): SourceStatus[];
  /** Asks every query once and starts the listener, so the first visitors after a start find the content held. */
  warm(): void;
  close(): void;
}

export interface ContentServiceOptions {
  /** Builds the source; called once. A failing factory ("Content client not configured") fails every query with its error. */
  source: (onListenError: (error: unknown) => void) => ContentSource;
  retry?: RetryOptions;
  /** Where the last good answers are kept across restarts; none when unset. */
  lastGoodDir?: string;
  /** How long failed refreshes are left alone. */
  failureBackoff?: Backoff;
  /** How long a page waits for a query that holds nothing yet before it shows its fallback (PAGE_WAIT_MS). */
  waitMs?: number;
  now?: () => number;
}

/** A query's answer as it came (what is kept on disk) and as the site reads it. */
interface Answer<T> {
  rows: unknown;
  items: T[];
}

export function createContentService({
  source: makeSource,
  retry = CONTENT_RETRY,
  lastGoodDir,
  failureBackoff,
  waitMs,
  now = Date.now,
}: ContentServiceOptions): ContentService {
  const subscribers = new Set<(change: ContentChange) => void>();
  let stopListening: (() => void) | null = null;
  let restartTimer: NodeJS.Timeout | undefined;
  let listenFailures = 0;
  let closed = false;
  let cannotListen = false;

  let source: ContentSource | Error;
  try {
    source = makeSource((error) => listenerFailed(error));
  } catch (error) {
    source = error instanceof Error ? error : new Error(String(error));
  }

  const run = (groq: string) =>
    source instanceof Error ? Promise.reject(source) : withRetry(() => source.query(groq), retry);

  function querySource<T>(
    name: string,
    query: string,
    parse: (rows: unknown) => T[],
    freshMs: number,
    outageMessage: string,
  ): OutsideSource<Answer<T>> {
    const read = (rows: unknown): Answer<T> => ({ rows, items: parse(rows) });
    return createOutsideSource({
      name: `content ${name}`,
      freshMs,
      waitMs,
      now,
      backoff: failureBackoff,
      outageMessage,
      load: () => run(query).then(read),
      persist: lastGoodDir
        ? { file: join(lastGoodDir, `last-good-${name}.json`), encode: (answer) => answer.rows, decode: read }
        : undefined,
    });
  }

  const announcements = querySource(
    "announcements",
    announcementsQuery,
    parseAnnouncements,
    ANNOUNCEMENT_TTL_MS,
    "Failed to load announcements from CMS - using static content",
  );
  const categories = querySource(
    "categories",
    categoriesQuery,
    parseCategories,
    RARE_TTL_MS,
    "Failed to load announcement categories from CMS - using fallback categories",
  );
  const memorials = querySource(
    "memorials",
    memorialsQuery,
    parseMemorials,
    RARE_TTL_MS,
    "Failed to load memorials from CMS",
  );
  const scheduleChanges = querySource(
    "schedule-changes",
    scheduleChangesQuery,
    parseScheduleChanges,
    ANNOUNCEMENT_TTL_MS,
    "Failed to load the holy-day schedules from CMS - showing the weekly schedule",
  );
  const intentions = querySource(
    "intentions",
    scheduledIntentionsQuery,
    parseScheduledIntentions,
    ANNOUNCEMENT_TTL_MS,
    "Failed to load the Mass intentions from CMS",
  );
  const pages = querySource("pages", pagesQuery, parsePages, RARE_TTL_MS, "Failed to load page texts from CMS");
  const staff = querySource("staff", staffQuery, parseStaff, RARE_TTL_MS, "Failed to load the staff from CMS");
  const bulletins = querySource(
    "bulletins",
    bulletinsQuery,
    parseBulletins,
    ANNOUNCEMENT_TTL_MS,
    "Failed to load the bulletins from CMS - showing the sample bulletin",
  );
  const albums = querySource(
    "albums",
    albumsQuery,
    parseAlbums,
    RARE_TTL_MS,
    "Failed to load the photo albums from CMS",
  );
  const bulletinExtras = querySource(
    "bulletin-extras",
    bulletinExtrasQuery,
    parseBulletinExtras,
    ANNOUNCEMENT_TTL_MS,
    "Failed to load the bulletin's letters and settings from CMS",
  );
  const settings = querySource(
    "settings",
    settingsQuery,
    parseSettings,
    RARE_TTL_MS,
    "Failed to load the site settings from CMS - keeping the last good settings",
  );
  const weekly = querySource(
    "weekly-schedules",
    weeklySchedulesQuery,
    parseWeeklySchedules,
    RARE_TTL_MS,
    "Failed to load the weekly schedule from CMS - keeping the last good schedule",
  );
  const all = [
    announcements,
    categories,
    memorials,
    weekly,
    scheduleChanges,
    intentions,
    pages,
    staff,
    bulletins,
    albums,
    bulletinExtras,
    settings,
  ];
  const items = <T>(source: OutsideSource<Answer<T>>) => {
    startListening();
    return source.get(ALL).then((answer) => answer.items);
  };

  function changed(change: ContentChange) {
    listenFailures = 0;
    for (const source of all) source.invalidate(ALL);
    for (const subscriber of subscribers) subscriber(change);
  }

  function listenerFailed(error: unknown) {
    console.error("The content change listener stopped; it will reconnect", error);
    stopListening?.();
    stopListening = null;
    scheduleRestart();
  }

  function scheduleRestart() {
    if (closed) return;
    clearTimeout(restartTimer);
    restartTimer = setTimeout(startListening, backoffDelay(listenFailures, retry));
    restartTimer.unref();
    listenFailures += 1;
  }

  function startListening() {
    if (stopListening || closed || cannotListen || source instanceof Error) return;
    try {
      stopListening = source.listen(siteChangesQuery, changed);
    } catch (error) {
      // Not configured or a query too large cannot heal by retrying.
      cannotListen = true;
      console.error("The content change listener cannot start", error);
    }
  }

  return {
    announcements: () => items(announcements),
    categories: () => items(categories),
    memorials: () => items(memorials),
    scheduleChanges: () => items(scheduleChanges),
    scheduledIntentions: () => items(intentions),
    pages: () => items(pages),
    staff: () => items(staff),
    bulletins: () => items(bulletins),
    albums: () => items(albums),
    bulletinExtras: () => items(bulletinExtras).then((found) => found[0] ?? NO_BULLETIN_EXTRAS),
    settings: () => items(settings).then((found) => found[0] ?? null),
    parish: () =>
      items(settings).then(
        (found) => found[0]?.parish ?? PLACEHOLDER_PARISH,
        () => PLACEHOLDER_PARISH,
      ),
    weeklySchedules: () => items(weekly),
    status: () => all.map((source) => source.status()),
    warm() {
      startListening();
      // A failure is remembered and logged by its source; the pages show their fallbacks meanwhile.
      for (const source of all) source.get(ALL).catch(() => undefined);
    },
    subscribe(onChange) {
      startListening();
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    close() {
      closed = true;
      clearTimeout(restartTimer);
      stopListening?.();
      stopListening = null;
      subscribers.clear();
    },
  };
}

let shared: ContentService | undefined;

/**
 * The process's content service: Sanity when SANITY_PROJECT_ID is set, else the embedded dataset. The last good
 * answers are kept beside the message store.
 */
export function contentService(): ContentService {
  shared ??= createContentService({
    lastGoodDir: dirname(resolve(getEnv().CONTACT_DB_PATH)),
    failureBackoff: failureBackoffAfter(getEnv().SOURCE_RETRY_SECONDS),
    source: (onListenError) => {
      const env = getEnv();
      return env.SANITY_PROJECT_ID
        ? createSanitySource({
            projectId: env.SANITY_PROJECT_ID,
            dataset: env.SANITY_DATASET,
            apiHost: env.SANITY_API_HOST,
            token: env.SANITY_READ_TOKEN,
            onListenError,
          })
        : createEmbeddedSource(resolve(env.CONTENT_DATASET_PATH));
    },
  });
  return shared;
}
