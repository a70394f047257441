import { titleHasDate } from "./title-date";

/** One playable entry of a playlist, already validated and reshaped from the YouTube answer. */
export interface PlaylistItem {
  videoId: string;
  title: string;
  description: string;
  publishedAt: string;
  thumbnail: string;
}

export interface ChosenVideo {
  item: PlaylistItem;
  isDateMatched: boolean;
}

function newestFirst(a: PlaylistItem, b: PlaylistItem): number {
  return Date.parse(b.publishedAt) - Date.parse(a.publishedAt);
}

/**
 * The video whose title carries today's date, else the latest. "Latest" goes by publishing time
 * rather than playlist position, since a playlist may list its newest entry first or last.
 */
export function chooseVideo(items: readonly PlaylistItem[], todayKey: string): ChosenVideo | null {
  const sorted = [...items].sort(newestFirst);
  const matched = sorted.find((item) => titleHasDate(item.title, todayKey));
  if (matched) return { item: matched, isDateMatched: true };
  const latest = sorted[0];
  return latest ? { item: latest, isDateMatched: false } : null;
}
