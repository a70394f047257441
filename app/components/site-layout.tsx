import type { ReactNode } from "react";
import { Link } from "react-router";
import { parish } from "#app/config/parish";
import { useLanguage, useT } from "#app/i18n/use-language";
import { LanguageToggle } from "./language-toggle";

export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        {t("common.skipToContent")}
      </a>
      <header className="bg-blue-950 text-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/" className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" width={40} height={40} className="h-10 w-10" />
            <span className="leading-tight">
              <span className="block font-semibold">{parish.name[lang]}</span>
              <span className="block text-sm text-blue-100">{parish.location[lang]}</span>
            </span>
          </Link>
          <LanguageToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        {children}
      </main>
      <footer className="bg-blue-950 px-4 py-8 text-center text-sm text-blue-100">
        <p>{parish.name[lang]}</p>
        <p>{`${parish.streetAddress}, ${parish.city}, ${parish.state} ${parish.postalCode}`}</p>
      </footer>
    </>
  );
}
