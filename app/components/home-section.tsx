import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PagePath } from "#app/i18n/dictionary";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";

interface SectionLink {
  to: string;
  label: string;
}

interface HomeSectionProps {
  id: string;
  heading: string;
  /** The page that holds this content in full. */
  link?: SectionLink;
  /** Other pages the section leads to, after that one. */
  moreLinks?: readonly SectionLink[];
  children?: ReactNode;
  className?: string;
}

/** One section of the home page: a heading, its content, and a link to its own page. */
export function HomeSection({ id, heading, link, moreLinks = [], children, className = "" }: HomeSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-home-section={id}
      className={`scroll-mt-24 px-4 py-12 ${className}`}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-heading`} className="text-3xl font-bold text-blue-950">
          {heading}
        </h2>
        {children && <div className="mt-6">{children}</div>}
        {link && (
          <div className="mt-6 flex flex-wrap gap-3">
            {[link, ...moreLinks].map(({ to, label }) => (
              <Link
                key={to}
                to={to}
                className="inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-5 font-semibold text-white hover:bg-blue-800"
              >
                {label} <span aria-hidden="true">&nbsp;→</span>
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** A home section titled after a page, linking to it. */
export function PageLinkSection({
  id,
  path,
  moreLinks,
  children,
}: Pick<HomeSectionProps, "id" | "children" | "moreLinks"> & { path: PagePath }) {
  const lang = useLanguage();
  const t = useT();
  const { title } = pageText(lang, path);
  return (
    <HomeSection
      id={id}
      heading={title}
      link={{ to: path, label: `${t("common.learnMore")}: ${title}` }}
      moreLinks={moreLinks}
    >
      {children}
    </HomeSection>
  );
}
