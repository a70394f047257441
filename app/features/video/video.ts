/** Why the fallback video is shown instead of one from the playlist. */
export type VideoError = "not-configured" | "empty-playlist" | "service-error";

/** A video as the server hands it to the page. No field ever carries the API key. */
export interface VideoRecord {
  /** Null when the fallback is the whole playlist rather than one video. */
  videoId: string | null;
  /**
   * The privacy-enhanced embed address, loaded only when the visitor presses play, so it asks the player
   * to start at once.
   */
  videoUrl: string;
  /** Empty for the fallback video, which the page titles itself. */
  title: string;
  description: string;
  /** ISO 8601; null for the fallback video. */
  publishedAt: string | null;
  thumbnail: string;
  watchUrl: string;
  playlistUrl: string;
  isDateMatched: boolean;
  error: VideoError | null;
}

export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

/** YouTube's player for a whole playlist: it plays the playlist's videos, first to last. */
export function playlistEmbedUrl(playlistId: string): string {
  return `https://www.youtube-nocookie.com/embed/videoseries?list=${encodeURIComponent(playlistId)}&autoplay=1`;
}

/** A photo of the parish at Mass stands in for a thumbnail, which a playlist has none of without the API. */
export const PLAYLIST_POSTER = "/images/slides/mass-640.webp";

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

export function playlistUrl(playlistId: string): string {
  return `https://www.youtube.com/playlist?list=${encodeURIComponent(playlistId)}`;
}

export function defaultThumbnail(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}
