import { useLocation } from "react-router";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { isPagePath, pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { normalizePath, pageMeta } from "#app/site/meta";
import { findSubPage } from "#app/site/site-map";
import type { Route } from "./+types/sub-page";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function SubPage() {
  const lang = useLanguage();
  const t = useT();
  const page = findSubPage(normalizePath(useLocation().pathname));
  if (!page || !isPagePath(page.path)) throw new Error("No such sub-page");
  return (
    <SubPageLayout path={page.path}>
      {page.body === "placeholder" && (
        <p className="text-lg text-stone-700">{t("common.sectionComingSoon", { title: pageText(lang, page.path).title })}</p>
      )}
    </SubPageLayout>
  );
}
