import { describe, expect, it } from "vitest";
import "#app/i18n/dictionaries.server";
import type { ContentService } from "./content-service.server";
import { loadSiteContent } from "./site-content.server";
import type { ScheduleChange } from "./types";

const change = (date: string): ScheduleChange => ({ id: date, date, title: { en: date }, masses: [], replacesWeekly: true });

function service(overrides: Partial<ContentService>): ContentService {
  const none = async () => [];
  return { announcements: none, categories: none, memorials: none, scheduleChanges: none, scheduledIntentions: none, pages: none, staff: none, bulletins: none, albums: none, settings: async () => null, subscribe: () => () => {}, status: () => [], warm: () => {}, close: () => {}, ...overrides };
}

describe("loadSiteContent", () => {
  // Wednesday 25 November 2026, 10:00 in Arlington.
  const now = Date.parse("2026-11-25T16:00:00Z");

  it("keeps the changes from today for sixty days", async () => {
    const dates = ["2026-11-24", "2026-11-25", "2026-12-24", "2027-01-23", "2027-01-24"];
    const content = await loadSiteContent("en", now, service({ scheduleChanges: async () => dates.map(change) }));
    expect(content.scheduleChanges.map((item) => item.date)).toEqual(["2026-11-25", "2026-12-24", "2027-01-23"]);
  });

  it("names the newest bulletin's Sunday", async () => {
    const bulletin = (date: string) => ({ id: date, date, language: null, highlights: {}, file: null });
    const content = await loadSiteContent("en", now, service({ bulletins: async () => [bulletin("2026-11-22"), bulletin("2026-11-15")] }));
    expect(content.latestBulletin).toEqual({ href: "/communication-events/bulletin/2026-11-22", label: "Latest bulletin: November 22, 2026" });
    const vi = await loadSiteContent("vi", now, service({ bulletins: async () => [bulletin("2026-11-22")] }));
    expect(vi.latestBulletin?.label).toBe("Bản Tin mới nhất: ngày 22 tháng 11 năm 2026");
  });

  it("leaves the weekly schedule, the built-in facts and no bulletin link when the content service fails", async () => {
    const down = () => Promise.reject(new Error("down"));
    expect(await loadSiteContent("en", now, service({ scheduleChanges: down, settings: down, bulletins: down }))).toEqual({ scheduleChanges: [], settings: null, latestBulletin: null });
  });
});
