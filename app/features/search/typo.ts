import { LRUCache } from "lru-cache";

/** A word this long or longer may have one typo forgiven. */
export const TYPO_MIN_LENGTH = 5;

/**
 * A folded word that could be one Vietnamese syllable: an initial consonant, one to three vowels, a final consonant.
 * Once the accents are gone such words differ by one letter ("thanh", "thang", "than"; "phong" and "phone"), so a
 * typo is never forgiven to or from one: it would be another word, not a misspelling.
 */
const SYLLABLE = /^(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?[aeiouy]{1,3}(?:ch|ng|nh|[cmnpt])?$/;

/** Only letters: a number with one digit changed is another date or another number. */
const LETTERS = /^\p{L}+$/u;

const mayHaveTypo = (word: string) => LETTERS.test(word) && !SYLLABLE.test(word);

/** One letter wrong, missing or extra, or two neighbouring letters swapped ("baptsim"). */
function oneTypoApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const [restA, restB] = [a.slice(start, endA), b.slice(start, endB)];
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restA === [...restB].reverse().join("");
}

/** Whether a folded word typed may be read as a known one with one typo. */
export function isTypoOf(typed: string, known: string): boolean {
  return typed.length >= TYPO_MIN_LENGTH && oneTypoApart(typed, known) && mayHaveTypo(typed) && mayHaveTypo(known);
}

/** The known words a typed one may be a misspelling of; none when the site uses the word as typed. */
export type TypoFinder = (typed: string) => string[];

/** Words whose typos are kept: a query asked again, or its words in another query, costs no second pass. */
const KEPT_WORDS = 1_000;

/**
 * Finds typos by comparing with every known word, about a millisecond for twenty thousand words; a query looks for
 * them in its first words only (search-index.ts), and what a word gave is kept for the next query that has it.
 */
export function createTypoFinder(vocabulary: ReadonlySet<string>): TypoFinder {
  const kept = new LRUCache<string, string[]>({ max: KEPT_WORDS });
  return (typed) => {
    if (vocabulary.has(typed) || typed.length < TYPO_MIN_LENGTH || !mayHaveTypo(typed)) return [];
    const known = kept.get(typed);
    if (known) return known;
    const found = [...vocabulary].filter((word) => isTypoOf(typed, word));
    kept.set(typed, found);
    return found;
  };
}
