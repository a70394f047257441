import type { MetaDescriptor } from "react-router";
import { type MetaArgs, rootMeta } from "#app/site/meta";
import { parishJsonLd } from "./json-ld";

/**
 * The parish's JSON-LD as a meta descriptor. `now` comes from the route's loader, so the server and the
 * hydrating browser build the very same script.
 */
export function parishJsonLdMeta(matches: MetaArgs["matches"], now: number): MetaDescriptor {
  const { lang, siteUrl } = rootMeta(matches);
  return { "script:ld+json": parishJsonLd({ lang, siteUrl, now }) };
}
