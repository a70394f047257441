import type { Dictionary } from "./dictionary";
import type { Language } from "./language";
import { registerDictionary } from "./translate";

const loading = new Map<string, Promise<void>>();

/** Where a language's texts are served. The root loader adds their version, so that a browser keeps them for good. */
export function dictionaryPath(lang: Language): string {
  return `/api/dictionary/${lang}`;
}

async function fetchDictionary(lang: Language, url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The ${lang} texts did not load (${response.status}).`);
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("pages" in body))
    throw new Error(`The ${lang} texts are not a dictionary.`);
  registerDictionary(lang, body as Dictionary);
}

/**
 * Loads and registers the dictionary at `url` (named by the root loader), once per address. The pages themselves
 * carry no dictionary: each browser fetches its visitor's language once and keeps it until a text changes.
 */
export function loadDictionary(lang: Language, url: string): Promise<void> {
  let loaded = loading.get(url);
  if (!loaded) {
    loaded = fetchDictionary(lang, url);
    loaded.catch(() => loading.delete(url));
    loading.set(url, loaded);
  }
  return loaded;
}
