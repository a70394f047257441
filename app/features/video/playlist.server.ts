import { z } from "zod";
import { dataFromUpstream, dataValidUntil } from "#app/lib/page-freshness.server";
import type { PlaylistItem } from "./choose-video";
import { defaultThumbnail } from "./video";

/** Embedding only works for images from this host (app/lib/content-security-policy.server.ts). */
const THUMBNAIL_ORIGIN = "https://i.ytimg.com/";
/** Medium-sized images first: the facade is at most about 640 px wide, and the largest ones weigh the most. */
const THUMBNAIL_PREFERENCE = ["high", "standard", "medium", "maxres", "default"] as const;
/** Spec §7: 50 items are enough to find today's Mass among the newest uploads. */
const MAX_RESULTS = 50;

const thumbnailSchema = z.object({ url: z.string() });

const itemSchema = z.object({
  snippet: z.object({
    title: z.string().trim().min(1),
    description: z.string().default(""),
    publishedAt: z.iso.datetime({ offset: true }),
    // Private and deleted videos stay in a playlist without thumbnails; visitors cannot play them.
    thumbnails: z.record(z.string(), thumbnailSchema).refine((thumbnails) => Object.keys(thumbnails).length > 0),
    resourceId: z.object({ videoId: z.string().regex(/^[\w-]{6,20}$/) }),
  }),
});

const responseSchema = z.object({ items: z.array(z.unknown()).default([]) });

export class PlaylistError extends Error {
  override name = "PlaylistError";
}

type Thumbnails = Record<string, { url: string }>;

function pickThumbnail(thumbnails: Thumbnails, videoId: string): string {
  for (const size of THUMBNAIL_PREFERENCE) {
    const url = thumbnails[size]?.url;
    if (url?.startsWith(THUMBNAIL_ORIGIN)) return url;
  }
  return defaultThumbnail(videoId);
}

/** Reshapes the playlistItems answer into our items; entries that do not validate are left out, a malformed answer throws. */
export function parsePlaylistResponse(body: unknown): PlaylistItem[] {
  const response = responseSchema.safeParse(body);
  if (!response.success) throw new PlaylistError("playlist answer has no item list");
  return response.data.items.flatMap((raw) => {
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) return [];
    const { title, description, publishedAt, thumbnails, resourceId } = parsed.data.snippet;
    return [{ videoId: resourceId.videoId, title, description, publishedAt, thumbnail: pickThumbnail(thumbnails, resourceId.videoId) }];
  });
}

export interface PlaylistClientOptions {
  apiUrl: string;
  apiKey: string;
  timeoutMs?: number;
  /** How long a playlist answer is reused, so a busy Sunday costs a handful of calls rather than one per visitor. */
  ttlMs?: number;
  /** A failure is remembered for a shorter while: long enough to spare a failing service, short enough to recover soon. */
  failureTtlMs?: number;
  now?: () => number;
}

export interface PlaylistClient {
  items: (playlistId: string) => Promise<PlaylistItem[]>;
}

export function createPlaylistClient({
  apiUrl,
  apiKey,
  timeoutMs = 8000,
  ttlMs = 5 * 60_000,
  failureTtlMs = 60_000,
  now = Date.now,
}: PlaylistClientOptions): PlaylistClient {
  const cache = new Map<string, { expires: number; settled: boolean; items: Promise<PlaylistItem[]> }>();

  async function fetchItems(playlistId: string): Promise<PlaylistItem[]> {
    const url = new URL(`${apiUrl.replace(/\/+$/, "")}/playlistItems`);
    url.search = new URLSearchParams({ part: "snippet", playlistId, maxResults: String(MAX_RESULTS), order: "date", key: apiKey }).toString();
    // Errors name the status only: the request URL holds the key and must not reach a log.
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } }).catch((error: unknown) => {
      throw new PlaylistError(`playlist request failed: ${error instanceof Error ? error.name : "unknown error"}`);
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PlaylistError(`playlist request answered ${response.status}`);
    }
    const body: unknown = await response.json().catch(() => {
      throw new PlaylistError("playlist answer is not JSON");
    });
    const items = parsePlaylistResponse(body);
    if (items.length === 0) console.warn(`Online Mass: playlist ${playlistId} has no playable video`);
    return items;
  }

  return {
    items(playlistId) {
      const cached = cache.get(playlistId);
      if (cached && cached.expires > now()) {
        if (cached.settled) dataValidUntil(cached.expires);
        else dataFromUpstream();
        return cached.items;
      }
      dataFromUpstream();
      const entry = { expires: now() + ttlMs, settled: false, items: fetchItems(playlistId) };
      entry.items.then(
        () => {
          entry.settled = true;
        },
        // Logged here, once per call, rather than once per visitor served from the cache.
        (error: unknown) => {
          console.error(`Online Mass: ${error instanceof Error ? error.message : "unknown error"}`);
          entry.expires = Math.min(entry.expires, now() + failureTtlMs);
          entry.settled = true;
        },
      );
      cache.set(playlistId, entry);
      return entry.items;
    },
  };
}
