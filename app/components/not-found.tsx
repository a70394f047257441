import { Link, type MetaDescriptor } from "react-router";
import { useLanguage, useT } from "#app/i18n/use-language";
import { type MetaArgs, pageMeta } from "#app/site/meta";

/** A page that is not there: its title and description say 404, and search engines leave it out. */
export function notFoundMeta(args: MetaArgs): MetaDescriptor[] {
  return [...pageMeta(args, { title: "404", description: "404" }), { name: "robots", content: "noindex" }];
}

/** What a visitor sees at an address the site does not have, with the way home. */
export function NotFound() {
  const t = useT();
  const lang = useLanguage();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-blue-900">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t("common.notFound.title")}</h1>
      <p className="mt-4 text-lg text-stone-700">{t("common.notFound.body")}</p>
      <Link
        to={`/?lang=${lang}`}
        className="mt-8 inline-block rounded-lg bg-blue-900 px-5 py-3 font-semibold text-white"
      >
        {t("common.notFound.home")}
      </Link>
    </div>
  );
}
