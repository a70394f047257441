import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { parseLanguage } from "./i18n/language";
import { loadDictionary } from "./i18n/load-dictionary";

/**
 * React Router's own entry, once the visitor's dictionary is in: hydration renders every text again and must find
 * the words the server used. Without it the page stays as served, where every link and form already works.
 */
async function hydrate() {
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
