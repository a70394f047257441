import { readFileSync } from "node:fs";
import type { BulletinSources } from "#app/features/bulletin/composed/compose.server";
import { NO_BULLETIN_EXTRAS } from "#app/features/content/content-service.server";
import { runQuery } from "#app/features/content/embedded-source.server";
import {
  announcementsQuery,
  bulletinExtrasQuery,
  categoriesQuery,
  scheduleChangesQuery,
  scheduledIntentionsQuery,
  staffQuery,
} from "#app/features/content/queries";
import {
  parseAnnouncements,
  parseBulletinExtras,
  parseCategories,
  parseScheduleChanges,
  parseScheduledIntentions,
  parseStaff,
} from "#app/features/content/schemas";
import { expandFeed } from "#app/features/events/feed.server";
import { embeddedDataset, embeddedParish, embeddedSchedules, embeddedSettings } from "./embedded-parish";

async function embedded<T>(query: string, parse: (rows: unknown) => T): Promise<T> {
  return parse(await runQuery(query, embeddedDataset));
}

const calendar = (lang: "en" | "vi") =>
  expandFeed(
    readFileSync(`content/calendar-${lang}.ics`, "utf8"),
    new Date("2026-11-01T00:00:00Z"),
    new Date("2027-03-01T00:00:00Z"),
  );

async function readSources(): Promise<Omit<BulletinSources, "sunday">> {
  const [extras] = await embedded(bulletinExtrasQuery, parseBulletinExtras);
  return {
    siteUrl: "https://parish.example.org",
    parish: embeddedParish,
    settings: embeddedSettings,
    staff: await embedded(staffQuery, parseStaff),
    schedules: embeddedSchedules,
    changes: await embedded(scheduleChangesQuery, parseScheduleChanges),
    intentions: await embedded(scheduledIntentionsQuery, parseScheduledIntentions),
    announcements: await embedded(announcementsQuery, parseAnnouncements),
    categories: await embedded(categoriesQuery, parseCategories),
    events: { en: calendar("en"), vi: calendar("vi") },
    readings: null,
    extras: extras ?? NO_BULLETIN_EXTRAS,
  };
}

/** Read once: the same for every Sunday. */
let read: ReturnType<typeof readSources> | undefined;

/** What the site holds with the embedded dataset, for the Sunday given: the composed bulletin's every source, a copy of its own. */
export async function embeddedBulletinSources(sunday: string): Promise<BulletinSources> {
  read ??= readSources();
  return { ...structuredClone(await read), sunday };
}
