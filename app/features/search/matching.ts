import type { Query } from "minisearch";
import { fold, lowerExact } from "./fold";
import type { QueryPart } from "./query";
import type { TypoFinder } from "./typo";

/** The fields of folded words, and those of the words that carry accents, as written. */
export const FOLDED_FIELDS = ["title", "body"];
export const EXACT_FIELDS = ["titleExact", "bodyExact"];

/** A word of one or two letters ("le", "o") begins too many others to be read as the start of one. */
const PREFIX_MIN_LENGTH = 3;
/**
 * What a result's score keeps for each word typed with accents that it has only with other accents or none ("giờ"
 * or "gio" for "giỗ"): it is still found, a text written without accents too, but after those that have the word
 * as typed. A multiplier, as the sum of a field's scores cannot promise it: a short title with "Giờ" outscored a
 * page with "giỗ" in its text.
 */
const OTHER_ACCENTS_WEIGHT = 0.1;
/** A word reached only through a typo counts for less than the word typed. */
const TYPO_WEIGHT = 0.4;

/** An index term a query looks for, and whether longer words that begin with it match too. */
interface Matcher {
  term: string;
  prefix: boolean;
}

/**
 * A part of the query as it is looked up: what it matches directly (its words, folded, and its phrases in the other
 * language), what it reaches only through a typo, and its words typed with accents, as typed.
 */
export interface PartMatch {
  query: Query;
  typed: Matcher[];
  alternatives: Matcher[];
  typos: Matcher[];
  accented: string[];
}

/** The query for one part; `typosOf` gives the index's words a typed one may be a misspelling of. */
export function partMatch(part: QueryPart, typosOf: TypoFinder): PartMatch {
  const typos: Matcher[] = [];
  const typed = part.typed.map((word): Query => {
    const prefix = word.folded.length >= PREFIX_MIN_LENGTH;
    const misspelt = typosOf(word.folded);
    typos.push(...misspelt.map((term) => ({ term, prefix })));
    const queries: Query[] = [{ queries: [word.folded], fields: FOLDED_FIELDS, prefix }];
    if (misspelt.length > 0)
      queries.push({ queries: misspelt, fields: FOLDED_FIELDS, prefix, boostTerm: () => TYPO_WEIGHT });
    if (word.exact) queries.push({ queries: [word.exact], fields: EXACT_FIELDS });
    return { combineWith: "OR", queries };
  });
  // A word of another phrase written with accents is found only with them: "giỗ" of "lễ giỗ", never "giờ".
  const others = part.alternatives.map((phrase) =>
    phraseQuery(
      phrase.map((word): Query =>
        fold(word) === word
          ? { queries: [word], fields: FOLDED_FIELDS }
          : { queries: [lowerExact(word)], fields: EXACT_FIELDS },
      ),
    ),
  );
  const query: Query =
    others.length === 0 ? phraseQuery(typed) : { combineWith: "OR", queries: [phraseQuery(typed), ...others] };
  return {
    query,
    typed: part.typed.map((word) => ({ term: word.folded, prefix: word.folded.length >= PREFIX_MIN_LENGTH })),
    // A word the visitor typed is theirs, not the other phrase's: "lễ" of "thánh lễ" keeps its accents' weight though
    // "giờ lễ" also has it.
    alternatives: part.alternatives
      .flat()
      .map(fold)
      .filter((term) => !part.typed.some((word) => word.folded === term))
      .map((term) => ({ term, prefix: false })),
    typos,
    accented: part.typed.flatMap((word) => word.exact ?? []),
  };
}

/** Every word of a phrase, in any field. */
const phraseQuery = (phrase: Query[]): Query =>
  phrase.length === 1 && phrase[0] !== undefined ? phrase[0] : { combineWith: "AND", queries: phrase };

const reaches = (matchers: readonly Matcher[], term: string) =>
  matchers.some((matcher) => term === matcher.term || (matcher.prefix && term.startsWith(matcher.term)));

/**
 * The folded words of a result to mark: what each part matched directly, or, when a part matched only through a
 * typo, what the typo reached; a typo's word is never marked beside the word typed ("thang" beside "thanh").
 */
export function markedTerms(parts: readonly PartMatch[], found: readonly string[]): Set<string> {
  const marked = new Set<string>();
  for (const part of parts) {
    const direct = found.filter((term) => reaches(part.typed, term) || reaches(part.alternatives, term));
    for (const term of direct.length > 0 ? direct : found.filter((term) => reaches(part.typos, term))) marked.add(term);
  }
  return marked;
}

/**
 * The share of its score a result keeps (OTHER_ACCENTS_WEIGHT for each word typed with accents it lacks as typed),
 * from the index terms it matched, folded and as written; a part found through its other-language phrase keeps all.
 */
export function accentWeight(parts: readonly PartMatch[], terms: readonly string[]): number {
  let weight = 1;
  for (const part of parts) {
    if (terms.some((term) => reaches(part.alternatives, term))) continue;
    for (const word of part.accented) if (!terms.includes(word)) weight *= OTHER_ACCENTS_WEIGHT;
  }
  return weight;
}
