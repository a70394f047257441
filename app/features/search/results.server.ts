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

/** Groups by kind, the group of the best result first. */
function grouped(hits: readonly SearchHit[], lang: Language): ResultGroup[] {
  const groups = new Map<SearchKind, ResultGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.kind) ?? {
      kind: hit.kind,
      label: translate(lang, `search.kinds.${hit.kind}`),
      results: [],
    };
    group.results.push(view(hit, lang));
    groups.set(hit.kind, group);
  }
  return [...groups.values()];
}

/** The search page for `?q=` whatever it holds: an empty query asks for one, a failed index shows no results. */
export async function searchPage(
  raw: string | null,
  lang: Language,
  index: () => Promise<SearchIndex>,
): Promise<SearchPageData> {
  const { text, truncated } = cleanQuery(raw);
  const truncatedNote = truncated ? translate(lang, "search.truncated", { max: MAX_QUERY_CHARS }) : null;
  if (!text)
    return { query: "", summary: translate(lang, "search.prompt"), truncatedNote, groups: [], otherLanguage: [] };
  const found = await index()
    .then((ready) => ready.search(text, lang))
    .catch((error: unknown) => {
      console.error("The search could not be answered", error);
      return { hits: [], otherLanguage: [] };
    });
  const count = found.hits.length + found.otherLanguage.length;
  const summary = translate(lang, count === 0 ? "search.none" : count === 1 ? "search.one" : "search.count", {
    count,
    query: text,
  });
  return {
    query: text,
    summary,
    truncatedNote,
    groups: grouped(found.hits, lang),
    otherLanguage: grouped(found.otherLanguage, lang),
  };
}
