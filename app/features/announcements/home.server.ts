import type { Language } from "#app/i18n/language";
import { loadAnnouncements, loadMemorials } from "./announcements.server";
import type { AnnouncementsData, MemorialsData } from "./types";

export function announcementsForHome(lang: Language): Promise<AnnouncementsData> {
  return loadAnnouncements(lang);
}

/** Names and links read the same in both languages. */
export function memorialsForHome(_lang: Language): Promise<MemorialsData> {
  return loadMemorials();
}
