import type { Language } from "#app/i18n/language";

export async function readingsForHome(lang: Language): Promise<null> {
  void lang;
  return null;
}
