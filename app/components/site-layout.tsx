import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-language";
import { BackToTop } from "./back-to-top";
import { MassTimesWidget } from "./mass-times-widget";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The frame of every page: skip link, header and navigation, the page, footer, and the two floating buttons. */
/** `banner` (site-wide notices) sits right after the skip link, so the skip link stays the first thing focused. */
export function SiteLayout({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:p-3 focus:text-blue-950"
      >
        {t("common.skipToContent")}
      </a>
      {banner}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <MassTimesWidget />
      <BackToTop />
    </>
  );
}
