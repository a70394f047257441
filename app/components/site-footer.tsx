import { Link } from "react-router";
import { parishName } from "#app/features/content/parish-name";
import { useOfficeContact } from "#app/features/content/office-contact";
import { useSiteContent } from "#app/features/content/site-content";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";
import { footerLinks } from "#app/site/navigation";
import { featurePages } from "#app/site/site-map";
import { ContactDetails } from "./contact-details";
import { ExternalLink } from "./external-link";

const headingClass = "mb-3 text-sm font-bold tracking-wide text-white uppercase";
const linkClass =
  "inline-flex min-h-11 items-center underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white sm:min-h-8";

export function OfficeHours() {
  return <p className="whitespace-pre-line">{useOfficeContact().officeHours}</p>;
}

/** The site footer; its bottom padding keeps the last links clear of the floating buttons. */
export function SiteFooter() {
  const lang = useLanguage();
  const t = useT();
  const { parish, latestBulletin } = useSiteContent();
  return (
    <footer className="bg-blue-950 px-4 pt-10 pb-24 text-sm text-blue-50">
      <div className="mx-auto grid max-w-7xl gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={headingClass}>
            {t("chrome.footer.visit")}
          </h2>
          <p className="mb-3 font-semibold text-white">{parishName(parish, lang)}</p>
          <ContactDetails />
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={headingClass}>
            {t("chrome.footer.officeHours")}
          </h2>
          <OfficeHours />
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={headingClass}>
            {t("chrome.footer.explore")}
          </h2>
          <ul>
            {footerLinks.map((path) => (
              <li key={path} className="flex flex-col items-start">
                <Link to={path} className={linkClass}>
                  {pageText(lang, path).title}
                </Link>
                {path === featurePages.bulletin && latestBulletin && (
                  <Link to={latestBulletin.href} className={linkClass}>
                    {latestBulletin.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {/* A parish with no pages elsewhere and no reporting link yet gets no heading over an empty list. */}
        {(parish.social.length > 0 || parish.abuseReporting) && (
          <nav aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={headingClass}>
              {t("chrome.footer.follow")}
            </h2>
            <ul>
              {parish.social.map((link) => (
                <li key={link.url}>
                  <ExternalLink href={link.url} className={linkClass}>
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
              {parish.abuseReporting && (
                <li className="flex flex-col items-start">
                  <ExternalLink href={parish.abuseReporting.url} className={linkClass}>
                    {t("chrome.links.reportAbuse")}
                  </ExternalLink>
                  <a href={`tel:${parish.abuseReporting.hotline.tel}`} className={linkClass}>
                    {t("chrome.footer.abuseHotline", { phone: parish.abuseReporting.hotline.display })}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
      <p className="mx-auto mt-10 max-w-7xl border-t border-white/20 pt-6 text-blue-100">
        {t("chrome.footer.copyright", { year: new Date().getFullYear(), name: parishName(parish, lang) })}
      </p>
    </footer>
  );
}
