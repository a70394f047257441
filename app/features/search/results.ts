import type { Language } from "#app/i18n/language";
import type { SearchKind } from "./search-index";
import type { MarkedText } from "./snippet";

/** One result as the page shows it: every text ready, the date in the visitor's language. */
export interface ResultView {
  key: string;
  url: string;
  lang: Language;
  title: MarkedText;
  snippet: MarkedText;
  date: string | null;
}

export interface ResultGroup {
  kind: SearchKind;
  label: string;
  results: ResultView[];
}

export interface SearchPageData {
  /** The query as searched, to show back and to fill the field. */
  query: string;
  /** What the page says above the results: the prompt, the count, or that nothing was found. */
  summary: string;
  /** Set when the query was cut to its first characters. */
  truncatedNote: string | null;
  /** Nothing was found: the page gives the office's phone and the contact page. */
  askOffice: boolean;
  groups: ResultGroup[];
  /** Found only in the other language, grouped the same way. */
  otherLanguage: ResultGroup[];
}
