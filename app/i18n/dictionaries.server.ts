import { createHash } from "node:crypto";
import type { Dictionary } from "./dictionary";
import * as en from "./en";
import { type Language, languages } from "./language";
import { dictionaryPath } from "./load-dictionary";
import { registerDictionary } from "./translate";
import * as vi from "./vi";

/** Both languages; assigning `vi` here is where the compiler checks it against the English source. */
export const dictionaries: Record<Language, Dictionary> = { en, vi };

for (const lang of languages) registerDictionary(lang, dictionaries[lang]);

function published(lang: Language) {
  const json = JSON.stringify(dictionaries[lang]);
  return { json, version: createHash("sha256").update(json).digest("base64url").slice(0, 12) };
}

/**
 * Each dictionary as the browser gets it: one JSON document per language, whose address names its content, so a
 * browser keeps it for good and fetches it again only when a text changes.
 */
export const publishedDictionaries: Record<Language, { json: string; version: string }> = {
  en: published("en"),
  vi: published("vi"),
};

export function dictionaryUrl(lang: Language): string {
  return `${dictionaryPath(lang)}?v=${publishedDictionaries[lang].version}`;
}
