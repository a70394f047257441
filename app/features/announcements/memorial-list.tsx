import { Suspense } from "react";
import { Await } from "react-router";
import { ExternalLink } from "#app/components/external-link";
import type { ReadyOrStreamed } from "#app/lib/ready-or-streamed";
import { useT } from "#app/i18n/use-language";
import type { MemorialsData } from "./types";

/** The element id of a name in the list, which a search result links to. */
export const memorialAnchor = (id: string) => `memorial-${id}`;

function MemorialList({ memorials }: { memorials: NonNullable<MemorialsData> }) {
  const t = useT();
  if (memorials.length === 0) return <p className="text-stone-800">{t("announcements.memorial.empty")}</p>;
  return (
    <ul
      aria-label={t("announcements.memorial.listLabel")}
      className="grid gap-2 sm:grid-cols-2"
      data-testid="memorial-list"
    >
      {memorials.map((memorial) => (
        <li
          key={memorial.id}
          id={memorialAnchor(memorial.id)}
          className="flex min-h-11 scroll-mt-24 items-center rounded-lg bg-white px-4 py-2 shadow-sm"
        >
          {memorial.link ? (
            <ExternalLink
              href={memorial.link}
              className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
            >
              {memorial.name}
            </ExternalLink>
          ) : (
            <span className="font-medium">{memorial.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function MemorialSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="grid gap-2 sm:grid-cols-2">
      <p className="sr-only" role="status">
        {t("announcements.memorial.loading")}
      </p>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} aria-hidden="true" className="h-11 animate-pulse rounded-lg bg-stone-200" />
      ))}
    </div>
  );
}

/**
 * The memorial list, with the page or streamed in after it. When it cannot be loaded it is hidden;
 * `explainFailure` says so in words where the list is the whole page.
 */
export function StreamedMemorialList({
  data,
  explainFailure = false,
}: {
  data: ReadyOrStreamed<MemorialsData>;
  explainFailure?: boolean;
}) {
  const t = useT();
  return (
    <Suspense fallback={<MemorialSkeleton />}>
      <Await resolve={data}>
        {(memorials) =>
          memorials ? (
            <MemorialList memorials={memorials} />
          ) : explainFailure ? (
            <p className="text-stone-800">{t("announcements.memorial.unavailable")}</p>
          ) : null
        }
      </Await>
    </Suspense>
  );
}
