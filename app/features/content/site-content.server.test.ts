import { describe, expect, it } from "vitest";
import type { ContentService } from "./content-service.server";
import { loadSiteContent } from "./site-content.server";
import type { ScheduleChange } from "./types";

const change = (date: string): ScheduleChange => ({ id: date, date, title: { en: date }, masses: [], replacesWeekly: true });

function service(overrides: Partial<ContentService>): ContentService {
  const none = async () => [];
  return { announcements: none, categories: none, memorials: none, scheduleChanges: none, pages: none, staff: none, settings: async () => null, subscribe: () => () => {}, status: () => [], warm: () => {}, close: () => {}, ...overrides };
}

describe("loadSiteContent", () => {
  // Wednesday 25 November 2026, 10:00 in Arlington.
  const now = Date.parse("2026-11-25T16:00:00Z");

  it("keeps the changes from today for sixty days", async () => {
    const dates = ["2026-11-24", "2026-11-25", "2026-12-24", "2027-01-23", "2027-01-24"];
    const content = await loadSiteContent(now, service({ scheduleChanges: async () => dates.map(change) }));
    expect(content.scheduleChanges.map((item) => item.date)).toEqual(["2026-11-25", "2026-12-24", "2027-01-23"]);
  });

  it("leaves the weekly schedule and the built-in facts when the content service fails", async () => {
    const down = () => Promise.reject(new Error("down"));
    expect(await loadSiteContent(now, service({ scheduleChanges: down, settings: down }))).toEqual({ scheduleChanges: [], settings: null });
  });
});
