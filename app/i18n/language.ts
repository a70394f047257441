import { readCookie, yearLongCookie } from "#app/lib/cookies";

export const languages = ["en", "vi"] as const;
export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = "en";
/** The choice is stored in localStorage under this key; the cookie of the same name lets the server render it. */
export const LANGUAGE_STORAGE_KEY = "language";
export const LANGUAGE_COOKIE = "language";

/** A language is accepted only if it is exactly "en" or "vi". */
export function parseLanguage(value: unknown): Language | null {
  return value === "en" || value === "vi" ? value : null;
}

export function otherLanguage(lang: Language): Language {
  return lang === "en" ? "vi" : "en";
}

export function readLanguageCookie(cookieHeader: string | null): Language | null {
  return parseLanguage(readCookie(cookieHeader, LANGUAGE_COOKIE));
}

export function languageCookie(lang: Language): string {
  return yearLongCookie(LANGUAGE_COOKIE, lang);
}

/** The language a `?lang=` names, if it names one. */
export function languageInUrl(search: URLSearchParams): Language | null {
  return parseLanguage(search.get("lang"));
}

/** A `?lang=` in the URL wins (shared links, search engines), then the stored cookie, then English. */
export function resolveLanguage(url: URL, cookieHeader: string | null): Language {
  return languageInUrl(url.searchParams) ?? readLanguageCookie(cookieHeader) ?? DEFAULT_LANGUAGE;
}

/** The language a page should switch to on hydration, when the browser's stored choice differs from what the server rendered. */
export function storedLanguageToApply(stored: string | null, rendered: Language, url: URL): Language | null {
  if (languageInUrl(url.searchParams)) return null;
  const preferred = parseLanguage(stored);
  return preferred && preferred !== rendered ? preferred : null;
}

/**
 * The language to keep in localStorage once a page has rendered: its own, when the URL or the cookie chose it. A
 * cookie naming the other language is newer than the page: the visitor switched before the page's code ran, the
 * server has set it, and the next page, already on its way, is in that language.
 */
export function languageToStore(rendered: Language, url: URL, cookieHeader: string | null): Language | null {
  const chosen = languageInUrl(url.searchParams) ?? readLanguageCookie(cookieHeader);
  return chosen === rendered ? rendered : null;
}

export function requestLanguage(request: Request): Language {
  return resolveLanguage(new URL(request.url), request.headers.get("cookie"));
}
