import { resolve } from "node:path";
import { getEnv } from "#app/config/env.server";
import { cachedLoader } from "./cached-loader.server";
import { createEmbeddedSource } from "./embedded-source.server";
import { announcementChangesQuery, announcementsQuery, categoriesQuery, memorialsQuery } from "./queries";
import { backoffDelay, CONTENT_RETRY, type RetryOptions, withRetry } from "./retry";
import { createSanitySource } from "./sanity-source.server";
import { parseAnnouncements, parseCategories, parseMemorials } from "./schemas";
import type { Announcement, AnnouncementCategory, ContentChange, ContentSource, Memorial } from "./types";

/** Spec §9: categories are cached 5 minutes; memorials change as rarely. */
const CATEGORY_TTL_MS = 5 * 60_000;
const MEMORIAL_TTL_MS = 5 * 60_000;
/** Announcements are refreshed by the listener; the time limit only covers a listener that missed something. */
const ANNOUNCEMENT_TTL_MS = 60_000;
const FAILURE_TTL_MS = 30_000;

export interface ContentService {
  announcements(): Promise<Announcement[]>;
  categories(): Promise<AnnouncementCategory[]>;
  memorials(): Promise<Memorial[]>;
  /** Relays every announcement change to `onChange`, over the one listener this service holds on its source. */
  subscribe(onChange: (change: ContentChange) => void): () => void;
  close(): void;
}

export interface ContentServiceOptions {
  /** Builds the source; called once. A failing factory (spec §8 "Content client not configured") fails every query with its error. */
  source: (onListenError: (error: unknown) => void) => ContentSource;
  retry?: RetryOptions;
  now?: () => number;
}

export function createContentService({ source: makeSource, retry = CONTENT_RETRY, now = Date.now }: ContentServiceOptions): ContentService {
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

  const run = (groq: string) => (source instanceof Error ? Promise.reject(source) : withRetry(() => source.query(groq), retry));

  const announcements = cachedLoader({ load: () => run(announcementsQuery).then(parseAnnouncements), ttlMs: ANNOUNCEMENT_TTL_MS, failureTtlMs: FAILURE_TTL_MS, now });
  const categories = cachedLoader({ load: () => run(categoriesQuery).then(parseCategories), ttlMs: CATEGORY_TTL_MS, failureTtlMs: FAILURE_TTL_MS, now });
  const memorials = cachedLoader({ load: () => run(memorialsQuery).then(parseMemorials), ttlMs: MEMORIAL_TTL_MS, failureTtlMs: FAILURE_TTL_MS, now });

  function changed(change: ContentChange) {
    listenFailures = 0;
    announcements.invalidate();
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
      stopListening = source.listen(announcementChangesQuery, changed);
    } catch (error) {
      // Not configured or a query too large (spec §8) cannot heal by retrying.
      cannotListen = true;
      console.error("The content change listener cannot start", error);
    }
  }

  return {
    announcements: () => {
      startListening();
      return announcements.get();
    },
    categories: () => categories.get(),
    memorials: () => memorials.get(),
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

/** The process's content service: Sanity when SANITY_PROJECT_ID is set, else the embedded dataset (design D3). */
export function contentService(): ContentService {
  shared ??= createContentService({
    source: (onListenError) => {
      const env = getEnv();
      return env.SANITY_PROJECT_ID
        ? createSanitySource({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, apiHost: env.SANITY_API_HOST, onListenError })
        : createEmbeddedSource(resolve(env.CONTENT_DATASET_PATH));
    },
  });
  return shared;
}
