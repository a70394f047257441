import { Link, useLocation } from "react-router";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { pageMeta, normalizePath } from "#app/site/meta";
import { findHub, isPagePath, type PageGroup } from "#app/site/site-map";
import type { Route } from "./+types/hub";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

function GroupCards({ group, showHeading }: { group: PageGroup; showHeading: boolean }) {
  const lang = useLanguage();
  const t = useT();
  const CardHeading = showHeading ? "h3" : "h2";
  return (
    <section aria-labelledby={showHeading ? `group-${group.path}` : undefined} className="mb-10">
      {showHeading && isPagePath(group.path) && (
        <h2 id={`group-${group.path}`} className="mb-4 text-2xl font-bold text-blue-950">
          {pageText(lang, group.path).title}
        </h2>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {group.pages.map((page) => {
          if (!isPagePath(page.path)) return null;
          const { title, subtitle } = pageText(lang, page.path);
          return (
            <li key={page.path}>
              <Link
                to={page.path}
                className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-blue-800 hover:shadow-md focus-visible:outline-3 focus-visible:outline-blue-800"
              >
                <CardHeading className="text-lg font-semibold text-blue-950">{title}</CardHeading>
                <p className="mt-2 flex-1 text-stone-700">{subtitle}</p>
                <span className="mt-3 font-semibold text-blue-800" aria-hidden="true">
                  {t("common.learnMore")} →
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function HubPage() {
  const path = normalizePath(useLocation().pathname);
  const hub = findHub(path);
  if (!hub || !isPagePath(hub.path)) throw new Error(`No hub at ${path}`);
  return (
    <SubPageLayout path={hub.path}>
      {hub.groups.map((group) => (
        <GroupCards key={group.path} group={group} showHeading={hub.groups.length > 1} />
      ))}
    </SubPageLayout>
  );
}
