import { type Language, otherLanguage } from "#app/i18n/language";
import type { Localized } from "./types";

/** The active language, else the other one, so a card is never empty because one translation is missing. */
export function pickLanguage<T>(
  value: Localized<T>,
  lang: Language,
  isEmpty: (item: T) => boolean = () => false,
): T | undefined {
  const first = value[lang];
  if (first !== undefined && !isEmpty(first)) return first;
  const second = value[otherLanguage(lang)];
  return second !== undefined && !isEmpty(second) ? second : undefined;
}
