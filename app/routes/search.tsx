import { SearchForm } from "#app/components/search-form";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { searchPage } from "#app/features/search/results.server";
import { searchService } from "#app/features/search/search.server";
import { SearchResultsView } from "#app/features/search/search-view";
import { requestLanguage } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { useT } from "#app/i18n/use-language";
import { KEPT_PAGE } from "#app/lib/kept-page";
import { pageMeta, rootMeta } from "#app/site/meta";
import type { Route } from "./+types/search";

/**
 * A results page is the same for everyone who asks the same words in the same language, and a new index (after any
 * change of content) makes every kept one stale, so the page cache may keep them.
 */
export const handle = KEPT_PAGE;

/** Results pages are for visitors, not for search engines' indexes; the sitemap leaves them out too. */
export const meta: Route.MetaFunction = (args) => {
  const { lang } = rootMeta(args.matches);
  return [
    ...pageMeta(args, { title: translate(lang, "search.title"), description: translate(lang, "search.subtitle") }),
    { name: "robots", content: "noindex" },
  ];
};

export function loader({ request }: Route.LoaderArgs) {
  return searchPage(new URL(request.url).searchParams.get("q"), requestLanguage(request), () =>
    searchService().index(),
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SubPageLayout heading={{ title: t("search.title"), subtitle: t("search.subtitle") }}>
      <SearchResultsView
        data={loaderData}
        form={<SearchForm label={t("search.title")} defaultValue={loaderData.query} />}
      />
    </SubPageLayout>
  );
}
