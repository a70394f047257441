import { publishedDictionaries } from "#app/i18n/dictionaries.server";
import { parseLanguage } from "#app/i18n/language";
import type { Route } from "./+types/dictionary";

/** The visitor's dictionary, fetched by the browser once per version (app/i18n/load-dictionary.ts). */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = parseLanguage(params.lang);
  if (!lang)
    return new Response("No such language.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
    });
  const { json, version } = publishedDictionaries[lang];
  // An address naming another version comes from a page of an earlier or later build: it gets the current texts,
  // which no cache may keep under that address.
  const current = new URL(request.url).searchParams.get("v") === version;
  return new Response(json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
