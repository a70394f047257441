import type { Language } from "#app/i18n/language";

export async function announcementsForHome(lang: Language): Promise<null> {
  void lang;
  return null;
}

export async function memorialsForHome(lang: Language): Promise<null> {
  void lang;
  return null;
}
