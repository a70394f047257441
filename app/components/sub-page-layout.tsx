import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PagePath } from "#app/i18n/dictionary";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { featurePages } from "#app/site/site-map";

type SubPageLayoutProps = { children?: ReactNode; emailUpdates?: boolean } & (
  { path: PagePath; ownTitle?: string } | { heading: { title: string; subtitle: string } }
);

/**
 * Title and subtitle, with a parallax church photo header under 1024 px. A page below a sub-page (an album) gives its
 * own title, under its parent's name; a page outside the site map (the search) gives its heading. `emailUpdates` ends
 * the page with the way to get its news by email.
 */
export function SubPageLayout(props: SubPageLayoutProps) {
  const lang = useLanguage();
  const t = useT();
  const { title, subtitle } = headingOf(props, lang);
  return (
    <article>
      <header className="relative overflow-hidden bg-blue-950 text-white">
        <div
          aria-hidden="true"
          data-testid="parallax-header"
          className="parallax-photo absolute inset-0 opacity-40 lg:hidden"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-12 lg:py-10 print:py-0">
          <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-blue-50">{subtitle}</p>
        </div>
      </header>
      {props.children && (
        <div className="mx-auto max-w-6xl px-4 py-10 print:py-4">
          {props.children}
          {props.emailUpdates && (
            <p className="mt-8 print:hidden">
              <Link
                to={featurePages.emailUpdates}
                className="inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2"
              >
                {t("subscriptions.link")}
              </Link>
            </p>
          )}
        </div>
      )}
    </article>
  );
}

function headingOf(
  props: SubPageLayoutProps,
  lang: ReturnType<typeof useLanguage>,
): { title: string; subtitle: string } {
  if ("heading" in props) return props.heading;
  const text = pageText(lang, props.path);
  return props.ownTitle === undefined ? text : { title: props.ownTitle, subtitle: text.title };
}
