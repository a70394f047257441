import type { Language } from "#app/i18n/language";

export async function videoForHome(lang: Language): Promise<null> {
  void lang;
  return null;
}
