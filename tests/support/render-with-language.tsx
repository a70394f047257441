import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import type { Language } from "#app/i18n/language";
import { LanguageContext } from "#app/i18n/use-language";

/** Renders `ui` in a router (for links and fetchers), in `lang` as the root layout provides it, for component tests. */
export function renderWithLanguage(lang: Language, ui: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", HydrateFallback: () => null, Component: () => <LanguageContext value={lang}>{ui}</LanguageContext> }]);
  return render(<Stub initialEntries={["/"]} />);
}
