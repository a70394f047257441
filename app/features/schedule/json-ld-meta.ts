import type { MetaDescriptor } from "react-router";
import { type SiteContent, siteContentOf } from "#app/features/content/site-content";
import { type MetaArgs, rootMeta } from "#app/site/meta";
import { JSON_LD_DAYS, parishJsonLd } from "./json-ld";
import { type MassOccurrence, massesFrom } from "./next-mass";

const kept = new Map<string, { content: SiteContent; masses: MassOccurrence[]; descriptor: MetaDescriptor }>();

/**
 * The parish's JSON-LD as a meta descriptor. `now` comes from the route's loader, so the server and the
 * hydrating browser build the very same script. It is kept per language and address while the content and the week's
 * Masses are the same: every page render on the server asks for it, and the router's `<Meta>` asks again each time
 * its state changes.
 */
export function parishJsonLdMeta(matches: MetaArgs["matches"], now: number): MetaDescriptor {
  const { lang, siteUrl } = rootMeta(matches);
  const content = siteContentOf(matches);
  const { parish, schedules, scheduleChanges: changes } = content;
  const masses = massesFrom(now, JSON_LD_DAYS, changes, schedules);
  const key = `${lang} ${siteUrl}`;
  const last = kept.get(key);
  if (last?.content === content && last.masses === masses) return last.descriptor;
  const descriptor = { "script:ld+json": parishJsonLd({ lang, siteUrl, now, parish, schedules, changes }) };
  kept.set(key, { content, masses, descriptor });
  return descriptor;
}
