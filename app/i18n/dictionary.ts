import type * as enSections from "./en";

/** The English dictionary is the source of truth; its shape, with every text widened to string, is the type every language satisfies. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

export type Dictionary = Widen<typeof enSections>;

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Leaves<T> = T extends string
  ? never
  : { [K in keyof T]: T[K] extends string ? K : Join<K, Leaves<T[K]>> }[keyof T];

/** Every dotted path to a text, e.g. "common.notFound.title". Pages are looked up by path with pageText(). */
export type TranslationKey = Leaves<Omit<Dictionary, "pages">>;
export type PagePath = keyof Dictionary["pages"];
