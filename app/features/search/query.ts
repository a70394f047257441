import { fold, lowerExact } from "./fold";
import { isTypoOf } from "./typo";

/** The longest query read; the rest is dropped and the page says so. */
export const MAX_QUERY_CHARS = 100;
/** Words past this many are not searched: no question a parishioner asks needs more. */
export const MAX_QUERY_WORDS = 8;
/**
 * The parish's bilingual pairs (docs/glossary-additions.md; Confession is also the sacrament of Reconciliation, Hòa
 * Giải; a funeral, an obituary and the Memorial page are one subject): each phrase of a group finds what the others
 * say. A phrase is written folded, unless its accents tell it from another phrase ("lễ giỗ" from "lễ giờ", "cầu hồn"
 * from "cầu hôn"): it is then recognised however it is typed, and found only where a text has it with its accents.
 * The longest phrase in the query is read first, so "mass intention" is not "mass".
 */
const BILINGUAL_PAIRS: readonly (readonly string[])[] = [
  ["mass intention", "xin le", "y le"],
  ["mass times", "gio le"],
  ["mass", "thanh le"],
  ["confession", "reconciliation", "giai toi", "xung toi", "hoa giai"],
  ["baptism", "rua toi"],
  ["bulletin", "ban tin"],
  ["funeral", "obituary", "memorial", "tang le", "tuong niem", "cao pho"],
  ["death anniversary", "lễ giỗ"],
  ["lunar new year", "tet nguyen dan", "tet"],
  ["mass for the dead", "cầu hồn"],
];

/**
 * What a phrase also finds, one way: "thánh lễ" is asked for the Mass times as "mass" finds "Mass Times", but "giờ
 * lễ" asks for the times, not for every text about the Mass.
 */
const ALSO_FINDS: readonly (readonly [string, string])[] = [["thanh le", "gio le"]];

/** Every word of a text: letters (with their marks) and digits; everything else separates words. */
export function words(text: string): string[] {
  return text.normalize("NFC").match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

export interface CleanQuery {
  /** What is searched and shown back: control characters removed, spaces collapsed, at most MAX_QUERY_CHARS. */
  text: string;
  /** True when the visitor's query was longer and was cut. */
  truncated: boolean;
}

/** Whatever arrived in `?q=`, made safe to search and to show: never an error. */
export function cleanQuery(raw: string | null | undefined): CleanQuery {
  const spaced = (raw ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\uFFFD]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  const characters = Array.from(spaced);
  if (characters.length <= MAX_QUERY_CHARS) return { text: spaced, truncated: false };
  return { text: characters.slice(0, MAX_QUERY_CHARS).join("").trim(), truncated: true };
}

/** One word of the query as the index is asked for it. */
export interface QueryWord {
  folded: string;
  /** The word as typed, lower case, when it carries accents: documents that have it so rank first. */
  exact: string | null;
}

/**
 * A group of the query: words as typed, and, when they are a phrase of the bilingual pairs, its other phrases (words
 * folded, or with the accents that set them apart), any of which may match instead.
 */
export interface QueryPart {
  typed: QueryWord[];
  alternatives: string[][];
}

function queryWord(word: string): QueryWord {
  const folded = fold(word);
  const exact = lowerExact(word);
  return { folded, exact: exact === folded ? null : exact };
}

/** Each phrase of the pairs, folded, with what it also finds, as written; the longest phrases first. */
const phrases = new Map<string, Set<string>>();
/** A phrase written with accents also finds itself so written: "le gio" typed finds the texts that say "lễ giỗ". */
const alsoFinds = (phrase: string, others: readonly string[]) =>
  phrases.set(
    fold(phrase),
    new Set([
      ...(phrases.get(fold(phrase)) ?? []),
      ...others.filter((other) => other !== phrase || fold(other) !== other),
    ]),
  );
for (const group of BILINGUAL_PAIRS) for (const phrase of group) alsoFinds(phrase, group);
for (const [phrase, other] of ALSO_FINDS) alsoFinds(phrase, [other]);
const pairs = [...phrases].map(([phrase, others]) => ({
  phrase: phrase.split(" "),
  alternatives: [...others].map((other) => other.split(" ")),
}));
pairs.sort((a, b) => b.phrase.length - a.phrase.length);

/** A typed word is a phrase's word as written or, when neither could be a Vietnamese syllable, with one typo. */
const sameWord = (typed: string | undefined, word: string) =>
  typed !== undefined && (typed === word || isTypoOf(typed, word));

/** The query's words, with the bilingual phrases found among them. */
export function queryParts(text: string): QueryPart[] {
  const typed = words(text).slice(0, MAX_QUERY_WORDS);
  const folded = typed.map(fold);
  const parts: QueryPart[] = [];
  for (let index = 0; index < typed.length;) {
    const pair = pairs.find(({ phrase }) => phrase.every((word, offset) => sameWord(folded[index + offset], word)));
    const length = pair?.phrase.length ?? 1;
    parts.push({ typed: typed.slice(index, index + length).map(queryWord), alternatives: pair?.alternatives ?? [] });
    index += length;
  }
  return parts;
}
