import type { Dictionary, PagePath, TranslationKey } from "./dictionary";
import type { Language } from "./language";

/**
 * The dictionaries this process knows. The server registers both (dictionaries.server.ts); a browser registers
 * only the visitor's language, fetched from /api/dictionary/<lang> before the page hydrates (load-dictionary.ts), so
 * the other language never ships in the JavaScript bundle.
 */
const registry: Partial<Record<Language, Dictionary>> = {};

export function registerDictionary(lang: Language, dictionary: Dictionary): void {
  registry[lang] = dictionary;
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
  const text = lookup(registry[lang], key);
  return typeof text === "string" && text !== "" ? interpolate(text, params) : key;
}

export function pageText(lang: Language, path: PagePath): { title: string; subtitle: string } {
  return registry[lang]?.pages[path] ?? { title: path, subtitle: "" };
}
