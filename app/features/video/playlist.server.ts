import { z } from "zod";
import type { Backoff } from "#app/lib/backoff";
import { createOutsideSource, type SourceStatus } from "#app/lib/outside-source.server";
import type { PlaylistItem } from "./choose-video";
import { defaultThumbnail } from "./video";

/** Embedding only works for images from this host (app/lib/content-security-policy.server.ts). */
const THUMBNAIL_ORIGIN = "https://i.ytimg.com/";
/** Medium-sized images first: the facade is at most about 640 px wide, and the largest ones weigh the most. */
const THUMBNAIL_PREFERENCE = ["high", "standard", "medium", "maxres", "default"] as const;
/** 50 items are enough to find today's Mass among the newest uploads. */
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
    return [
      {
        videoId: resourceId.videoId,
        title,
        description,
        publishedAt,
        thumbnail: pickThumbnail(thumbnails, resourceId.videoId),
      },
    ];
  });
}

export interface PlaylistClientOptions {
  apiUrl: string;
  apiKey: string;
  /** Each request's own deadline: a page never waits on it, but a hung service must not hold a refresh for long. */
  timeoutMs?: number;
  /** How long a playlist answer is reused, so a busy Sunday costs a handful of calls rather than one per visitor. */
  ttlMs?: number;
  failureBackoff?: Backoff;
  /** How long a page waits for a playlist that holds nothing yet before it shows the fallback (PAGE_WAIT_MS). */
  waitMs?: number;
  now?: () => number;
}

export interface PlaylistClient {
  items: (playlistId: string) => Promise<PlaylistItem[]>;
  status: () => SourceStatus;
}

export function createPlaylistClient({
  apiUrl,
  apiKey,
  timeoutMs = 3000,
  ttlMs = 5 * 60_000,
  failureBackoff,
  waitMs,
  now,
}: PlaylistClientOptions): PlaylistClient {
  async function fetchItems(playlistId: string): Promise<PlaylistItem[]> {
    const url = new URL(`${apiUrl.replace(/\/+$/, "")}/playlistItems`);
    url.search = new URLSearchParams({
      part: "snippet",
      playlistId,
      maxResults: String(MAX_RESULTS),
      order: "date",
      key: apiKey,
    }).toString();
    // Errors name the status only: the request URL holds the key and must not reach a log.
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/json" },
    }).catch((error: unknown) => {
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

  const source = createOutsideSource({
    name: "video playlists",
    freshMs: ttlMs,
    waitMs,
    backoff: failureBackoff,
    now,
    load: fetchItems,
  });
  return { items: (playlistId) => source.get(playlistId), status: () => source.status() };
}
