import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { parseLanguage } from "./i18n/language";
import { loadDictionary } from "./i18n/load-dictionary";
import { withoutTrackingParameters } from "./lib/tracking-parameters";

/**
 * React Router's own entry, once the visitor's dictionary is in: hydration renders every text again and must find
 * the words the server used. Without it the page stays as served, where every link and form already works.
 */
async function hydrate() {
  // The server answered the address without a shared link's click id (server/app.ts); the router starts from the
  // same address, and a visitor who copies it shares the plain one.
  const plain = withoutTrackingParameters(`${window.location.pathname}${window.location.search}`);
  if (plain !== null) window.history.replaceState(window.history.state, "", `${plain}${window.location.hash}`);
  const { lang, dataset } = document.documentElement;
  const language = parseLanguage(lang);
  if (language && dataset.dictionary) await loadDictionary(language, dataset.dictionary);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

hydrate().catch((error: unknown) => console.warn("The page stays as served; its texts could not be loaded:", error));
