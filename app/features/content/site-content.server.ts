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

interface Kept<T> {
  sources: readonly unknown[];
  value: T;
}

/** `build()`'s value, kept while `sources` are the very same values as when it was built. */
function keptWhileSame<T>(kept: Kept<T> | undefined, sources: readonly unknown[], build: () => T): Kept<T> {
  if (
    kept &&
    kept.sources.length === sources.length &&
    sources.every((source, index) => source === kept.sources[index])
  )
    return kept;
  return { sources, value: build() };
}

/**
 * While the content service holds the same documents and the day is the same, every page gets the very same schedule
 * arrays (in both languages) and the same content object per language, so what is worked out from them (the week's
 * Masses, the structured data) is kept too.
 */
let keptSchedules: Kept<Pick<SiteContent, "scheduleChanges" | "schedules">> | undefined;
const keptContent = new Map<Language, Kept<SiteContent>>();

/**
 * The site-wide content every page carries: the weekly schedules, the coming schedule changes, the settings and the
 * newest bulletin's date. The content service keeps the last good schedules and settings through an outage.
 */
export async function loadSiteContent(
  lang: Language,
  now = Date.now(),
  service: ContentService = contentService(),
): Promise<SiteContent> {
  const today = parishDateKey(new Date(now));
  const until = parishDateKey(new Date(now + CHANGES_AHEAD_DAYS * DAY_MS));
  const [changes, settings, schedules, bulletins] = await Promise.all([
    service.scheduleChanges().catch(() => []),
    service.settings().catch(() => null),
    service.weeklySchedules().catch(() => []),
    service.bulletins().catch(() => []),
  ]);
  keptSchedules = keptWhileSame(keptSchedules, [changes, schedules, today, until], () => ({
    scheduleChanges: changes.filter((change) => change.date >= today && change.date < until),
    schedules: schedulesFrom(schedules, today),
  }));
  const inForce = keptSchedules.value;
  const latest = bulletins[0]?.date;
  const content = keptWhileSame(keptContent.get(lang), [inForce, settings, latest], () => ({
    ...inForce,
    settings,
    parish: settings?.parish ?? PLACEHOLDER_PARISH,
    latestBulletin: latest
      ? {
          href: bulletinIssuePath(latest),
          label: translate(lang, "bulletin.latest", { date: formatDate(dateOfKey(latest), lang, "long") }),
        }
      : null,
  }));
  keptContent.set(lang, content);
  return content.value;
}
