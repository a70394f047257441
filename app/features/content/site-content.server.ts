import { bulletinIssuePath } from "#app/site/site-map";
import { PLACEHOLDER_PARISH } from "#app/features/parish/identity";
import { schedulesFrom } from "#app/features/schedule/weekly-schedule";
import { dateOfKey, formatDate, parishDateKey } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { type ContentService, contentService } from "./content-service.server";
import type { SiteContent } from "./site-content";

/** How far ahead the schedule lists holy days and changes. */
export const CHANGES_AHEAD_DAYS = 60;
const DAY_MS = 86_400_000;

interface Kept {
  sources: readonly unknown[];
  content: SiteContent;
}

/**
 * The last answer per language: while the content service holds the same documents and the day is the same, every page
 * gets the very same object, so what is worked out from it (the week's Masses, the structured data) is kept too.
 */
const kept = new Map<Language, Kept>();

/**
 * The site-wide content every page carries: the weekly schedules, the coming schedule changes, the settings and the
 * newest bulletin's date. The content service keeps the last good schedules and settings through an outage.
 */
export async function loadSiteContent(lang: Language, now = Date.now(), service: ContentService = contentService()): Promise<SiteContent> {
  const today = parishDateKey(new Date(now));
  const until = parishDateKey(new Date(now + CHANGES_AHEAD_DAYS * DAY_MS));
  const sources = await Promise.all([
    service.scheduleChanges().catch(() => []),
    service.settings().catch(() => null),
    service.weeklySchedules().catch(() => []),
    service.bulletins().catch(() => []),
    today,
    until,
  ] as const);
  const last = kept.get(lang);
  if (last && sources.every((source, index) => source === last.sources[index])) return last.content;
  const [changes, settings, schedules, bulletins] = sources;
  const latest = bulletins[0]?.date;
  const content: SiteContent = {
    scheduleChanges: changes.filter((change) => change.date >= today && change.date < until),
    settings,
    parish: settings?.parish ?? PLACEHOLDER_PARISH,
    schedules: schedulesFrom(schedules, today),
    latestBulletin: latest ? { href: bulletinIssuePath(latest), label: translate(lang, "bulletin.latest", { date: formatDate(dateOfKey(latest), lang, "long") }) } : null,
  };
  kept.set(lang, { sources, content });
  return content;
}
