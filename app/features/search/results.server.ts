import { dateOfKey, formatDate } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { cleanQuery, MAX_QUERY_CHARS } from "./query";
import type { ResultGroup, ResultView, SearchPageData } from "./results";
import type { SearchHit, SearchIndex, SearchKind } from "./search-index";

function view(hit: SearchHit, lang: Language): ResultView {
  return {
    key: `${hit.id}:${hit.lang}`,
    url: hit.url,
    lang: hit.lang,
    title: hit.title,
    snippet: hit.snippet,
    date: hit.date ? formatDate(dateOfKey(hit.date), lang, "long") : null,
  };
}

const newestFirst = (a: SearchHit, b: SearchHit) => (b.date ?? "").localeCompare(a.date ?? "");

/** Groups by kind, the group of the best result first; bulletins, read by their date, newest first. */
function grouped(hits: readonly SearchHit[], lang: Language): ResultGroup[] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups].map(([kind, found]) => ({
    kind,
    label: translate(lang, `search.kinds.${kind}`),
    results: (kind === "bulletin" ? found.toSorted(newestFirst) : found).map((hit) => view(hit, lang)),
  }));
}

/** The count as it is: none, one, a number, or, when more was found than is shown, "more than" it. */
const summaryKey = (count: number, more: boolean) =>
  count === 0 ? "search.none" : count === 1 ? "search.one" : more ? "search.many" : "search.count";

/** The search page for `?q=` whatever it holds: an empty query asks for one, a failed index shows no results. */
export async function searchPage(
  raw: string | null,
  lang: Language,
  index: () => Promise<SearchIndex>,
): Promise<SearchPageData> {
  const { text, truncated } = cleanQuery(raw);
  const truncatedNote = truncated ? translate(lang, "search.truncated", { max: MAX_QUERY_CHARS }) : null;
  if (!text)
    return {
      query: "",
      summary: translate(lang, "search.prompt"),
      truncatedNote,
      askOffice: false,
      groups: [],
      otherLanguage: [],
    };
  const found = await index()
    .then((ready) => ready.search(text, lang))
    .catch((error: unknown) => {
      console.error("The search could not be answered", error);
      return { hits: [], otherLanguage: [], more: false };
    });
  const count = found.hits.length + found.otherLanguage.length;
  const summary = translate(lang, summaryKey(count, found.more), { count, query: text });
  return {
    query: text,
    summary,
    truncatedNote,
    askOffice: count === 0,
    groups: grouped(found.hits, lang),
    otherLanguage: grouped(found.otherLanguage, lang),
  };
}
