import type { ReactNode } from "react";
import type { PagePath } from "#app/i18n/dictionary";
import { pageText } from "#app/i18n/translate";
import { useLanguage } from "#app/i18n/use-language";

/**
 * Title and subtitle, with a parallax church photo header under 1024 px. A page below a sub-page (an album) gives its
 * own title, under its parent's name.
 */
export function SubPageLayout({ path, children, ownTitle }: { path: PagePath; children?: ReactNode; ownTitle?: string }) {
  const lang = useLanguage();
  const text = pageText(lang, path);
  const title = ownTitle ?? text.title;
  const subtitle = ownTitle === undefined ? text.subtitle : text.title;
  return (
    <article>
      <header className="relative overflow-hidden bg-blue-950 text-white">
        <div aria-hidden="true" data-testid="parallax-header" className="parallax-photo absolute inset-0 opacity-40 lg:hidden" />
        <div className="relative mx-auto max-w-6xl px-4 py-12 lg:py-10 print:py-0">
          <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-blue-50">{subtitle}</p>
        </div>
      </header>
      {children && <div className="mx-auto max-w-6xl px-4 py-10 print:py-4">{children}</div>}
    </article>
  );
}
