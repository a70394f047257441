import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseNdjson } from "#app/features/content/embedded-source.server";
import type { SiteContent } from "#app/features/content/site-content";
import { parseSettings, parseWeeklySchedules } from "#app/features/content/schemas";
import type { SiteSettings } from "#app/features/content/types";
import type { ParishIdentity } from "#app/features/parish/identity";
import type { WeeklySchedule } from "#app/features/schedule/weekly-schedule";

/** The embedded dataset's documents, which the tests read the parish's facts from rather than repeat them. */
export const embeddedDataset = parseNdjson(readFileSync(resolve("content/production.ndjson"), "utf8"));

const ofType = (type: string) => embeddedDataset.filter((document) => (document as { _type?: unknown })._type === type);

export const embeddedSettings: SiteSettings = parseSettings(ofType("siteSettings"))[0] as SiteSettings;
export const embeddedParish: ParishIdentity = embeddedSettings.parish;
export const embeddedSchedules: WeeklySchedule[] = parseWeeklySchedules(ofType("weeklySchedule"));
export const embeddedSchedule = embeddedSchedules[0] as WeeklySchedule;

/** What the root loader gives every page with the embedded dataset and no changes ahead. */
export const embeddedSiteContent: SiteContent = {
  scheduleChanges: [],
  settings: embeddedSettings,
  parish: embeddedParish,
  schedules: embeddedSchedules,
  latestBulletin: null,
};
