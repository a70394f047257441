import { describe, expect, it } from "vitest";
import "#app/i18n/dictionaries.server";
import { stubContentService } from "../../../tests/support/content-service";
import { embeddedParish, embeddedSchedule } from "../../../tests/support/embedded-parish";
import { NO_SITE_CONTENT } from "./site-content";
import { loadSiteContent } from "./site-content.server";
import type { Bulletin, ScheduleChange } from "./types";

const change = (date: string): ScheduleChange => ({
  id: date,
  date,
  title: { en: date },
  masses: [],
  replacesWeekly: true,
});

const service = stubContentService;

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
    const content = await loadSiteContent(
      "en",
      now,
      service({ bulletins: async () => [bulletin("2026-11-22"), bulletin("2026-11-15")] }),
    );
    expect(content.latestBulletin).toEqual({
      href: "/communication-events/bulletin/2026-11-22",
      label: "Latest bulletin: November 22, 2026",
    });
    const vi = await loadSiteContent("vi", now, service({ bulletins: async () => [bulletin("2026-11-22")] }));
    expect(vi.latestBulletin?.label).toBe("Bản Tin mới nhất: ngày 22 tháng 11 năm 2026");
  });

  it("gives a placeholder name, no schedule and no bulletin link when the content service never had good content", async () => {
    const down = () => Promise.reject(new Error("down"));
    expect(
      await loadSiteContent(
        "en",
        now,
        service({ scheduleChanges: down, settings: down, weeklySchedules: down, bulletins: down }),
      ),
    ).toEqual(NO_SITE_CONTENT);
  });

  it("sends the weekly schedule in force today and the newer ones, not the older ones", async () => {
    const dated = (validFrom: string | null) => ({ ...embeddedSchedule, id: validFrom ?? "always", validFrom });
    const content = await loadSiteContent(
      "en",
      now,
      service({ weeklySchedules: async () => [dated(null), dated("2026-06-01"), dated("2027-01-03")] }),
    );
    expect(content.schedules.map((schedule) => schedule.id)).toEqual(["2026-06-01", "2027-01-03"]);
    expect(content.parish.name.en).toBe(embeddedParish.name.en);
  });
});

describe("loadSiteContent, asked again", () => {
  const now = Date.parse("2026-11-25T16:00:00Z");
  const noBulletins: Bulletin[] = [];

  it("gives the very same content while the service holds the same documents on the same day, the same schedules in both languages, and new content after a change", async () => {
    const changes = [change("2026-12-08")];
    const held = service({ scheduleChanges: async () => changes, bulletins: async () => noBulletins });
    const first = await loadSiteContent("en", now, held);
    expect(await loadSiteContent("en", now + 60_000, held)).toBe(first);
    const vietnamese = await loadSiteContent("vi", now, held);
    expect(vietnamese.scheduleChanges).toBe(first.scheduleChanges);
    expect(vietnamese.schedules).toBe(first.schedules);

    const edited = [...changes, change("2026-12-25")];
    const after = await loadSiteContent(
      "en",
      now + 120_000,
      service({ scheduleChanges: async () => edited, bulletins: async () => noBulletins }),
    );
    expect(after).not.toBe(first);
    expect(after.scheduleChanges.map((item) => item.date)).toEqual(["2026-12-08", "2026-12-25"]);
  });

  it("works the content out again on the next day", async () => {
    const changes = [change("2026-11-25"), change("2026-11-26")];
    const held = service({ scheduleChanges: async () => changes });
    const today = await loadSiteContent("en", now, held);
    const tomorrow = await loadSiteContent("en", now + 86_400_000, held);
    expect(today.scheduleChanges.map((item) => item.date)).toEqual(["2026-11-25", "2026-11-26"]);
    expect(tomorrow.scheduleChanges.map((item) => item.date)).toEqual(["2026-11-26"]);
  });
});
