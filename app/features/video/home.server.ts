import type { Language } from "#app/i18n/language";
import type { VideoRecord } from "./video";
import { videoService } from "./video.server";

/** Returned unawaited by the home loader, so the video streams in behind the first byte. */
export function videoForHome(lang: Language): Promise<VideoRecord | null> {
  return videoService().videoFor(lang);
}
