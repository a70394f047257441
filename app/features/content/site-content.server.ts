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

/**
 * The site-wide content every page carries: the weekly schedules, the coming schedule changes, the settings and the
 * newest bulletin's date. The content service keeps the last good schedules and settings through an outage.
 */
export async function loadSiteContent(lang: Language, now = Date.now(), service: ContentService = contentService()): Promise<SiteContent> {
  const today = parishDateKey(new Date(now));
  const until = parishDateKey(new Date(now + CHANGES_AHEAD_DAYS * DAY_MS));
  const [changes, settings, schedules, bulletins] = await Promise.all([
    service.scheduleChanges().catch(() => []),
    service.settings().catch(() => null),
    service.weeklySchedules().catch(() => []),
    service.bulletins().catch(() => []),
  ]);
  const latest = bulletins[0]?.date;
  return {
    scheduleChanges: changes.filter((change) => change.date >= today && change.date < until),
    settings,
    parish: settings?.parish ?? PLACEHOLDER_PARISH,
    schedules: schedulesFrom(schedules, today),
    latestBulletin: latest ? { href: bulletinIssuePath(latest), label: translate(lang, "bulletin.latest", { date: formatDate(dateOfKey(latest), lang, "long") }) } : null,
  };
}
