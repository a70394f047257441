import { createContext, use, useCallback } from "react";
import type { TranslationKey } from "./dictionary";
import { DEFAULT_LANGUAGE, type Language } from "./language";
import { type TranslateParams, translate } from "./translate";

/**
 * The language the root loader resolved for this request, provided by the root layout (app/root.tsx). It has a
 * context of its own rather than being read from the router's state: nearly every component reads it, and the
 * router's state changes with each fetcher and each route it learns about while the language stays the same, which
 * would render the whole page again each time.
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return use(LanguageContext);
}

export function useT(): (key: TranslationKey, params?: TranslateParams) => string {
  const lang = useLanguage();
  return useCallback((key: TranslationKey, params?: TranslateParams) => translate(lang, key, params), [lang]);
}
