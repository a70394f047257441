import { type ContentService, NO_BULLETIN_EXTRAS } from "#app/features/content/content-service.server";
import { embeddedParish, embeddedSchedules, embeddedSettings } from "./embedded-parish";

/**
 * A content service for unit tests: no documents but the embedded dataset's settings and weekly schedule, and no
 * listener; a test gives the queries it is about.
 */
export function stubContentService(overrides: Partial<ContentService> = {}): ContentService {
  const none = async () => [];
  return {
    announcements: none,
    categories: none,
    memorials: none,
    scheduleChanges: none,
    scheduledIntentions: none,
    pages: none,
    staff: none,
    bulletins: none,
    albums: none,
    bulletinExtras: async () => NO_BULLETIN_EXTRAS,
    settings: async () => embeddedSettings,
    parish: async () => embeddedParish,
    weeklySchedules: async () => embeddedSchedules,
    subscribe: () => () => {},
    status: () => [],
    warm: () => {},
    close: () => {},
    ...overrides,
  };
}
