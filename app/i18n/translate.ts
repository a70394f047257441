import type { Dictionary, PagePath, TranslationKey } from "./dictionary";
import type { Language } from "./language";

/**
 * The dictionaries this process knows. The server registers both (dictionaries.server.ts); a browser registers
 * only the visitor's language, fetched from /api/dictionary/<lang> before the page hydrates (load-dictionary.ts), so
 * the other language never ships in the JavaScript bundle.
 */
const registry: Partial<Record<Language, Dictionary>> = {};
/** Each dictionary's texts by their dotted key, since a page looks up hundreds of them. */
const texts: Partial<Record<Language, Map<string, unknown>>> = {};

export function registerDictionary(lang: Language, dictionary: Dictionary): void {
  registry[lang] = dictionary;
  texts[lang] = new Map();
}

export type TranslateParams = Record<string, string | number>;

function lookup(dictionary: Dictionary | undefined, key: string): unknown {
  let node: unknown = dictionary;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** A missing translation shows the key itself. */
export function translate(lang: Language, key: TranslationKey, params?: TranslateParams): string {
  const known = texts[lang];
  let text = known?.get(key);
  if (text === undefined) {
    text = lookup(registry[lang], key);
    known?.set(key, text);
  }
  return typeof text === "string" && text !== "" ? interpolate(text, params) : key;
}

export function pageText(lang: Language, path: PagePath): { title: string; subtitle: string } {
  return registry[lang]?.pages[path] ?? { title: path, subtitle: "" };
}
