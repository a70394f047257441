import { Link } from "react-router";
import { parishName } from "#app/features/content/parish-name";
import { pickLanguage } from "#app/features/content/localized";
import { useParish } from "#app/features/content/site-content";
import { pageText } from "#app/i18n/translate";
import { useLanguage, useT } from "#app/i18n/use-language";

/** The first home section: who we are, with the page's one top-level heading. */
export function WelcomeSection() {
  const lang = useLanguage();
  const t = useT();
  const parish = useParish();
  const location = pickLanguage(parish.location, lang);
  const intro =
    location && parish.foundedYear !== null
      ? t("home.welcome.intro", { location, founded: parish.foundedYear })
      : t("home.welcome.introUndated");
  return (
    <section
      id="welcome"
      aria-labelledby="welcome-heading"
      data-home-section="welcome"
      className="scroll-mt-24 bg-white px-4 py-12"
    >
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-red-800 uppercase">
          {[pickLanguage(parish.churchType, lang), location].filter(Boolean).join(" · ")}
        </p>
        <h1 id="welcome-heading" className="mt-2 text-3xl font-bold text-blue-950 sm:text-4xl">
          {t("home.welcome.heading", { name: parishName(parish, lang) })}
        </h1>
        <p className="mt-4 text-lg text-stone-700">
          {intro} {t("home.welcome.body")}
        </p>
        <p className="mt-3 text-lg text-stone-700">{t("home.welcome.visit")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/schedule"
            className="inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-5 font-semibold text-white hover:bg-blue-800"
          >
            {t("schedule.heading")}
          </Link>
          <Link
            to="/contact"
            className="inline-flex min-h-11 items-center rounded-lg border-2 border-blue-900 px-5 font-semibold text-blue-900 hover:bg-blue-50"
          >
            {pageText(lang, "/contact").title}
          </Link>
        </div>
      </div>
    </section>
  );
}
