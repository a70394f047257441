import type { Dictionary, PagePath, TranslationKey } from "./dictionary";
import * as en from "./en";
import type { Language } from "./language";
import * as vi from "./vi";

const dictionaries: Record<Language, Dictionary> = { en, vi };

export type TranslateParams = Record<string, string | number>;

function lookup(dictionary: Dictionary, key: string): unknown {
  let node: unknown = dictionary;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Spec §5: a missing translation shows the key itself. */
export function translate(lang: Language, key: TranslationKey, params?: TranslateParams): string {
  const text = lookup(dictionaries[lang], key);
  return typeof text === "string" && text !== "" ? interpolate(text, params) : key;
}

export function dictionary(lang: Language): Dictionary {
  return dictionaries[lang];
}

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(dictionaries.en.pages, path);
}

export function pageText(lang: Language, path: PagePath): { title: string; subtitle: string } {
  return dictionaries[lang].pages[path];
}
