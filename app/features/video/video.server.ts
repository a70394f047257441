import { getEnv } from "#app/config/env.server";
import { parish } from "#app/config/parish";
import { parishDateKey } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { chooseVideo, type PlaylistItem } from "./choose-video";
import { failureBackoffAfter, type SourceStatus } from "#app/lib/outside-source.server";
import { createPlaylistClient, type PlaylistClientOptions } from "./playlist.server";
import { defaultThumbnail, embedUrl, PLAYLIST_POSTER, playlistEmbedUrl, playlistUrl, type VideoError, type VideoRecord, watchUrl } from "./video";

export interface VideoServiceConfig extends Omit<PlaylistClientOptions, "apiKey"> {
  /** Without a key no call is made and the fallback video is shown. */
  apiKey: string | undefined;
  playlists: Record<Language, string>;
  /** The parish's own fallback video; without one, the fallback is the language's playlist. */
  fallbackVideoId: string | null | undefined;
}

export interface VideoService {
  videoFor: (lang: Language) => Promise<VideoRecord>;
  /** The playlist source's state; none when no key is configured and no call is ever made. */
  status: () => SourceStatus | null;
  /** Asks for both playlists once, so the first visitors after a start find them held. */
  warm: () => void;
}

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
  const common = { title: "", description: "", publishedAt: null, playlistUrl: playlistUrl(playlistId), isDateMatched: false, error };
  if (!videoId) {
    return { ...common, videoId: null, videoUrl: playlistEmbedUrl(playlistId), thumbnail: PLAYLIST_POSTER, watchUrl: playlistUrl(playlistId) };
  }
  return { ...common, videoId, videoUrl: embedUrl(videoId), thumbnail: defaultThumbnail(videoId), watchUrl: watchUrl(videoId) };
}

/** Today's video from the language's playlist, else the latest, else the fallback video; it never throws. */
export function createVideoService({ apiKey, playlists, fallbackVideoId, now = Date.now, ...clientOptions }: VideoServiceConfig): VideoService {
  const client = apiKey ? createPlaylistClient({ ...clientOptions, apiKey, now }) : null;
  return {
    async videoFor(lang) {
      const playlistId = playlists[lang];
      if (!client) return fallback(fallbackVideoId, playlistId, "not-configured");
      try {
        const chosen = chooseVideo(await client.items(playlistId), parishDateKey(new Date(now())));
        return chosen ? fromItem(chosen.item, playlistId, chosen.isDateMatched) : fallback(fallbackVideoId, playlistId, "empty-playlist");
      } catch {
        // The outage is logged once by the playlist source, not once per visitor.
        return fallback(fallbackVideoId, playlistId, "service-error");
      }
    },
    status: () => client?.status() ?? null,
    warm() {
      for (const playlistId of Object.values(playlists)) client?.items(playlistId).catch(() => undefined);
    },
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
      playlists: { vi: env.YOUTUBE_PLAYLIST_VI, en: env.YOUTUBE_PLAYLIST_EN },
      fallbackVideoId: env.FALLBACK_VIDEO_ID ?? parish.video.fallbackVideoId,
      failureBackoff: failureBackoffAfter(env.SOURCE_RETRY_SECONDS),
    });
  }
  return service;
}
