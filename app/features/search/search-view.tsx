import type { ReactNode } from "react";
import { Link } from "react-router";
import { useOfficeContact } from "#app/features/content/office-contact";
import { useLanguage, useT } from "#app/i18n/use-language";
import type { ResultGroup, SearchPageData } from "./results";
import type { MarkedText } from "./snippet";

function Marked({ text }: { text: MarkedText }) {
  return text.map((run, index) =>
    run.mark ? (
      <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-inherit">
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  );
}

function Groups({ groups, tag, headingLevel }: { groups: ResultGroup[]; tag?: string; headingLevel: "h2" | "h3" }) {
  const Heading = headingLevel;
  const lang = useLanguage();
  return groups.map((group) => (
    <section key={group.kind} data-kind={group.kind} className="mt-8">
      <Heading className="mb-3 text-xl font-bold text-blue-950">{group.label}</Heading>
      <ol className="space-y-4">
        {group.results.map((result) => (
          <li
            key={result.key}
            lang={result.lang}
            className="rounded-lg bg-white p-4 shadow-sm"
            data-testid="search-result"
          >
            <Link
              to={result.url}
              className="text-lg font-semibold text-blue-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-blue-800"
            >
              <Marked text={result.title} />
            </Link>
            {tag && (
              <span
                className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800"
                lang={lang}
              >
                {tag}
              </span>
            )}
            {result.date && <p className="mt-1 text-sm text-stone-600">{result.date}</p>}
            <p className="mt-2 text-stone-800">
              <Marked text={result.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  ));
}

const linkClass = "font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700";

/** When nothing was found: the office's phone, to call from a phone, and the contact page. */
function AskOffice() {
  const t = useT();
  const { phone } = useOfficeContact();
  return (
    <ul className="mt-3 space-y-2" data-testid="search-ask-office">
      {phone.tel && (
        <li>
          <a href={`tel:${phone.tel}`} className={linkClass}>
            {t("search.call", { phone: phone.display })}
          </a>
        </li>
      )}
      <li>
        <Link to="/contact" className={linkClass}>
          {t("search.write")}
        </Link>
      </li>
    </ul>
  );
}

/**
 * What was found grouped by kind, then what was found only in the other language, labelled. The page puts the query
 * field above it (`form`): this module's code loads with the search page only, and the field is the header's too.
 */
export function SearchResultsView({ data, form }: { data: SearchPageData; form: ReactNode }) {
  const t = useT();
  return (
    <div className="max-w-3xl">
      {form}
      {data.truncatedNote && (
        <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
          {data.truncatedNote}
        </p>
      )}
      <p className="mt-4 text-stone-700" data-testid="search-summary">
        {data.summary}
      </p>
      {data.askOffice && <AskOffice />}
      <Groups groups={data.groups} headingLevel="h2" />
      {data.otherLanguage.length > 0 && (
        <section
          aria-labelledby="search-other-language"
          className="mt-12 border-t border-stone-200 pt-6"
          data-testid="search-other-language"
        >
          <h2 id="search-other-language" className="text-2xl font-bold text-blue-950">
            {t("search.otherLanguage")}
          </h2>
          <Groups groups={data.otherLanguage} tag={t("search.otherLanguageTag")} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
