import { createHash } from "node:crypto";
import { getEnv } from "#app/config/env.server";
import { contentService, NO_BULLETIN_EXTRAS } from "#app/features/content/content-service.server";
import type { Bulletin } from "#app/features/content/types";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { readingsSource } from "#app/features/readings/source.server";
import { parishDateKey } from "#app/i18n/format";
import { withinDeadline } from "#app/lib/deadline";
import { type BulletinSources, composeBulletin } from "./compose.server";
import type { ComposedBulletin } from "./composed-bulletin";
import { isComposable } from "./sundays";

/** How long a page waits for a part of the content service, as the other pages do, so an outage never slows it. */
const CONTENT_WAIT_MS = 300;

/** The Sunday of the newest bulletin the office published. */
export function newestEdition(bulletins: readonly Bulletin[]): string | null {
  return bulletins.reduce<string | null>(
    (newest, { date }) => (newest === null || date > newest ? date : newest),
    null,
  );
}

async function sourcesOf(sunday: string): Promise<BulletinSources> {
  const service = contentService();
  const soon = <T>(promise: Promise<T>, fallback: T) => withinDeadline(promise, CONTENT_WAIT_MS, fallback);
  const [settings, parish, staff, schedules, changes, intentions, announcements, categories, extras] =
    await Promise.all([
      soon(service.settings(), null),
      service.parish(),
      soon(service.staff(), []),
      soon(service.weeklySchedules(), []),
      soon(service.scheduleChanges(), []),
      soon(service.scheduledIntentions(), []),
      soon(service.announcements(), []),
      soon(service.categories(), []),
      soon(service.bulletinExtras(), NO_BULLETIN_EXTRAS),
    ]);
  const feed = calendarFeed();
  const readings = readingsSource();
  const held = readings.held(sunday);
  // Readings not held yet are asked for now, so a later composition prints them; this one goes without.
  if (!held) void readings.readings(sunday);
  return {
    sunday,
    siteUrl: getEnv().SITE_URL.replace(/\/$/, ""),
    parish,
    settings,
    staff,
    schedules,
    changes,
    intentions,
    announcements,
    categories,
    events: { en: feed.events("en"), vi: feed.events("vi") },
    readings: held?.value ?? null,
    extras,
  };
}

/** The composed bulletin and a short hash of all it prints, which names its PDF until anything in it changes. */
export interface VersionedBulletin {
  bulletin: ComposedBulletin;
  version: string;
}

export function versionOf(bulletin: ComposedBulletin): string {
  return createHash("sha256").update(JSON.stringify(bulletin)).digest("hex").slice(0, 20);
}

/**
 * The bulletin the site composes for a Sunday from the newest published edition to six weeks ahead; null for any
 * other date. `bulletins` are the editions the office published, as the caller already read them.
 */
export async function bulletinOfSunday(
  sunday: string,
  bulletins: readonly Bulletin[],
  today = parishDateKey(),
): Promise<VersionedBulletin | null> {
  if (!isComposable(sunday, today, newestEdition(bulletins))) return null;
  const bulletin = composeBulletin(await sourcesOf(sunday));
  return { bulletin, version: versionOf(bulletin) };
}

/** The editions the office published, none when the content service cannot say. */
export function publishedBulletins(): Promise<Bulletin[]> {
  return withinDeadline(contentService().bulletins(), CONTENT_WAIT_MS, []);
}
