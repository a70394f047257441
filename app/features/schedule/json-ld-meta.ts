import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, parseLanguage } from "#app/i18n/language";
import { parishJsonLd } from "./json-ld";

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

function rootField(matches: Matches, field: "lang" | "siteUrl"): unknown {
  const data = matches.find((match) => match?.id === "root")?.loaderData;
  return typeof data === "object" && data !== null && field in data ? (data as Record<string, unknown>)[field] : undefined;
}

/**
 * The parish's JSON-LD as a meta descriptor. `now` comes from the route's loader, so the server and the
 * hydrating browser build the very same script.
 */
export function parishJsonLdMeta(matches: Matches, now: number): MetaDescriptor {
  const lang = parseLanguage(rootField(matches, "lang")) ?? DEFAULT_LANGUAGE;
  const siteUrl = rootField(matches, "siteUrl");
  return { "script:ld+json": parishJsonLd({ lang, siteUrl: typeof siteUrl === "string" ? siteUrl : "", now }) };
}
