import { dirname, join, resolve } from "node:path";
import { getEnv } from "#app/config/env.server";
import { type ContentService, contentService } from "#app/features/content/content-service.server";
import { embeddedAssetsDir } from "#app/features/content/images.server";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import type { ParishEvent } from "#app/features/events/events";
import { parishDateKey } from "#app/i18n/format";
import { type Language, languages } from "#app/i18n/language";
import { dataChanged, dataFromUpstream } from "#app/lib/page-freshness.server";
import { collectDocuments } from "./documents.server";
import { createPdfTexts, type PdfTexts } from "./pdf-text.server";
import { createSearchIndex, type SearchIndex } from "./search-index";

export interface SearchServiceOptions {
  content: ContentService;
  events: (lang: Language) => readonly ParishEvent[];
  pdfTexts: PdfTexts;
  now?: () => number;
  /** How soon an index built without a part of the content (an outage, a slow first answer) is built again. */
  incompleteRetryMs?: number;
}

const INCOMPLETE_RETRY_MS = 5_000;

export interface SearchService {
  /** The current index; only the very first search waits for one to be built. */
  index(): Promise<SearchIndex>;
  /** Resolves when no rebuild is waiting or running (tests, the bench). */
  settled(): Promise<void>;
  close(): void;
}

/**
 * Keeps one index of everything searchable and builds a new one beside it when the content changes (the listener) or
 * the calendar's events change (a refreshed feed, a new day): searches meanwhile use the index they have.
 */
export function createSearchService({
  content,
  events,
  pdfTexts,
  now = Date.now,
  incompleteRetryMs = INCOMPLETE_RETRY_MS,
}: SearchServiceOptions): SearchService {
  let current: SearchIndex | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let building: Promise<void> | null = null;
  let again = false;
  let builtFor: unknown[] = [];

  /** What the index was built from that no listener reports: each language's list of events (a new list after each refresh) and the day. */
  const eventsVersion = () => [...languages.map(events), parishDateKey(new Date(now()))];
  const isCurrent = () => eventsVersion().every((part, index) => part === builtFor[index]);

  async function build(): Promise<void> {
    do {
      again = false;
      const version = eventsVersion();
      const { documents, complete } = await collectDocuments({ content, events, pdfTexts, now });
      current = await createSearchIndex(documents);
      builtFor = version;
      // Result pages kept by the page cache were found in the old index.
      dataChanged();
      clearTimeout(retryTimer);
      if (!complete) {
        retryTimer = setTimeout(() => void rebuild(), incompleteRetryMs);
        retryTimer.unref();
      }
    } while (again);
  }

  function rebuild(): Promise<void> {
    if (building) {
      again = true;
      return building;
    }
    building = build()
      .catch((error: unknown) => console.error("The search index could not be rebuilt; the last one is kept", error))
      .finally(() => {
        building = null;
      });
    return building;
  }

  const stop = content.subscribe(() => void rebuild());

  return {
    async index() {
      if (current && !isCurrent()) void rebuild();
      // A page found while a new index is being built must not be kept as the answer for later.
      if (building) dataFromUpstream();
      if (!current) await rebuild();
      if (!current) throw new Error("the search index could not be built");
      return current;
    },
    async settled() {
      while (building) await building;
    },
    close() {
      clearTimeout(retryTimer);
      stop();
    },
  };
}

let shared: SearchService | undefined;

/** The process's search, over its content service and calendar feeds; extracted bulletin texts are kept beside the last good content. */
export function searchService(): SearchService {
  shared ??= createSearchService({
    content: contentService(),
    events: (lang) => calendarFeed().events(lang),
    pdfTexts: createPdfTexts({
      dir: join(dirname(resolve(getEnv().CONTACT_DB_PATH)), "bulletin-text"),
      embeddedFilesDir: embeddedAssetsDir("files"),
    }),
  });
  return shared;
}
