import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import type { Language } from "#app/i18n/language";

/** Renders `ui` under a route with id "root" holding `lang`, as the root loader does, for component tests. */
export function renderWithLanguage(lang: Language, ui: ReactNode) {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => ui, loader: () => ({ lang }) }]);
  return render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { lang } } }} />);
}
