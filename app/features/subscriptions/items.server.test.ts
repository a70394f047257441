import { describe, expect, it } from "vitest";
import type { Announcement, Bulletin, ScheduleChange } from "#app/features/content/types";
import { embeddedSchedule, embeddedSchedules } from "../../../tests/support/embedded-parish";
import { type ContentNow, itemsToMail } from "./items.server";

const block = (text: string) => [{ _type: "block" as const, children: [{ _type: "span" as const, text }] }];
const bulletin = (id: string, date: string, language: Bulletin["language"]): Bulletin => ({
  id,
  date,
  language,
  highlights: { en: block(`Highlights ${date}`) },
  file: { url: `/content-files/${id}.pdf`, size: 1 },
});
const notice = (id: string, emailSubscribers: boolean, categoryKey: string | null = "parish-life"): Announcement => ({
  id,
  updatedAt: null,
  title: { en: id },
  content: { en: block("Text") },
  publishDate: null,
  displayOrder: 0,
  titleIsShown: true,
  isNotice: false,
  noticeEndsAt: null,
  categoryKey,
  emailSubscribers,
});
const change = (id: string, date: string, time: `${number}:${number}`, note = ""): ScheduleChange => ({
  id,
  date,
  title: { en: id },
  masses: [{ time, language: "vi", note: { en: note } }],
  replacesWeekly: false,
});

// Thursday, November 26, 2026, 10:00 in Arlington.
const thursday = new Date("2026-11-26T16:00:00Z");
const base: ContentNow = {
  bulletins: [],
  announcements: [],
  scheduleChanges: [],
  weeklySchedules: embeddedSchedules,
  events: {},
  siteUrl: "https://parish.example.org",
  now: thursday,
};
const none = () => false;

describe("what the content says to mail", () => {
  it("the newest Sunday's bulletin, its editions together with absolute PDF links", () => {
    const items = itemsToMail(
      {
        ...base,
        bulletins: [
          bulletin("old", "2026-11-22", null),
          bulletin("b-vi", "2026-11-29", "vi"),
          bulletin("b-en", "2026-11-29", "en"),
        ],
      },
      none,
    );
    expect(items).toEqual([
      expect.objectContaining({
        item: "bulletin:2026-11-29",
        topic: "bulletin",
        content: expect.objectContaining({
          pdf: {
            vi: "https://parish.example.org/content-files/b-vi.pdf",
            en: "https://parish.example.org/content-files/b-en.pdf",
          },
        }),
      }),
    ]);
  });

  it("only the announcements the office marked for email that the site shows, each opening the page at it", () => {
    const items = itemsToMail(
      {
        ...base,
        announcements: [notice("marked", true), notice("unmarked", false), notice("uncategorized", true, null)],
      },
      none,
    );
    expect(items.map((item) => item.item)).toEqual(["notice:marked"]);
    expect(items[0]?.content).toEqual(expect.objectContaining({ path: "/announcements#announcement-marked" }));
  });

  it("schedule changes of the next 30 days; a correction only when a date or time changed", () => {
    const changes = [
      change("soon", "2026-12-08", "19:00"),
      change("past", "2026-11-20", "19:00"),
      change("far", "2027-01-10", "09:00"),
    ];
    const first = itemsToMail({ ...base, scheduleChanges: changes }, none);
    expect(
      first.map((item) => [
        item.item.split(":").slice(0, 2).join(":"),
        item.content.kind === "schedule" && item.content.correction,
      ]),
    ).toEqual([["schedule:soon", false]]);
    const known = (prefix: string) => prefix === "schedule:soon:";
    const reworded = itemsToMail(
      { ...base, scheduleChanges: [change("soon", "2026-12-08", "19:00", "Bilingual")] },
      known,
    );
    expect(reworded[0]?.item).toBe(first[0]?.item);
    const moved = itemsToMail({ ...base, scheduleChanges: [change("soon", "2026-12-08", "19:30")] }, known);
    expect(moved[0]?.item).not.toBe(first[0]?.item);
    expect(moved[0]?.content).toMatchObject({ correction: true });
  });

  it("a new weekly schedule once it starts within 30 days (not 31), row by row; again only when its day or a Mass changed", () => {
    const fromDecember = { ...embeddedSchedule, id: "from-january", validFrom: "2026-12-20" };
    const later = { ...embeddedSchedule, id: "later", validFrom: "2026-12-27" };
    const [item, ...others] = itemsToMail(
      { ...base, weeklySchedules: [...embeddedSchedules, fromDecember, later] },
      none,
    );
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      topic: "schedule",
      content: { kind: "newSchedule", correction: false, from: "2026-12-20" },
    });
    expect(
      item?.content.kind === "newSchedule" &&
        item.content.rows.map((row) => [row.days, row.masses.map((mass) => mass.time)]),
    ).toEqual([
      [[0], ["08:00", "10:00", "12:30", "17:30"]],
      [[6], ["08:30", "18:00"]],
      [
        [1, 2, 3, 4, 5],
        ["08:30", "18:00"],
      ],
    ]);
    const reworded = itemsToMail(
      {
        ...base,
        weeklySchedules: [
          { ...fromDecember, masses: fromDecember.masses.map((mass) => ({ ...mass, note: { en: "Reworded" } })) },
        ],
      },
      none,
    );
    expect(reworded[0]?.item).toBe(item?.item);
    const moved = {
      ...fromDecember,
      masses: fromDecember.masses.map((mass) => (mass.time === "17:30" ? { ...mass, time: "17:00" as const } : mass)),
    };
    const [correction] = itemsToMail(
      { ...base, weeklySchedules: [moved] },
      (prefix) => prefix === "new-schedule:2026-12-20:",
    );
    expect(correction?.item).not.toBe(item?.item);
    expect(correction?.content).toMatchObject({ kind: "newSchedule", correction: true });
  });

  it("the weekly summary from Saturday 7:00 parish time, with the coming week's events in each language", () => {
    const at = (iso: string) =>
      itemsToMail(
        {
          ...base,
          now: new Date(iso),
          events: {
            vi: [
              {
                id: "e",
                date: "2026-12-02",
                endDate: "2026-12-02",
                start: "19:00",
                end: null,
                title: "Ca đoàn",
                description: "",
                location: "",
                url: null,
                category: "other",
              },
            ],
          },
        },
        none,
      );
    expect(at("2026-11-28T12:59:00Z")).toEqual([]);
    const saturday = at("2026-11-28T13:00:00Z");
    expect(saturday).toEqual([
      expect.objectContaining({
        item: "weekly:2026-11-28",
        topic: "weekly",
        content: expect.objectContaining({
          events: { en: [], vi: [{ date: "2026-12-02", time: "19:00", title: "Ca đoàn" }] },
        }),
      }),
    ]);
    expect(at("2026-11-29T20:00:00Z").map((item) => item.item)).toEqual(["weekly:2026-11-28"]);
    expect(
      itemsToMail({ ...base, now: new Date("2026-11-28T15:00:00Z") }, (prefix) => prefix === "weekly:2026-11-28"),
    ).toEqual([]);
  });
});
