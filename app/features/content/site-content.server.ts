import { parishDateKey } from "#app/i18n/format";
import { type ContentService, contentService } from "./content-service.server";
import type { SiteContent } from "./site-content";

/** How far ahead the schedule lists holy days and changes. */
export const CHANGES_AHEAD_DAYS = 60;
const DAY_MS = 86_400_000;

/**
 * The site-wide content every page carries: the coming schedule changes and the settings. A part the content service
 * cannot give leaves the weekly schedule and the built-in facts in place.
 */
export async function loadSiteContent(now = Date.now(), service: ContentService = contentService()): Promise<SiteContent> {
  const today = parishDateKey(new Date(now));
  const until = parishDateKey(new Date(now + CHANGES_AHEAD_DAYS * DAY_MS));
  const [changes, settings] = await Promise.all([service.scheduleChanges().catch(() => []), service.settings().catch(() => null)]);
  return { scheduleChanges: changes.filter((change) => change.date >= today && change.date < until), settings };
}
