import { describe, expect, it } from "vitest";
import type { Announcement, RichTextBlock, ScheduleChange } from "#app/features/content/types";
import type { WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import { embeddedBulletinSources as embeddedSources } from "../../../../tests/support/bulletin-sources";
import { embeddedDataset, embeddedSchedules } from "../../../../tests/support/embedded-parish";
import { composeBulletin, currentNotices } from "./compose.server";
import type { BulletinEdition } from "./composed-bulletin";

/** The dataset's intentions as stored, private ones included. */
const datasetIntentions = embeddedDataset.filter(
  (document): document is { _type: string; date: string; intention: string; publish: boolean } =>
    (document as { _type?: string })._type === "scheduledIntention",
);

const paragraph = (text: string): RichTextBlock[] => [{ _type: "block", children: [{ _type: "span", text }] }];
const plain = (blocks: RichTextBlock[] | undefined) =>
  (blocks ?? []).flatMap((block) => block.children.map((child) => child.text)).join(" ");

function dayOf(edition: BulletinEdition, date: string) {
  const day = edition.week.days.find((candidate) => candidate.date === date);
  if (!day) throw new Error(`no ${date} in the week`);
  return day;
}

const notice = (id: string, fields: Partial<Announcement> = {}): Announcement => ({
  id,
  updatedAt: null,
  title: { en: `Notice ${id}`, vi: `Thông báo ${id}` },
  content: { en: paragraph(`Text ${id}`), vi: paragraph(`Nội dung ${id}`) },
  publishDate: "2026-11-20",
  displayOrder: 0,
  titleIsShown: true,
  isNotice: false,
  noticeEndsAt: null,
  categoryKey: "important",
  ...fields,
});

describe("the composed bulletin of the coming Sunday, from the embedded dataset", async () => {
  const bulletin = composeBulletin(await embeddedSources("2026-11-29"));
  const { vi, en } = bulletin.editions;

  it("names the Sunday, its colour and its lunar date in both languages", () => {
    expect(vi.masthead).toMatchObject({
      kicker: "Bản Tin Hằng Tuần",
      parishName: "Giáo Xứ Đức Mẹ La Vang",
      dateText: "Chúa Nhật, ngày 29 tháng 11 năm 2026",
    });
    expect(en.masthead.dateText).toBe("Sunday, November 29, 2026");
    expect(vi.liturgy).toMatchObject({ celebration: "Chúa Nhật I Mùa Vọng", colour: { name: "Tím" } });
    expect(en.liturgy).toMatchObject({ celebration: "1st Sunday of Advent", colour: { name: "Violet" } });
    expect(vi.liturgy.lunar).toEqual({ label: "Âm lịch", text: "ngày 21 tháng 10 năm Bính Ngọ" });
    expect(en.liturgy.lunar?.label).toContain("âm lịch");
    expect(vi.liturgy.readings).toBeNull();
  });

  it("lists the clergy and the office, and draws the giving page as a QR code", () => {
    expect(vi.contact.people[0]).toEqual({
      role: "Cha Chánh Xứ",
      name: "Cha Giuse Nguyễn",
      phone: "(817) 555-0101",
      email: "pastor@parish.example.org",
    });
    expect(en.contact.people[0]?.name).toBe("Rev. Joseph Nguyen");
    expect(vi.contact.people[2]).toMatchObject({ role: "", name: "Thầy Phó Tế Phaolô Lê" });
    expect(en.contact.people[2]).toMatchObject({ role: "", name: "Deacon Paul Le" });
    expect(en.contact).toMatchObject({ phone: "(817) 555-0100", email: "office@parish.example.org" });
    expect(bulletin.givingQr?.size).toBeGreaterThanOrEqual(21);
    expect(vi.giving?.url).toBe("https://give.parish.example.org/");
  });

  it("gives the week's Masses Sunday to Saturday from the weekly schedule, with adoration and confession", () => {
    expect(vi.week.days.map((day) => day.dayText)).toEqual([
      "Chúa Nhật 29/11",
      "Thứ Hai 30/11",
      "Thứ Ba 1/12",
      "Thứ Tư 2/12",
      "Thứ Năm 3/12",
      "Thứ Sáu 4/12",
      "Thứ Bảy 5/12",
    ]);
    expect(en.week.days[0]?.dayText).toBe("Sunday, Nov 29");
    expect(vi.week.days[0]?.masses.map((mass) => mass.time)).toEqual([
      "8:00 sáng",
      "10:00 sáng",
      "12:30 trưa",
      "5:30 chiều",
    ]);
    expect(en.week.days[6]?.masses).toEqual([
      { time: "8:30 AM", details: "Vietnamese" },
      { time: "6:00 PM", details: "Vigil Mass, Vietnamese" },
    ]);
    expect(dayOf(en, "2026-12-03").devotions).toEqual([{ name: "Eucharistic Adoration", time: "9:00 AM – 5:45 PM" }]);
    expect(vi.week.confession.lines.length).toBeGreaterThan(0);
  });

  it("prints the published intentions of the week and never a private one", () => {
    const inWeek = datasetIntentions.filter(
      (intention) => intention.date >= "2026-11-29" && intention.date <= "2026-12-05",
    );
    const published = inWeek.filter((intention) => intention.publish).map((intention) => intention.intention);
    const private_ = inWeek.filter((intention) => !intention.publish).map((intention) => intention.intention);
    expect(published.length).toBeGreaterThan(0);
    expect(private_.length).toBeGreaterThan(0);
    const printed = vi.intentions.days.flatMap((day) => day.masses.flatMap((mass) => mass.intentions));
    expect(printed.toSorted()).toEqual(published.toSorted());
    for (const hidden of private_) expect(JSON.stringify(bulletin)).not.toContain(hidden);
    expect(en.intentions.days[0]?.masses.at(-1)).toMatchObject({ title: "5:30 PM · English", lang: "en" });
  });

  it("prints the current notices in each language, and the letter the office wrote for that Sunday", () => {
    expect(vi.notices.items.map((item) => item.title?.value)).toContain("Lịch Thánh Lễ Giáng Sinh");
    expect(en.notices.items.map((item) => item.title?.value)).toContain("Christmas Mass Schedule");
    expect(en.notices.items.map((item) => item.key)).not.toContain("announcement-fish-fry");
    expect(vi.letter?.heading).toBe("Thư Cha Chánh Xứ");
    expect(vi.letter?.body.lang).toBe("vi");
    expect(en.letter?.body.lang).toBe("en");
  });

  it("lists each calendar's events of the fourteen days from the Sunday", () => {
    expect(en.events.items.length).toBeGreaterThan(0);
    expect(en.events.items.every((item) => /, (Nov|Dec) \d+/.test(item.when))).toBe(true);
    expect(vi.events.items.every((item) => /\d+\/(11|12)/.test(item.when))).toBe(true);
  });

  it("closes with the office hours and where to get the bulletin by email", () => {
    expect(vi.closing.officeHours.heading).toBe("Giờ Làm Việc Văn Phòng");
    expect(vi.closing.officeHours.lines.length).toBeGreaterThan(0);
    expect(en.closing.updates.url).toBe("https://parish.example.org/communication-events/email-updates");
  });
});

describe("the composed bulletin on the hard days", () => {
  it("names a holy day of obligation in its week and prints the Masses the office set for it", async () => {
    const immaculate: ScheduleChange = {
      id: "immaculate",
      date: "2026-12-08",
      title: { en: "Immaculate Conception (holy day of obligation)", vi: "Đức Mẹ Vô Nhiễm Nguyên Tội (lễ buộc)" },
      replacesWeekly: true,
      masses: [
        { time: "08:30", language: "vi", note: {} },
        { time: "19:00", language: "bilingual", note: {} },
      ],
    };
    const sources = await embeddedSources("2026-12-06");
    const withoutChange = composeBulletin(sources).editions.en;
    expect(dayOf(withoutChange, "2026-12-08").name).toMatch(/Immaculate Conception/);
    const { vi, en } = composeBulletin({ ...sources, changes: [...sources.changes, immaculate] }).editions;
    expect(dayOf(vi, "2026-12-08")).toMatchObject({
      name: "Đức Mẹ Vô Nhiễm Nguyên Tội (lễ buộc)",
      masses: [
        { time: "8:30 sáng", details: "Tiếng Việt" },
        { time: "7:00 tối", details: "Song ngữ" },
      ],
    });
    expect(dayOf(en, "2026-12-07").masses.map((mass) => mass.time)).toEqual(["8:30 AM", "6:00 PM"]);
  });

  it("changes to a new weekly schedule on its first day, in the middle of the week", async () => {
    const winter: WeeklySchedule = {
      ...embeddedSchedules[0]!,
      id: "winter",
      validFrom: "2026-12-16",
      masses: [
        { days: [0], time: "09:00", language: "vi", note: {}, place: {} },
        { days: [3, 5], time: "19:00", language: "en", note: {}, place: {} },
      ],
    };
    const sources = await embeddedSources("2026-12-13");
    const { en } = composeBulletin({ ...sources, schedules: [...embeddedSchedules, winter] }).editions;
    expect(dayOf(en, "2026-12-15").masses.map((mass) => mass.time)).toEqual(["8:30 AM", "6:00 PM"]);
    expect(dayOf(en, "2026-12-16").masses).toEqual([{ time: "7:00 PM", details: "English" }]);
    expect(dayOf(en, "2026-12-17").masses).toEqual([]);
    expect(dayOf(en, "2026-12-18").masses.map((mass) => mass.time)).toEqual(["7:00 PM"]);
  });

  it("prints Tết's Masses in the week and Tết's Mass on the Sunday it falls on", async () => {
    const before = composeBulletin(await embeddedSources("2027-01-31")).editions;
    expect(dayOf(before.vi, "2027-02-05")).toMatchObject({
      name: "Giao Thừa Tết Đinh Mùi",
      masses: [{ time: "8:30 sáng" }, { time: "11:00 tối" }],
    });
    expect(dayOf(before.vi, "2027-02-06").name).toBe("Mùng Một Tết Đinh Mùi");
    const tet = composeBulletin(await embeddedSources("2027-02-07")).editions;
    expect(tet.vi.liturgy.celebration).toMatch(/^Mùng Hai Tết/);
    expect(tet.vi.liturgy.alongside).toBe("Chúa Nhật V Thường Niên");
    expect(tet.vi.liturgy.colour.name).toBe("Trắng");
    expect(tet.vi.liturgy.lunar?.text).toBe("ngày 2 tháng 1 năm Đinh Mùi");
  });

  it("says a weekday has no Mass when the office cancelled them", async () => {
    const cancelled: ScheduleChange = {
      id: "retreat",
      date: "2026-12-02",
      title: { en: "Clergy retreat", vi: "Các cha đi tĩnh tâm" },
      replacesWeekly: true,
      masses: [],
    };
    const sources = await embeddedSources("2026-11-29");
    const { vi } = composeBulletin({ ...sources, changes: [...sources.changes, cancelled] }).editions;
    expect(dayOf(vi, "2026-12-02")).toMatchObject({ name: "Các cha đi tĩnh tâm", masses: [] });
    expect(vi.week.noMass).toBe("Không có Thánh Lễ");
  });

  it("still gives a whole bulletin for a Sunday with no notices, no intentions, no events and no letter", async () => {
    const sources = await embeddedSources("2027-01-10");
    const { vi, en } = composeBulletin({
      ...sources,
      announcements: [],
      intentions: [],
      events: { en: [], vi: [] },
      extras: { sundays: [], paper: "a4", sacramentNotes: {} },
    }).editions;
    expect(vi.notices).toMatchObject({ items: [], empty: "Tuần này không có thông báo." });
    expect(en.intentions).toMatchObject({ days: [], empty: "No Mass intentions are published for this week." });
    expect(en.events.empty).toBe("No events on the parish calendar in the next two weeks.");
    expect(vi.letter).toBeNull();
    expect(en.closing.sacraments).toBeNull();
    expect(en.week.days.every((day) => day.masses.length > 0)).toBe(true);
  });
});

describe("the notices a bulletin prints", async () => {
  const sources = await embeddedSources("2026-11-29");
  const categories = sources.categories;
  const keys = (announcements: Announcement[]) =>
    currentNotices({ ...sources, categories, announcements }).map((announcement) => announcement.id);

  it("leave out one the office unticked, one published later, one without a category and a strip already ended", () => {
    expect(
      keys([
        notice("kept"),
        notice("unticked", { inBulletin: false }),
        notice("later", { publishDate: "2026-11-30" }),
        notice("hidden-category", { categoryKey: "no-such-category" }),
        notice("ended", { isNotice: true, noticeEndsAt: "2026-11-28T20:00:00Z" }),
        notice("ends-that-day", { isNotice: true, noticeEndsAt: "2026-11-29T20:00:00Z" }),
      ]),
    ).toEqual(["kept", "ends-that-day"]);
  });

  it("follow the categories' order, and say when a text is in the other language", () => {
    const { vi } = composeBulletin({
      ...sources,
      extras: { ...sources.extras, sundays: [] },
      announcements: [
        notice("youth", { categoryKey: "youth_ministry" }),
        notice("english-only", { title: { en: "Parking" }, content: { en: paragraph("Park on Elm Street.") } }),
      ],
    }).editions;
    expect(vi.notices.items.map((item) => item.key)).toEqual(["english-only", "youth"]);
    expect(vi.notices.items[0]).toMatchObject({ title: { value: "Parking", lang: "en" }, body: { lang: "en" } });
    expect(plain(vi.notices.items[1]?.body?.value)).toBe("Nội dung youth");
  });

  it("end with the items the office wrote for that Sunday only", () => {
    const extras = {
      paper: "letter" as const,
      sacramentNotes: { vi: paragraph("Rửa Tội: xin ghi danh trước hai tháng.") },
      sundays: [
        {
          id: "this",
          date: "2026-11-29",
          pastorLetter: {},
          items: [{ key: "wreaths", title: { vi: "Vòng hoa Mùa Vọng", en: "Advent wreaths" }, body: {} }],
        },
        {
          id: "next",
          date: "2026-12-06",
          pastorLetter: { en: paragraph("Next week") },
          items: [{ key: "later", title: { en: "Later" }, body: {} }],
        },
      ],
    };
    const { vi, en } = composeBulletin({ ...sources, announcements: [notice("kept")], extras }).editions;
    expect(en.notices.items.map((item) => item.title?.value)).toEqual(["Notice kept", "Advent wreaths"]);
    expect(vi.letter).toBeNull();
    expect(en.closing.sacraments?.body).toMatchObject({ lang: "vi" });
  });
});
