import { describe, expect, it } from "vitest";
import { formatClock } from "#app/i18n/clock";
import type { WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import { stubContentService } from "../../../tests/support/content-service";
import { embeddedSchedule } from "../../../tests/support/embedded-parish";
import { collectDocuments } from "./documents.server";

const pdfTexts = { text: async () => "" };
/** Thursday 26 November 2026, noon in Arlington. */
const now = () => Date.parse("2026-11-26T18:00:00Z");

async function scheduleBody(schedules: WeeklySchedule[], lang: "en" | "vi"): Promise<string> {
  const { documents } = await collectDocuments({ content: stubContentService({ weeklySchedules: async () => schedules }), events: () => [], pdfTexts, now });
  return documents.find((document) => document.id === "/schedule" && document.lang === lang)?.body ?? "";
}

const sunday = embeddedSchedule.masses.find((mass) => mass.days.includes(0));
if (!sunday) throw new Error("the embedded schedule has no Sunday Mass");
const moved = (validFrom: string): WeeklySchedule => ({ ...embeddedSchedule, id: validFrom, validFrom, masses: embeddedSchedule.masses.map((mass) => (mass === sunday ? { ...mass, time: "23:15" } : mass)) });

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
