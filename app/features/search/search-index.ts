import MiniSearch, { type Query, type SearchResult } from "minisearch";
import type { Language } from "#app/i18n/language";
import { fold, lowerExact } from "./fold";
import { type QueryPart, type QueryWord, queryParts, TYPO_MIN_LENGTH, words } from "./query";
import { type MarkedText, markWords, snippet } from "./snippet";

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
}

/** The most results shown in each language. */
const MAX_RESULTS = 30;

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

const FOLDED_FIELDS = ["title", "body"];
const PREFIX_MIN_LENGTH = 3;
const EXACT_FIELDS = ["titleExact", "bodyExact"];
const hasAccents = (term: string) => fold(term) !== lowerExact(term);

/** The words a typed one becomes with two neighbouring letters swapped ("baptsim" → "baptism"), as far as the index has them. */
function swappedLetters(word: string, vocabulary: ReadonlySet<string>): string[] {
  if (word.length < TYPO_MIN_LENGTH || vocabulary.has(word)) return [];
  const found = new Set<string>();
  for (let at = 0; at < word.length - 1; at++) {
    const swapped = word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
    if (swapped !== word && vocabulary.has(swapped)) found.add(swapped);
  }
  return [...found];
}

/**
 * A typed word: folded, as the start of longer words, with one typo or two swapped letters, and as typed with its
 * accents, which adds to the score.
 */
function wordQuery(word: QueryWord, vocabulary: ReadonlySet<string>): Query {
  const folded: Query = {
    combineWith: "OR",
    queries: [word.folded, ...swappedLetters(word.folded, vocabulary)],
    fields: FOLDED_FIELDS,
    // A word of one or two letters ("le", "o") begins too many others to be read as the start of one.
    prefix: word.folded.length >= PREFIX_MIN_LENGTH,
    fuzzy: word.folded.length >= TYPO_MIN_LENGTH ? 1 : false,
  };
  return word.exact
    ? { combineWith: "OR", queries: [folded, { queries: [word.exact], fields: EXACT_FIELDS }] }
    : folded;
}

/** Every word of a phrase, in any field. */
const phraseQuery = (phrase: Query[]): Query =>
  phrase.length === 1 && phrase[0] !== undefined ? phrase[0] : { combineWith: "AND", queries: phrase };

function partQuery(part: QueryPart, vocabulary: ReadonlySet<string>): Query {
  const typed = phraseQuery(part.typed.map((word) => wordQuery(word, vocabulary)));
  if (part.alternatives.length === 0) return typed;
  const others = part.alternatives.map((phrase) =>
    phraseQuery(phrase.map((word): Query => ({ queries: [word], fields: FOLDED_FIELDS }))),
  );
  return { combineWith: "OR", queries: [typed, ...others] };
}

export interface SearchIndex {
  search(text: string, lang: Language): SearchResults;
  readonly documentCount: number;
}

/** Documents indexed between two turns of the event loop, so building a large index never holds up a page. */
const CHUNK = 200;

/** Builds the index of the given documents; the documents are kept beside it to show the results. */
export async function createSearchIndex(documents: readonly SearchDocument[]): Promise<SearchIndex> {
  const at = (id: unknown) => documents[Number(id)];
  // Every folded word indexed, for the swapped letters a query may have.
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

  function hit(result: SearchResult): SearchHit | null {
    const document = at(result.id);
    if (!document) return null;
    const matched = new Set(result.terms.map(fold));
    return {
      id: document.id,
      kind: document.kind,
      lang: document.lang,
      url: document.url,
      date: document.date,
      title: markWords(document.title, matched),
      snippet: snippet(document.body || document.title, matched),
    };
  }

  function run(parts: QueryPart[], combineWith: "AND" | "OR"): SearchResult[] {
    return engine.search({ combineWith, queries: parts.map((part) => partQuery(part, vocabulary)) });
  }

  return {
    documentCount: documents.length,
    search(text, lang) {
      const parts = queryParts(text);
      if (parts.length === 0) return { hits: [], otherLanguage: [] };
      // Every word must match; when nothing has them all, what has most of them is better than nothing.
      const all = run(parts, "AND");
      const found = all.length > 0 || parts.length === 1 ? all : run(parts, "OR");
      const own = found.filter((result) => at(result.id)?.lang === lang);
      const shown = new Set(own.map((result) => at(result.id)?.id));
      const other = found.filter((result) => {
        const document = at(result.id);
        return document !== undefined && document.lang !== lang && !shown.has(document.id);
      });
      const hits = (results: SearchResult[]) => results.slice(0, MAX_RESULTS).flatMap((result) => hit(result) ?? []);
      return { hits: hits(own), otherLanguage: hits(other) };
    },
  };
}
