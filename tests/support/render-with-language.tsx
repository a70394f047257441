import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { type SiteContent, SiteContentContext } from "#app/features/content/site-content";
import type { Language } from "#app/i18n/language";
import { LanguageContext } from "#app/i18n/use-language";
import { embeddedSiteContent } from "./embedded-parish";

/**
 * Renders `ui` in a router (for links and fetchers), in `lang` and with the site content as the root layout provides
 * them (the embedded dataset's unless given), for component tests.
 */
export function renderWithLanguage(lang: Language, ui: ReactNode, siteContent: SiteContent = embeddedSiteContent) {
  const Stub = createRoutesStub([
    {
      path: "/",
      HydrateFallback: () => null,
      Component: () => (
        <LanguageContext value={lang}>
          <SiteContentContext value={siteContent}>{ui}</SiteContentContext>
        </LanguageContext>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}
