import type { SanityDocument } from "sanity";
import { describe, expect, it } from "vitest";
import { embeddedDataset } from "../../tests/support/embedded-parish";
import { type DocumentReport, validateDocuments } from "./validate-documents";

const meta = { _createdAt: "2026-11-20T14:00:00Z", _updatedAt: "2026-11-20T14:00:00Z", _rev: "r1" };

function doc(_id: string, _type: string, fields: Record<string, unknown>): SanityDocument {
  return { _id, _type, ...meta, ...fields };
}

function paragraph(text: string, href?: string) {
  return {
    _type: "block",
    _key: "b1",
    style: "normal",
    markDefs: href ? [{ _type: "link", _key: "l1", href }] : [],
    children: [{ _type: "span", _key: "s1", text, marks: href ? ["l1"] : [] }],
  };
}

/** `id path` of every marker of the given level, e.g. "m-1 name". */
function at(reports: DocumentReport[], level: "error" | "warning"): string[] {
  return reports.flatMap((report) =>
    report.markers
      .filter((marker) => marker.level === level)
      .map((marker) =>
        [report.id, marker.path.filter((segment) => typeof segment === "string").join(".")].filter(Boolean).join(" "),
      ),
  );
}

/** The embedded dataset's weekly schedule, as the office published it. */
const weekly = embeddedDataset.find(
  (document) => (document as { _type?: string })._type === "weeklySchedule",
) as SanityDocument & { masses: { days: string[]; time: string }[] };

/** A Mass of a schedule as the Studio stores it. */
const mass = (key: string, days: string[], time: string, extra: Record<string, unknown> = {}) => ({
  _key: key,
  _type: "weeklyMass",
  days,
  time,
  language: "vi",
  ...extra,
});

const category = doc("cat", "announcementCategory", {
  key: "important",
  title: { en: "Important", vi: "Quan Trọng" },
  isVisible: true,
});

/** What the Studio requires of the settings document. */
const settingsEssentials = {
  parishName: { _type: "bilingualString", en: "St. Anne Parish", vi: "Giáo Xứ Thánh Anna" },
  location: { _type: "bilingualString", en: "Town, Texas", vi: "Town, Texas" },
  address: { street: "1 Main St", city: "Town", state: "TX", postalCode: "75001" },
  phone: "(214) 555-0199",
  email: "office@anne.example.org",
};

describe("the Studio's rules, as the site's zod schemas and link rules have them", () => {
  it("accept a complete document of every type", async () => {
    const reports = await validateDocuments([
      category,
      doc("a", "announcement", {
        title: { en: "Title", vi: "Tiêu đề" },
        content: { en: [paragraph("See", "/schedule")], vi: [paragraph("Xem", "tel:+18175550100")] },
        category: { _type: "reference", _ref: "cat" },
        isPublished: true,
      }),
      doc("m", "memorial", { name: "Maria Trần Thị Lan (1948–2026)", link: "https://obituaries.example.org/maria" }),
      doc("p", "page", {
        path: "/sacraments/baptism",
        body: { en: [paragraph("Baptism")], vi: [paragraph("Rửa Tội")] },
      }),
      doc("s", "staffMember", {
        name: "Rev. Joseph Nguyen",
        role: { en: "Pastor", vi: "Cha Chánh Xứ" },
        phone: "(817) 555-0101",
        email: "pastor@parish.example.org",
        displayOrder: 1,
      }),
      doc("c", "scheduleChange", {
        date: "2026-12-24",
        title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
        replacesWeekly: true,
        masses: [{ _key: "k", _type: "mass", time: "17:00", language: "en" }],
      }),
      doc("i", "scheduledIntention", {
        date: "2026-12-24",
        time: "17:00",
        intention: "Cầu hồn Giuse Nguyễn Văn A — gia đình xin",
        publish: true,
      }),
      doc("siteSettings", "siteSettings", {
        ...settingsEssentials,
        givingUrl: "https://give.example.org/parish",
        socialLinks: [{ _key: "f", _type: "socialLink", label: "Facebook", url: "https://www.facebook.com/parish" }],
      }),
    ]);
    expect(at(reports, "error")).toEqual([]);
    expect(at(reports, "warning")).toEqual([]);
  });

  it("refuse a blank name, a missing title in both languages and links the site would not make live", async () => {
    const reports = await validateDocuments([
      category,
      doc("m-blank", "memorial", { name: "   ", link: "javascript:alert(1)" }),
      doc("m-missing", "memorial", { link: "/obituary" }),
      doc("a-bad", "announcement", {
        title: { en: " " },
        content: { vi: [paragraph("Mở", "data:text/html,hi")] },
        category: { _type: "reference", _ref: "cat" },
      }),
    ]);
    expect(at(reports, "error").sort()).toEqual(
      ["a-bad content.vi.markDefs.href", "a-bad title", "m-blank link", "m-blank name", "m-missing name"].sort(),
    );
  });

  it("refuse values outside the allowed lists and fields the Studio does not define", async () => {
    const reports = await validateDocuments([
      doc("cat-bad", "announcementCategory", {
        key: "Youth Ministry",
        title: { en: "Youth" },
        backgroundColor: "pink",
        icon: "bell",
        colour: "red",
      }),
    ]);
    expect(at(reports, "error").sort()).toEqual(["cat-bad backgroundColor", "cat-bad icon", "cat-bad key"]);
    expect(at(reports, "warning")).toContain("cat-bad colour");
  });

  it("refuse a schedule change without a valid date, a 24-hour time or a known language", async () => {
    const reports = await validateDocuments([
      doc("c-bad", "scheduleChange", {
        date: "2026-13-40",
        title: { en: "Christmas" },
        masses: [
          { _key: "a", _type: "mass", time: "7:00 PM", language: "en" },
          { _key: "b", _type: "mass", time: "19:00", language: "fr" },
          { _key: "c", _type: "mass", time: "24:00" },
        ],
      }),
      doc("c-adds-nothing", "scheduleChange", {
        date: "2027-01-01",
        title: { vi: "Lễ Mẹ Thiên Chúa" },
        replacesWeekly: false,
        masses: [],
      }),
      doc("c-cancelled", "scheduleChange", {
        date: "2027-01-02",
        title: { vi: "Không có Thánh Lễ" },
        replacesWeekly: true,
      }),
    ]);
    expect(at(reports, "error").sort()).toEqual(
      [
        "c-bad date",
        "c-bad replacesWeekly",
        "c-bad masses.time",
        "c-bad masses.language",
        "c-bad masses.time",
        "c-bad masses.language",
      ].sort(),
    );
    expect(at(reports, "warning")).toContain("c-adds-nothing masses");
    expect(at(reports, "warning").filter((path) => path.startsWith("c-cancelled masses"))).toEqual([]);
  });

  it("refuse a page that is not a sub-page of the site map, and a second page document for the same page", async () => {
    const reports = await validateDocuments([
      doc("p-1", "page", { path: "/sacraments/baptism", body: { en: [paragraph("One")] } }),
      doc("drafts.p-1", "page", { path: "/sacraments/baptism", body: { en: [paragraph("One, edited")] } }),
      doc("p-2", "page", { path: "/sacraments/baptism", body: { vi: [paragraph("Hai")] } }),
      doc("p-unknown", "page", { path: "/not-a-page", body: { en: [paragraph("?")] } }),
      doc("p-own-module", "page", { path: "/communication-events/bulletin", body: { en: [paragraph("?")] } }),
      doc("p-empty", "page", { path: "/sacraments/confirmation", body: { en: [], vi: [paragraph(" ")] } }),
    ]);
    expect(at(reports, "error").sort()).toEqual([
      "drafts.p-1 path",
      "p-1 path",
      "p-2 path",
      "p-empty body",
      "p-own-module path",
      "p-unknown path",
    ]);
  });

  it("warn of a word in braces in a page's text that the website would show as typed, not of its placeholders", async () => {
    const reports = await validateDocuments([
      doc("p-kept", "page", {
        path: "/about/privacy",
        body: { en: [paragraph("Deleted {requestPeriod} later.")], vi: [paragraph("Xóa sau {prayerPeriod}.")] },
      }),
      doc("p-misspelt", "page", {
        path: "/about/safe-environment",
        body: { en: [paragraph("Deleted later.")], vi: [paragraph("Xóa sau {prayerDays}.")] },
      }),
    ]);
    expect(at(reports, "warning")).toEqual(["p-misspelt body"]);
    const misspelt = reports.find((report) => report.id === "p-misspelt");
    expect(misspelt?.markers[0]?.message).toContain("{prayerDays}");
  });

  it("refuse a staff member without an order, with a malformed phone or email, or without a role", async () => {
    const reports = await validateDocuments([
      doc("s-bad", "staffMember", { name: "Anna", phone: "call the office", email: "office at parish" }),
    ]);
    expect(at(reports, "error").sort()).toEqual(["s-bad displayOrder", "s-bad email", "s-bad phone", "s-bad role"]);
  });

  it("refuse settings links that are not web pages", async () => {
    const reports = await validateDocuments([
      doc("siteSettings", "siteSettings", {
        ...settingsEssentials,
        givingUrl: "javascript:alert(1)",
        socialLinks: [
          { _key: "a", _type: "socialLink", label: "Facebook", url: "facebook.com/parish" },
          { _key: "b", _type: "socialLink", url: "ftp://files.example.org" },
        ],
      }),
    ]);
    expect(at(reports, "error").sort()).toEqual([
      "siteSettings givingUrl",
      "siteSettings socialLinks.label",
      "siteSettings socialLinks.url",
      "siteSettings socialLinks.url",
    ]);
  });

  it("refuse an intention for a Mass not held that day, in both languages, and dates outside 1900–2100", async () => {
    const christmasEve = doc("c", "scheduleChange", {
      date: "2026-12-24",
      title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
      replacesWeekly: true,
      masses: [{ _key: "k", _type: "mass", time: "17:00", language: "en" }],
    });
    const reports = await validateDocuments([
      weekly,
      christmasEve,
      doc("i-weekly", "scheduledIntention", { date: "2026-11-29", time: "10:00", intention: "A", publish: true }),
      doc("i-none", "scheduledIntention", { date: "2026-11-29", time: "07:00", intention: "B", publish: false }),
      doc("i-replaced", "scheduledIntention", { date: "2026-12-24", time: "18:00", intention: "C", publish: true }),
      doc("i-old", "scheduledIntention", { date: "1899-12-31", time: "08:30", intention: "D", publish: true }),
      doc("i-blank", "scheduledIntention", { date: "2026-11-29", time: "7 pm" }),
    ]);
    expect(at(reports, "error").sort()).toEqual([
      "i-blank intention",
      "i-blank publish",
      "i-blank time",
      "i-none time",
      "i-old date",
      "i-replaced time",
    ]);
    const message = reports.find((report) => report.id === "i-replaced")?.markers[0]?.message;
    expect(message).toBe(
      "There is no Mass at 18:00 on 2026-12-24; the Masses that day: 17:00.\nKhông có Thánh Lễ lúc 18:00 ngày 2026-12-24; các Thánh Lễ hôm đó: 17:00.",
    );
    expect(reports.find((report) => report.id === "i-none")?.markers[0]?.message).toContain(
      "08:00, 10:00, 12:30, 17:30",
    );
  });

  it("warn on a holy-day schedule that drops a Mass intentions are scheduled at, in both languages", async () => {
    const change = (id: string, masses: { time: string; language: string }[]) =>
      doc(id, "scheduleChange", {
        date: "2026-12-24",
        title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
        replacesWeekly: true,
        masses: masses.map((mass, index) => ({ _key: `k${index}`, _type: "mass", ...mass })),
      });
    const intention = (id: string, time: string) =>
      doc(id, "scheduledIntention", { date: "2026-12-24", time, intention: id, publish: true });
    const [dropping] = await validateDocuments([
      change("c-dropping", [{ time: "17:00", language: "en" }]),
      weekly,
      intention("i-evening", "18:30"),
      intention("i-vigil", "17:00"),
    ]);
    expect(dropping?.markers.map((marker) => [marker.level, marker.message])).toEqual([
      [
        "warning",
        "Mass intentions are scheduled at 18:30 that day, and this schedule holds no Mass then: move them to another Mass under Mass intentions, or they will not be read or printed.\nCó ý lễ đã xếp vào lúc 18:30 ngày hôm đó, nhưng lịch này không có Thánh Lễ giờ đó: xin chuyển các ý lễ ấy sang Thánh Lễ khác trong mục Ý Lễ, nếu không sẽ không được đọc và in.",
      ],
    ]);
    const [keeping] = await validateDocuments([
      change("c-keeping", [
        { time: "17:00", language: "en" },
        { time: "18:30", language: "vi" },
      ]),
      weekly,
      intention("i-evening", "18:30"),
    ]);
    expect(keeping?.markers).toEqual([]);
  });

  it("read the Masses of an intention's day from the weekly schedule in force that day, as the dataset holds it", async () => {
    const sunday = weekly.masses.find((entry) => entry.days.includes("sunday"));
    if (!sunday) throw new Error("the embedded schedule has no Sunday Mass");
    const december = doc("w-december", "weeklySchedule", {
      validFrom: "2026-12-06",
      masses: weekly.masses.map((entry) => (entry === sunday ? { ...entry, time: "23:15" } : entry)),
      confession: { byAppointment: true },
    });
    const reports = await validateDocuments([
      weekly,
      december,
      doc("i-before", "scheduledIntention", { date: "2026-11-29", time: sunday.time, intention: "A", publish: true }),
      doc("i-moved-away", "scheduledIntention", {
        date: "2026-12-06",
        time: sunday.time,
        intention: "B",
        publish: true,
      }),
      doc("i-moved-to", "scheduledIntention", { date: "2026-12-06", time: "23:15", intention: "C", publish: true }),
    ]);
    expect(at(reports, "error")).toEqual(["i-moved-away time"]);
  });

  it("accept a weekly schedule with a Sunday Mass, and a new one that starts ahead", async () => {
    const reports = await validateDocuments([
      weekly,
      doc("drafts.w-next", "weeklySchedule", {
        validFrom: "2099-01-04",
        masses: [
          mass("a", ["sunday"], "08:00"),
          mass("b", ["sunday"], "08:00", { place: { en: "St. Joseph Chapel", vi: "Nhà Nguyện Thánh Giuse" } }),
          mass("c", ["saturday"], "18:00", { note: { en: "Vigil Mass", vi: "Lễ Vọng" } }),
        ],
        devotions: [
          {
            _key: "d",
            _type: "devotion",
            name: { en: "Eucharistic Adoration", vi: "Chầu Thánh Thể" },
            days: ["thursday"],
            start: "09:00",
            end: "17:45",
          },
        ],
        confession: { minutesBeforeMass: 30, byAppointment: true },
      }),
      doc("w-started", "weeklySchedule", { validFrom: "2020-01-05", masses: [mass("a", ["sunday"], "09:00")] }),
    ]);
    expect(at(reports, "error")).toEqual([]);
  });

  it("refuse a schedule without a Sunday Mass, with a time or day that does not exist, or two Masses at one time and place", async () => {
    const reports = await validateDocuments([
      doc("w-no-sunday", "weeklySchedule", { validFrom: "2099-02-01", masses: [mass("a", ["monday"], "08:30")] }),
      doc("w-empty", "weeklySchedule", { validFrom: "2099-02-02", masses: [] }),
      doc("w-bad-times", "weeklySchedule", {
        validFrom: "2099-02-03",
        masses: [mass("a", ["sunday"], "25:00"), mass("b", ["sunday"], "8am")],
      }),
      doc("w-bad-day", "weeklySchedule", {
        validFrom: "2099-02-04",
        masses: [mass("a", ["sunday"], "08:00"), mass("b", ["funday"], "09:00")],
      }),
      doc("w-twice", "weeklySchedule", {
        validFrom: "2099-02-05",
        masses: [mass("a", ["sunday"], "08:00"), mass("b", ["saturday", "sunday"], "08:00")],
      }),
    ]);
    // A day not in the list is also refused by Sanity's own list rule, in English only: the rule here says it in both.
    expect([...new Set(at(reports, "error"))].sort()).toEqual([
      "w-bad-day masses.days",
      "w-bad-times masses.time",
      "w-empty masses",
      "w-no-sunday masses",
      "w-twice masses",
    ]);
    expect(at(reports, "error").filter((path) => path === "w-bad-times masses.time")).toHaveLength(2);
    const message = (id: string) => reports.find((report) => report.id === id)?.markers[0]?.message;
    const messages = (id: string) =>
      reports.find((report) => report.id === id)?.markers.map((marker) => marker.message);
    expect(messages("w-bad-day")).toContain(
      "Choose the days from the list: Sunday to Saturday.\nXin chọn các ngày trong danh sách: từ Chúa Nhật đến Thứ Bảy.",
    );
    expect(message("w-no-sunday")).toBe("Add at least one Sunday Mass.\nXin thêm ít nhất một Thánh Lễ Chúa Nhật.");
    expect(message("w-twice")).toBe(
      "Two Masses are at 08:00 on Sunday in the same place; change one time or place.\nCó hai Thánh Lễ lúc 08:00 Chúa Nhật cùng một nơi; xin đổi giờ hoặc nơi của một Thánh Lễ.",
    );
  });

  it("refuse two published schedules from the same day, two without one, and a new schedule from a day already past", async () => {
    const sunday = [mass("a", ["sunday"], "08:00")];
    const reports = await validateDocuments([
      doc("w-march-a", "weeklySchedule", { validFrom: "2099-03-01", masses: sunday }),
      doc("w-march-b", "weeklySchedule", { validFrom: "2099-03-01", masses: sunday }),
      doc("w-undated-a", "weeklySchedule", { masses: sunday }),
      doc("w-undated-b", "weeklySchedule", { masses: sunday }),
      doc("drafts.w-past", "weeklySchedule", { validFrom: "2020-01-05", masses: sunday }),
    ]);
    expect(at(reports, "error").sort()).toEqual([
      "drafts.w-past validFrom",
      "w-march-a validFrom",
      "w-march-b validFrom",
      "w-undated-a validFrom",
      "w-undated-b validFrom",
    ]);
    const message = (id: string) => reports.find((report) => report.id === id)?.markers[0]?.message;
    expect(message("w-march-a")).toBe(
      "Another schedule already starts on 2099-03-01; choose another day or change that schedule.\nĐã có một lịch khác bắt đầu ngày 2099-03-01; xin chọn ngày khác hoặc sửa lịch kia.",
    );
    expect(message("drafts.w-past")).toBe(
      "A new schedule cannot start in the past (2020-01-05); choose today or a later day.\nLịch mới không thể bắt đầu trong quá khứ (2020-01-05); xin chọn hôm nay hoặc một ngày sau.",
    );
  });
});
