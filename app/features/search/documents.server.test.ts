import { describe, expect, it } from "vitest";
import { formatClock } from "#app/i18n/clock";
import type { ScheduleChange } from "#app/features/content/types";
import type { WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import { stubContentService } from "../../../tests/support/content-service";
import { embeddedParish, embeddedSchedule } from "../../../tests/support/embedded-parish";
import { fullAddress } from "#app/features/parish/identity";
import { collectDocuments } from "./documents.server";

const pdfTexts = { text: async () => "" };
/** Thursday 26 November 2026, noon in Arlington. */
const now = () => Date.parse("2026-11-26T18:00:00Z");

async function scheduleBody(schedules: WeeklySchedule[], lang: "en" | "vi"): Promise<string> {
  const { documents } = await collectDocuments({
    content: stubContentService({ weeklySchedules: async () => schedules }),
    events: () => [],
    pdfTexts,
    now,
  });
  return documents.find((document) => document.id === "/schedule" && document.lang === lang)?.body ?? "";
}

const sunday = embeddedSchedule.masses.find((mass) => mass.days.includes(0));
if (!sunday) throw new Error("the embedded schedule has no Sunday Mass");
const moved = (validFrom: string): WeeklySchedule => ({
  ...embeddedSchedule,
  id: validFrom,
  validFrom,
  masses: embeddedSchedule.masses.map((mass) => (mass === sunday ? { ...mass, time: "23:15" } : mass)),
});

describe("the schedule page as the search finds it", () => {
  it("holds the content's weekly schedule in both languages: Masses, each devotion by its name, confession", async () => {
    const english = await scheduleBody([embeddedSchedule], "en");
    expect(english).toContain(formatClock(sunday.time, "en"));
    for (const devotion of embeddedSchedule.devotions) expect(english).toContain(devotion.name.en);
    expect(english).toContain("30 minutes before each Mass or by appointment");
    const vietnamese = await scheduleBody([embeddedSchedule], "vi");
    expect(vietnamese).toContain(formatClock(sunday.time, "vi"));
    for (const devotion of embeddedSchedule.devotions) expect(vietnamese).toContain(devotion.name.vi);
  });

  it("is the schedule in force today, not one that starts later", async () => {
    expect(await scheduleBody([embeddedSchedule, moved("2026-11-26")], "en")).toContain("11:15 PM");
    expect(await scheduleBody([embeddedSchedule, moved("2026-11-27")], "en")).not.toContain("11:15 PM");
  });
});

describe("holy days and special schedules as the search finds them", () => {
  const change = (id: string, date: string): ScheduleChange => ({
    id,
    date,
    title: { en: "Immaculate Conception", vi: "Đức Mẹ Vô Nhiễm Nguyên Tội" },
    replacesWeekly: false,
    masses: [{ time: "19:00", language: "bilingual", note: {} }],
  });

  it("finds each the schedule page lists (from today, 60 days ahead) by its name, its date and its Masses, in both languages", async () => {
    const content = stubContentService({
      scheduleChanges: async () => [
        change("past", "2026-11-25"),
        change("coming", "2026-12-08"),
        change("later", "2027-02-06"),
      ],
    });
    const { documents } = await collectDocuments({ content, events: () => [], pdfTexts, now });
    const found = documents.filter((document) => document.id.startsWith("schedule-change:"));
    expect(found.map((document) => [document.id, document.lang])).toEqual([
      ["schedule-change:coming", "en"],
      ["schedule-change:coming", "vi"],
    ]);
    expect(found[0]).toMatchObject({
      kind: "schedule",
      url: "/schedule",
      date: "2026-12-08",
      title: "Immaculate Conception, Tuesday, December 8, 2026",
    });
    expect(found[0]?.body).toBe("In addition to the usual Masses: 7:00 PM (Bilingual)");
    expect(found[1]?.title).toContain("Đức Mẹ Vô Nhiễm Nguyên Tội");
  });
});

describe("what a result of a person or an event opens", () => {
  it("is the item itself on its list page: a memorial, a staff member, an event's next day", async () => {
    const content = stubContentService({
      memorials: async () => [{ id: "m1", name: "Giuse Trần", link: null }],
      staff: async () => [
        {
          id: "s1",
          name: { en: "Anna Le", vi: "Anna Lê" },
          role: {},
          clergy: null,
          photo: null,
          phone: null,
          email: null,
          displayOrder: 1,
        },
      ],
    });
    const event = {
      id: "bible@2026-12-03",
      date: "2026-12-03",
      endDate: "2026-12-03",
      start: "19:00" as const,
      end: "20:30" as const,
      title: "Bible study",
      description: "",
      location: "",
      url: null,
      category: "faithFormation" as const,
    };
    const { documents } = await collectDocuments({ content, events: () => [event], pdfTexts, now });
    const urlOf = (id: string) => documents.find((document) => document.id === id)?.url;
    expect(urlOf("memorial:m1")).toBe("/obituary#memorial-m1");
    expect(urlOf("staff:s1")).toBe("/about/staff#staff-s1");
    expect(urlOf("event:bible")).toMatch(/#event-bible-2026-12-03$/);
  });
});

describe("the pages' own information as the search finds it", () => {
  it("gives the contact page the office's phone, email, address and hours, and how to find the church", async () => {
    const { documents } = await collectDocuments({ content: stubContentService(), events: () => [], pdfTexts, now });
    const contact = (lang: "en" | "vi") =>
      documents.find((document) => document.id === "/contact" && document.lang === lang)?.body ?? "";
    for (const lang of ["en", "vi"] as const) {
      expect(contact(lang)).toContain(embeddedParish.phone.display);
      expect(contact(lang)).toContain(fullAddress(embeddedParish));
      expect(contact(lang)).toContain(embeddedParish.email);
    }
    expect(contact("en")).toMatch(/Office Hours.*Directions.*map/s);
    expect(contact("vi")).toMatch(/Giờ Làm Việc Văn Phòng.*Chỉ Đường.*bản đồ/s);
  });

  it("finds a photo album by the word for an album in each language, whatever its captions say", async () => {
    const album = { id: "a1", slug: "fall", title: { en: "Fall Festival", vi: "Hội Chợ Mùa Thu" }, date: "2026-10-10" };
    const content = stubContentService({ albums: async () => [{ ...album, cover: null, photos: [] }] });
    const { documents } = await collectDocuments({ content, events: () => [], pdfTexts, now });
    const body = (lang: "en" | "vi") =>
      documents.find((document) => document.id === "album:a1" && document.lang === lang)?.body;
    expect(body("en")).toMatch(/album/i);
    expect(body("vi")).toMatch(/album hình.*hình ảnh/i);
  });
});
