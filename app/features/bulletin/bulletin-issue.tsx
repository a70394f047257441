import { Link } from "react-router";
import { useHydrated } from "#app/components/use-hydrated";
import { pickLanguage } from "#app/features/content/localized";
import { RichText } from "#app/features/content/rich-text";
import { useLanguage, useT } from "#app/i18n/use-language";
import { bulletinIssuePath } from "#app/site/site-map";
import type { BulletinIssue, BulletinMonth, EditionFile } from "./bulletins";

/** Wide enough for the PDF to be read in the page; on a phone the link opens the phone's own viewer. */
const WIDE_SCREEN = "(min-width: 1024px)";

/** True once hydrated where the browser is known to show a PDF inside a page, on a wide screen; never on the server. */
function useInlinePdf(): boolean {
  const hydrated = useHydrated();
  return hydrated && navigator.pdfViewerEnabled === true && window.matchMedia(WIDE_SCREEN).matches;
}

const openLinkClass =
  "inline-flex min-h-14 items-center gap-2 rounded-lg bg-blue-900 px-6 text-lg font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900";

function OpenLink({ file, label }: { file: EditionFile; label: string }) {
  const t = useT();
  return (
    <a href={file.url} className={openLinkClass} data-bulletin-pdf>
      {label} ({t("bulletin.pdfSize", { size: file.size })})
    </a>
  );
}

/** One Sunday's bulletin: its date, what the office wrote of it, a large link to each edition's PDF, the PDF itself on wide screens. */
export function BulletinIssueView({ issue, headingLevel }: { issue: BulletinIssue; headingLevel: 2 | 3 }) {
  const lang = useLanguage();
  const t = useT();
  const inline = useInlinePdf();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const highlights = pickLanguage(issue.highlights, lang, (blocks) => blocks.length === 0);
  const first = issue.editions.find((edition) => edition.file)?.file;
  return (
    <section data-bulletin-issue={issue.date} aria-labelledby={`bulletin-${issue.date}`} className="space-y-5">
      <Heading id={`bulletin-${issue.date}`} className="text-2xl font-bold text-blue-950">
        {t("bulletin.issueOf")} <time dateTime={issue.date}>{issue.dateText}</time>
      </Heading>
      {highlights && (
        <div className="max-w-3xl space-y-3 text-lg leading-relaxed">
          <RichText value={highlights} headingLevel={headingLevel === 2 ? 3 : 4} />
        </div>
      )}
      <ul className="flex flex-wrap gap-3">
        {issue.editions.map((edition) => (
          <li key={edition.id}>
            {edition.file ? (
              <OpenLink
                file={edition.file}
                label={edition.language ? t(`bulletin.openEdition.${edition.language}`) : t("bulletin.open")}
              />
            ) : (
              <p role="note" className="rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
                {t("bulletin.fileMissing")}
              </p>
            )}
          </li>
        ))}
      </ul>
      {inline && first && (
        <iframe
          src={first.url}
          title={`${t("bulletin.issueOf")} ${issue.dateText}`}
          className="h-[80vh] w-full rounded-xl ring-1 ring-stone-200"
        />
      )}
    </section>
  );
}

/** The back issues by month, newest first, each a link to its own page. */
export function BulletinArchive({ months }: { months: readonly BulletinMonth[] }) {
  const t = useT();
  return (
    <section aria-labelledby="bulletin-archive" data-testid="bulletin-archive">
      <h2 id="bulletin-archive" className="text-2xl font-bold text-blue-950">
        {t("bulletin.archiveHeading")}
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {months.map(({ month, monthText, issues }) => (
          <div key={month}>
            <h3 className="text-lg font-bold text-stone-800">{monthText}</h3>
            <ul className="mt-2 space-y-1">
              {issues.map((issue) => (
                <li key={issue.date}>
                  <Link
                    to={bulletinIssuePath(issue.date)}
                    className="inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2"
                  >
                    {issue.dateText}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
