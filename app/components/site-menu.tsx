import { useId } from "react";
import { Link } from "react-router";
import { useParish } from "#app/features/content/site-content";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { navSections, quickLinks } from "#app/site/navigation";
import { ContactDetails } from "./contact-details";
import { NavLinkItem } from "./nav-link-item";
import { SearchForm } from "./search-form";
import { SectionLinks } from "./section-links";
import { ChevronDownIcon } from "./ui/icons";

const linkClass = "block rounded-md px-3 py-2 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-800";
const headingClass = "mb-2 text-sm font-bold tracking-wide text-blue-900 uppercase";

/**
 * The phone menu's contents: the search field, quick links, every section (native disclosures, so they open without JavaScript) and
 * the office's contact details. The slide-in sheet shows it, and so does the /menu page, which the menu control
 * opens before the page's JavaScript has arrived.
 */
export function SiteMenu({ onNavigate, keepScroll = false }: { onNavigate?: () => void; keepScroll?: boolean }) {
  const lang = useLanguage();
  const t = useT();
  const id = useId();
  const parish = useParish();
  return (
    <>
      <SearchForm label={t("search.title")} className="border-b border-stone-200 p-4" />
      <nav aria-labelledby={`${id}-quick`} className="border-b border-stone-200 p-4">
        <h2 id={`${id}-quick`} className={headingClass}>
          {t("chrome.menu.quickLinks")}
        </h2>
        <ul className="grid grid-cols-2 gap-x-2 text-sm">
          {quickLinks(parish).map((link) => (
            <li key={link.kind === "page" ? link.path : link.href}>
              <NavLinkItem link={link} className={linkClass} onSelect={onNavigate} preventScrollReset={keepScroll} />
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby={`${id}-sections`} className="border-b border-stone-200 p-4">
        <h2 id={`${id}-sections`} className={headingClass}>
          {t("chrome.menu.sections")}
        </h2>
        <ul>
          {navSections.map((section) => (
            <li key={section.id}>
              <details className="group border-b border-stone-100 last:border-0">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-md px-3 font-semibold text-blue-950 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-800 [&::-webkit-details-marker]:hidden">
                  {pageText(lang, section.title).title}
                  <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
                </summary>
                <SectionLinks
                  section={section}
                  className="space-y-2 pb-3 pl-3 text-sm"
                  headingClassName="px-3 pt-2 text-xs font-bold tracking-wide text-stone-600 uppercase"
                  renderLink={(path, label) => (
                    <Link to={path} className={linkClass} onClick={onNavigate} preventScrollReset={keepScroll}>
                      {label}
                    </Link>
                  )}
                />
              </details>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby={`${id}-contact`} className="p-4 text-sm">
        <h2 id={`${id}-contact`} className={headingClass}>
          {t("chrome.menu.contact")}
        </h2>
        <ContactDetails />
      </section>
    </>
  );
}
