import type { Language } from "#app/i18n/language";
import type { VideoRecord } from "./video";
import { videoService } from "./video.server";

/** Streams in behind the home page's first byte unless the server holds it (app/lib/ready-or-streamed.server.ts). */
export function videoForHome(lang: Language): Promise<VideoRecord | null> {
  return videoService().videoFor(lang);
}
