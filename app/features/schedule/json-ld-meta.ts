import type { MetaDescriptor } from "react-router";
import { type SiteContent, siteContentOf } from "#app/features/content/site-content";
import { type MetaArgs, rootMeta } from "#app/site/meta";
import { parishJsonLd } from "./json-ld";

let last: { key: string; content: SiteContent; descriptor: MetaDescriptor } | undefined;

/**
 * The parish's JSON-LD as a meta descriptor. `now` comes from the route's loader, so the server and the
 * hydrating browser build the very same script. The last one is kept: the router's `<Meta>` asks again each time
 * its state changes, and a week of Masses is the costliest part of a render after hydration.
 */
export function parishJsonLdMeta(matches: MetaArgs["matches"], now: number): MetaDescriptor {
  const { lang, siteUrl } = rootMeta(matches);
  const content = siteContentOf(matches);
  const key = `${lang} ${siteUrl} ${now}`;
  if (last?.key !== key || last.content !== content) {
    const { parish, schedules, scheduleChanges: changes } = content;
    last = {
      key,
      content,
      descriptor: { "script:ld+json": parishJsonLd({ lang, siteUrl, now, parish, schedules, changes }) },
    };
  }
  return last.descriptor;
}
