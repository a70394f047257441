import { LRUCache } from "lru-cache";
import MiniSearch, { type SearchResult } from "minisearch";
import type { Language } from "#app/i18n/language";
import { fold, lowerExact } from "./fold";
import { accentWeight, EXACT_FIELDS, FOLDED_FIELDS, markedTerms, type PartMatch, partMatch } from "./matching";
import { type QueryPart, queryParts, words } from "./query";
import { type MarkedText, markWords, snippet } from "./snippet";
import { createTypoFinder, type TypoFinder } from "./typo";

/** What the search finds; the results page groups by it. */
export type SearchKind =
  "schedule" | "page" | "form" | "announcement" | "event" | "bulletin" | "memorial" | "staff" | "album";

/** One thing the search can find, in one language. */
export interface SearchDocument {
  /** The item, the same in both languages: a result in the other language is shown only if its item was not found in the visitor's. */
  id: string;
  kind: SearchKind;
  lang: Language;
  title: string;
  body: string;
  /** Where the result leads, on this site. */
  url: string;
  /** YYYY-MM-DD, for what has a date (a notice, an event, a bulletin, an album). */
  date: string | null;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  lang: Language;
  url: string;
  date: string | null;
  title: MarkedText;
  snippet: MarkedText;
}

export interface SearchResults {
  /** In the visitor's language, best first. */
  hits: SearchHit[];
  /** Found only in the other language, best first. */
  otherLanguage: SearchHit[];
  /** True when more was found than is shown (MAX_RESULTS in a language). */
  more: boolean;
}

/** The most results shown in each language. */
export const MAX_RESULTS = 30;

/** Pages a visitor comes to do something (Mass times, a form) come before news that mentions the same words. */
const KIND_WEIGHT: Record<SearchKind, number> = {
  schedule: 1.6,
  form: 1.3,
  page: 1.3,
  announcement: 1,
  event: 1,
  bulletin: 0.9,
  memorial: 1,
  staff: 1,
  album: 0.9,
};

const hasAccents = (term: string) => fold(term) !== lowerExact(term);

/** A document found: its place in the list, its score and the index terms it matched, folded. */
interface Found {
  document: number;
  score: number;
  terms: string[];
}

export interface SearchIndex {
  search(text: string, lang: Language): SearchResults;
  readonly documentCount: number;
}

/** Typos are looked for in a query's first words only: no question needs more, and each word costs look-ups. */
const TYPO_WORDS = 3;

/** Results kept per query: what visitors ask again, or in another order, is answered without searching. */
const KEPT_RESULTS = 500;

/** The first TYPO_WORDS words asked of `typosOf` are looked up; any after them has none. */
function forFirstWords(typosOf: TypoFinder): TypoFinder {
  let left = TYPO_WORDS;
  return (typed) => (left-- > 0 ? typosOf(typed) : []);
}

/**
 * What a query's results depend on: its parts (phrases are read in order), as typed with their accents, in any
 * order, since every part is looked for whatever its place; and the language.
 */
function resultsKey(parts: readonly QueryPart[], lang: Language): string {
  const each = parts.map((part) => part.typed.map((word) => word.exact ?? word.folded).join(" "));
  return `${lang}\n${each.sort().join("\n")}`;
}

/** Documents indexed between two turns of the event loop, so building a large index never holds up a page. */
const CHUNK = 200;

/** Builds the index of the given documents; the documents are kept beside it to show the results. */
export async function createSearchIndex(documents: readonly SearchDocument[]): Promise<SearchIndex> {
  const at = (id: unknown) => documents[Number(id)];
  // Every folded word indexed, for the typos a query's word may have.
  const vocabulary = new Set<string>();
  const engine = new MiniSearch<SearchDocument & { position: number }>({
    // Documents are numbered by their place in the list: an item has one document per language.
    idField: "position",
    fields: [...FOLDED_FIELDS, ...EXACT_FIELDS],
    extractField: (document, field) =>
      field === "position" ? document.position : document[field.startsWith("title") ? "title" : "body"],
    tokenize: words,
    processTerm: (term, field) => {
      if (field && EXACT_FIELDS.includes(field)) return hasAccents(term) ? lowerExact(term) : null;
      const folded = fold(term);
      vocabulary.add(folded);
      return folded;
    },
    searchOptions: {
      // The query is split and folded here (queryParts), and handed over word by word.
      tokenize: (term) => [term],
      processTerm: (term) => term,
      boost: { title: 3, titleExact: 3 },
      boostDocument: (id) => KIND_WEIGHT[at(id)?.kind ?? "page"],
    },
  });
  await engine.addAllAsync(
    documents.map((document, position) => ({ ...document, position })),
    { chunkSize: CHUNK },
  );
  const typosOf = createTypoFinder(vocabulary);
  const kept = new LRUCache<string, SearchResults>({ max: KEPT_RESULTS });

  /** Each document's place by its item, and by its address, in each language: the counterpart of a result in the other. */
  const byItem = new Map<string, number>();
  const byUrl = new Map<string, number>();
  documents.forEach((document, position) => {
    byItem.set(`${document.lang} ${document.id}`, position);
    if (!byUrl.has(`${document.lang} ${document.url}`)) byUrl.set(`${document.lang} ${document.url}`, position);
  });
  const counterpart = (document: SearchDocument, lang: Language) =>
    byItem.get(`${lang} ${document.id}`) ?? byUrl.get(`${lang} ${document.url}`);

  function hit(position: number, marked: ReadonlySet<string>): SearchHit | null {
    const document = documents[position];
    if (!document) return null;
    return {
      id: document.id,
      kind: document.kind,
      lang: document.lang,
      url: document.url,
      date: document.date,
      title: markWords(document.title, marked),
      snippet: snippet(document.body || document.title, marked),
    };
  }

  function run(parts: readonly PartMatch[], combineWith: "AND" | "OR"): SearchResult[] {
    return engine.search({ combineWith, queries: parts.map((part) => part.query) });
  }

  /** Every document found, best first, the score of each weighed by the accents typed. */
  function ranked(parts: readonly PartMatch[], found: readonly SearchResult[]): Found[] {
    return found
      .map((result) => ({
        document: Number(result.id),
        score: result.score * accentWeight(parts, result.terms),
        terms: result.terms.map(fold),
      }))
      .sort((a, b) => b.score - a.score);
  }

  /**
   * The visitor's language first. A result in the other language whose item, or page, the visitor's language has
   * too is shown as that, after what was found in the visitor's own words: "Christmas" finds the Vietnamese notice
   * of the Christmas Masses, written "Giáng Sinh", and no page is listed in both languages.
   */
  function byLanguage(found: readonly Found[], lang: Language): { own: Found[]; other: Found[] } {
    const own: Found[] = [];
    const shown = new Set<string>();
    const add = (found: Found) => {
      const id = documents[found.document]?.id;
      if (id === undefined || shown.has(id)) return;
      shown.add(id);
      own.push(found);
    };
    const other: Found[] = [];
    for (const result of found) if (documents[result.document]?.lang === lang) add(result);
    for (const result of found) {
      const document = documents[result.document];
      if (!document || document.lang === lang) continue;
      const mine = counterpart(document, lang);
      if (mine === undefined) other.push(result);
      else add({ document: mine, score: result.score, terms: [] });
    }
    const ownUrls = new Set(own.map((result) => documents[result.document]?.url));
    return { own, other: other.filter((result) => !ownUrls.has(documents[result.document]?.url)) };
  }

  return {
    documentCount: documents.length,
    search(text, lang) {
      const query = queryParts(text);
      if (query.length === 0) return { hits: [], otherLanguage: [], more: false };
      const key = resultsKey(query, lang);
      const known = kept.get(key);
      if (known) return known;
      const typos = forFirstWords(typosOf);
      const parts = query.map((part) => partMatch(part, typos));
      // Every word must match; when nothing has them all, what has most of them is better than nothing.
      const all = run(parts, "AND");
      const found = ranked(parts, all.length > 0 || parts.length === 1 ? all : run(parts, "OR"));
      const { own, other } = byLanguage(found, lang);
      const hits = (results: readonly Found[]) =>
        results.slice(0, MAX_RESULTS).flatMap(({ document, terms }) => hit(document, markedTerms(parts, terms)) ?? []);
      const results = {
        hits: hits(own),
        otherLanguage: hits(other),
        more: own.length > MAX_RESULTS || other.length > MAX_RESULTS,
      };
      kept.set(key, results);
      return results;
    },
  };
}
