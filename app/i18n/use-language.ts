import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import type { TranslationKey } from "./dictionary";
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from "./language";
import { type TranslateParams, translate } from "./translate";

/** The language the root loader resolved for this request. */
export function useLanguage(): Language {
  const data: unknown = useRouteLoaderData("root");
  const lang = typeof data === "object" && data !== null && "lang" in data ? parseLanguage(data.lang) : null;
  return lang ?? DEFAULT_LANGUAGE;
}

export function useT(): (key: TranslationKey, params?: TranslateParams) => string {
  const lang = useLanguage();
  return useCallback((key: TranslationKey, params?: TranslateParams) => translate(lang, key, params), [lang]);
}
