import { type Env, getEnv } from "#app/config/env.server";
import { contentService } from "#app/features/content/content-service.server";
import { pickLanguage } from "#app/features/content/localized";
import type { Localized } from "#app/features/content/types";
import type { ParishIdentity } from "#app/features/parish/identity";
import { parishDateKey } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { chooseVideo, type PlaylistItem } from "./choose-video";
import { failureBackoffAfter, type SourceStatus } from "#app/lib/outside-source.server";
import { createPlaylistClient, type PlaylistClientOptions } from "./playlist.server";
import {
  defaultThumbnail,
  embedUrl,
  PLAYLIST_POSTER,
  playlistEmbedUrl,
  playlistUrl,
  type VideoError,
  type VideoRecord,
  watchUrl,
} from "./video";

/** Where the parish's online Mass is: a playlist per language and a video of its own for when they cannot be read. */
export interface VideoChannel {
  playlists: Localized<string>;
  /** The parish's own fallback video; without one, the fallback is the language's playlist. */
  fallbackVideoId: string | null;
}

export interface VideoServiceConfig extends Omit<PlaylistClientOptions, "apiKey"> {
  /** Without a key no call is made and the fallback video is shown. */
  apiKey: string | undefined;
  /** Asked for each visit, so a playlist the office changes in the Studio is the next visitor's. */
  channel: () => Promise<VideoChannel>;
}

export interface VideoService {
  /** Null when the parish names no playlist and no video of its own: there is nothing to play. */
  videoFor: (lang: Language) => Promise<VideoRecord | null>;
  /** The playlist source's state; none when no key is configured and no call is ever made. */
  status: () => SourceStatus | null;
  /** Asks for both playlists once, so the first visitors after a start find them held. */
  warm: () => void;
}

/** How often, and how long (ten seconds), the warm-up waits for the settings to name the playlists. */
const WARM_RETRY_MS = 200;
const WARM_ATTEMPTS = 50;

function fromItem(item: PlaylistItem, playlistId: string, isDateMatched: boolean): VideoRecord {
  return {
    videoId: item.videoId,
    videoUrl: embedUrl(item.videoId),
    title: item.title,
    description: item.description,
    publishedAt: item.publishedAt,
    thumbnail: item.thumbnail,
    watchUrl: watchUrl(item.videoId),
    playlistUrl: playlistUrl(playlistId),
    isDateMatched,
    error: null,
  };
}

function fallback(videoId: string | null | undefined, playlistId: string, error: VideoError): VideoRecord {
  const common = {
    title: "",
    description: "",
    publishedAt: null,
    playlistUrl: playlistUrl(playlistId),
    isDateMatched: false,
    error,
  };
  if (!videoId) {
    return {
      ...common,
      videoId: null,
      videoUrl: playlistEmbedUrl(playlistId),
      thumbnail: PLAYLIST_POSTER,
      watchUrl: playlistUrl(playlistId),
    };
  }
  return {
    ...common,
    videoId,
    videoUrl: embedUrl(videoId),
    thumbnail: defaultThumbnail(videoId),
    watchUrl: watchUrl(videoId),
  };
}

/** Today's video from the language's playlist, else the latest, else the fallback video; it never throws. */
export function createVideoService({
  apiKey,
  channel,
  now = Date.now,
  ...clientOptions
}: VideoServiceConfig): VideoService {
  const client = apiKey ? createPlaylistClient({ ...clientOptions, apiKey, now }) : null;
  return {
    async videoFor(lang) {
      const { playlists, fallbackVideoId } = await channel();
      // A parish with one playlist shows it in both languages.
      const playlistId = pickLanguage(playlists, lang) ?? "";
      if (!playlistId && !fallbackVideoId) return null;
      // Without a key, or before any settings have named a playlist, there is nothing to ask YouTube.
      if (!client || !playlistId) return fallback(fallbackVideoId, playlistId, "not-configured");
      try {
        const chosen = chooseVideo(await client.items(playlistId), parishDateKey(new Date(now())));
        return chosen
          ? fromItem(chosen.item, playlistId, chosen.isDateMatched)
          : fallback(fallbackVideoId, playlistId, "empty-playlist");
      } catch {
        // The outage is logged once by the playlist source, not once per visitor.
        return fallback(fallbackVideoId, playlistId, "service-error");
      }
    },
    status: () => client?.status() ?? null,
    warm() {
      if (!client) return;
      const ask = (attemptsLeft: number) =>
        channel().then(({ playlists }) => {
          const ids = new Set(Object.values(playlists).filter((id) => id !== undefined));
          // At a start the settings may still be loading; their playlists are asked for once the settings are read.
          if (ids.size === 0 && attemptsLeft > 0) setTimeout(() => void ask(attemptsLeft - 1), WARM_RETRY_MS).unref();
          for (const playlistId of ids) client.items(playlistId).catch(() => undefined);
        });
      void ask(WARM_ATTEMPTS);
    },
  };
}

/** The playlists and fallback video the environment sets, else those of the parish's settings. */
export function videoChannelOf(
  env: Pick<Env, "YOUTUBE_PLAYLIST_EN" | "YOUTUBE_PLAYLIST_VI" | "FALLBACK_VIDEO_ID">,
  parish: ParishIdentity,
): VideoChannel {
  return {
    playlists: {
      en: env.YOUTUBE_PLAYLIST_EN ?? parish.playlists.en,
      vi: env.YOUTUBE_PLAYLIST_VI ?? parish.playlists.vi,
    },
    fallbackVideoId: env.FALLBACK_VIDEO_ID ?? parish.fallbackVideoId,
  };
}

let service: VideoService | undefined;

/** The service configured from this process's environment, made once so its cache serves every request. */
export function videoService(): VideoService {
  if (!service) {
    const env = getEnv();
    service = createVideoService({
      apiUrl: env.YOUTUBE_API_URL,
      apiKey: env.YOUTUBE_API_KEY,
      channel: async () => videoChannelOf(env, await contentService().parish()),
      failureBackoff: failureBackoffAfter(env.SOURCE_RETRY_SECONDS),
    });
  }
  return service;
}
