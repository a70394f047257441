import { describe, expect, it, vi } from "vitest";
import { safeHref } from "./safe-href";
import { pickLanguage } from "./localized";
import {
  parseAlbums,
  parseAnnouncements,
  parseBulletins,
  parseCategories,
  parseMemorials,
  parsePages,
  parseScheduleChanges,
  parseSettings,
  parseStaff,
} from "./schemas";

describe("parseAnnouncements", () => {
  it("accepts a plain or per-language title and plain or per-language content", () => {
    const [plain, perLanguage] = parseAnnouncements([
      {
        _id: "a",
        title: "Same title",
        content: "First paragraph.\n\nSecond paragraph.",
        category: { _id: "c", key: "important" },
      },
      {
        _id: "b",
        title: { en: "English", vi: "Tiếng Việt" },
        content: { en: "English text", vi: [{ _type: "block", children: [{ _type: "span", text: "Chữ" }] }] },
      },
    ]);
    expect(plain?.title).toEqual({ en: "Same title", vi: "Same title" });
    expect(plain?.content.en?.map((block) => block.children[0]?.text)).toEqual([
      "First paragraph.",
      "Second paragraph.",
    ]);
    expect(plain?.categoryKey).toBe("important");
    expect(plain?.titleIsShown).toBe(true);
    expect(plain?.isNotice).toBe(false);
    expect(perLanguage?.title).toEqual({ en: "English", vi: "Tiếng Việt" });
    expect(perLanguage?.content.vi?.[0]?.children[0]?.text).toBe("Chữ");
    expect(perLanguage?.categoryKey).toBeNull();
  });

  it("leaves out a malformed document, and blocks it cannot render, but keeps the rest", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const rows = parseAnnouncements([
      { title: "no id" },
      {
        _id: "ok",
        content: [
          { _type: "image" },
          { _type: "block", children: [{ _type: "span", text: "kept" }, { _type: "inlineImage" }] },
        ],
      },
    ]);
    expect(rows.map((row) => row.id)).toEqual(["ok"]);
    expect(rows[0]?.content.en).toEqual([{ _type: "block", children: [{ _type: "span", text: "kept" }] }]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("keeps of each block what the page renders: no keys, no empty lists, no default style", () => {
    const [row] = parseAnnouncements([
      {
        _id: "a",
        content: [
          {
            _type: "block",
            _key: "b1",
            style: "normal",
            markDefs: [],
            children: [{ _type: "span", _key: "s1", text: "Plain", marks: [] }],
          },
          {
            _type: "block",
            _key: "b2",
            style: "h3",
            markDefs: [{ _type: "link", _key: "l1", href: "https://example.org" }],
            children: [{ _type: "span", _key: "s2", text: "Linked", marks: ["l1", "strong"] }],
          },
          {
            _type: "block",
            _key: "b3",
            style: "normal",
            listItem: "bullet",
            level: 1,
            markDefs: [],
            children: [{ _type: "span", _key: "s3", text: "Item" }],
          },
        ],
      },
    ]);
    expect(row?.content.en).toEqual([
      { _type: "block", children: [{ _type: "span", text: "Plain" }] },
      {
        _type: "block",
        style: "h3",
        markDefs: [{ _type: "link", _key: "l1", href: "https://example.org" }],
        children: [{ _type: "span", text: "Linked", marks: ["l1", "strong"] }],
      },
      { _type: "block", listItem: "bullet", level: 1, children: [{ _type: "span", text: "Item" }] },
    ]);
  });

  it("throws when the result is not a list at all", () => {
    expect(() => parseAnnouncements({ result: [] })).toThrow();
  });
});

describe("parseCategories", () => {
  it("keeps a colour of the category palette and replaces any other with primary", () => {
    const [red, teal] = parseCategories([
      { _id: "1", key: "important", backgroundColor: "red", isImportant: true },
      { _id: "2", key: "truong_duc", backgroundColor: "teal" },
    ]);
    expect(red?.color).toBe("red");
    expect(red?.isImportant).toBe(true);
    expect(teal?.color).toBe("primary");
    expect(teal?.isImportant).toBe(false);
  });
});

describe("parseMemorials", () => {
  it("drops a link that is not http(s)", () => {
    expect(parseMemorials([{ _id: "m", name: "Anna Phạm Thị Mai", link: "javascript:alert(1)" }])).toEqual([
      { id: "m", name: "Anna Phạm Thị Mai", link: null },
    ]);
  });
});

describe("pickLanguage", () => {
  it("uses the active language, else the other one, else nothing", () => {
    const blank = (text: string) => text.trim() === "";
    expect(pickLanguage({ en: "Mass", vi: "Thánh Lễ" }, "vi", blank)).toBe("Thánh Lễ");
    expect(pickLanguage({ vi: "Thánh Lễ" }, "en", blank)).toBe("Thánh Lễ");
    expect(pickLanguage({ en: "Mass", vi: "  " }, "vi", blank)).toBe("Mass");
    expect(pickLanguage({}, "en", blank)).toBeUndefined();
  });
});

describe("safeHref", () => {
  it.each([
    ["https://fwdioc.org/safe-environment", "https://fwdioc.org/safe-environment"],
    ["mailto:office@parish.example.org", "mailto:office@parish.example.org"],
    ["tel:+18175550100", "tel:+18175550100"],
    ["/schedule", "/schedule"],
    ["javascript:alert(1)", null],
    [" JavaScript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["//evil.example.com", null],
    ["/\\evil.example.com", null],
    ["ftp://files.example.org", null],
    ["", null],
  ])("%s → %s", (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

describe("the office's schedule changes, pages, staff and settings", () => {
  it("reads a holy day with its Masses, and leaves out one with an impossible date or time", () => {
    const changes = parseScheduleChanges([
      {
        _id: "c1",
        date: "2026-12-24",
        title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
        replacesWeekly: true,
        masses: [{ time: "22:00", language: "bilingual", note: { vi: "Lễ Đêm" } }],
      },
      { _id: "c2", date: "2026-02-30", masses: [] },
      { _id: "c3", date: "2026-12-25", masses: [{ time: "25:00", language: "vi" }] },
      { _id: "c4", date: "2026-12-26", masses: [{ time: "09:00", language: "fr" }] },
    ]);
    expect(changes).toEqual([
      {
        id: "c1",
        date: "2026-12-24",
        title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
        replacesWeekly: true,
        masses: [{ time: "22:00", language: "bilingual", note: { en: undefined, vi: "Lễ Đêm" } }],
      },
    ]);
  });

  it("reads a page's body and its picture, whose size comes with the asset's id", () => {
    const [page] = parsePages([
      {
        _id: "p1",
        path: "/sacraments/baptism",
        body: { vi: "Xin liên lạc văn phòng." },
        image: { asset: "image-abc123-800x600-jpg", alt: { en: "The font" } },
      },
    ]);
    expect(page?.image).toEqual({
      assetId: "image-abc123-800x600-jpg",
      width: 800,
      height: 600,
      alt: { en: "The font", vi: undefined },
    });
    expect(page?.body.vi?.[0]?.children[0]?.text).toBe("Xin liên lạc văn phòng.");
    expect(
      parsePages([{ _id: "p2", path: "/x", body: "Text", image: { asset: "not-an-asset" } }])[0]?.image,
    ).toBeNull();
    expect(() => parsePages([{ _id: "p3", path: "javascript:alert(1)" }])).toThrow();
  });

  it("names staff in each language and drops an email that is not one", () => {
    const [pastor] = parseStaff([
      {
        _id: "s1",
        name: "Rev. Joseph Nguyen",
        nameVi: "Cha Giuse Nguyễn",
        role: { en: "Pastor", vi: "Cha Quản Nhiệm" },
        email: "not an email",
        displayOrder: 1,
      },
    ]);
    expect(pastor).toMatchObject({
      name: { en: "Rev. Joseph Nguyen", vi: "Cha Giuse Nguyễn" },
      email: null,
      photo: null,
      displayOrder: 1,
    });
  });

  const essentials = {
    parishName: { en: "St. Anne Parish", vi: "Giáo Xứ Thánh Anna" },
    address: { street: "1 Main St", city: "Town", state: "TX", postalCode: "75001" },
    phone: "(214) 555-0199",
    email: "office@anne.example.org",
  };

  it("keeps only a web address as the giving link", () => {
    const [good] = parseSettings([
      {
        ...essentials,
        givingUrl: "https://give.example.org",
        socialLinks: [{ label: "Facebook", url: "https://facebook.com/x" }],
      },
    ]);
    expect(good).toMatchObject({
      givingUrl: "https://give.example.org",
      socialLinks: [{ label: "Facebook", url: "https://facebook.com/x" }],
    });
    const [odd] = parseSettings([
      { ...essentials, givingUrl: "javascript:alert(1)", socialLinks: [{ label: "", url: "ftp://x" }] },
    ]);
    expect(odd).toMatchObject({ givingUrl: null, socialLinks: [] });
  });

  it("reads the parish's identity, and refuses settings without a name, an address, a phone that dials or an email", () => {
    const [settings] = parseSettings([
      {
        ...essentials,
        abuseReporting: { url: "https://diocese.example.org/report", hotline: "1-800-555-0100" },
        foundedYear: 1990,
      },
    ]);
    expect(settings?.parish).toMatchObject({
      name: essentials.parishName,
      phone: { display: "(214) 555-0199", tel: "+12145550199" },
      address: { country: "US" },
      foundedYear: 1990,
    });
    expect(settings?.parish.abuseReporting?.hotline.tel).toBe("+18005550100");
    expect(settings?.parish.properCalendar.ascensionOnThursday).toBe(false);
    const [thursday] = parseSettings([{ ...essentials, ascensionOnThursday: true }]);
    expect(thursday?.parish.properCalendar.ascensionOnThursday).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const broken of [
      { parishName: { en: "St. Anne Parish" } },
      { phone: "call us" },
      { email: "office" },
      { address: { street: "1 Main St" } },
    ]) {
      expect(() => parseSettings([{ ...essentials, ...broken }])).toThrow(/malformed/);
    }
    expect(() => parseSettings([])).toThrow(/no settings document/);
    warn.mockRestore();
  });
});

describe("parseBulletins and parseAlbums", () => {
  const image = (hash: string) => `image-${hash.repeat(40)}-1200x800-webp`;

  it("keep a bulletin whose upload is missing or odd, without a file, and leave out one without a date", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const rows = parseBulletins([
      {
        _id: "ok",
        date: "2026-11-22",
        language: "vi",
        file: { url: "https://cdn.sanity.io/files/p/production/abc.pdf", size: 2_400_000 },
      },
      { _id: "lost", date: "2026-11-15", file: null },
      { _id: "odd", date: "2026-11-08", language: "fr", file: { url: "javascript:alert(1)", size: -1 } },
      { _id: "undated", file: { url: "/x.pdf", size: 1 } },
    ]);
    expect(rows.map((row) => [row.id, row.language, row.file?.size ?? null])).toEqual([
      ["ok", "vi", 2_400_000],
      ["lost", null, null],
      ["odd", null, null],
    ]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("keep an album's photos whose upload is there, with their alt texts and captions, and leave out the others", () => {
    const [album] = parseAlbums([
      {
        _id: "a",
        slug: "tet-2027",
        title: { en: "Lunar New Year", vi: "Tết Đinh Mùi" },
        date: "2027-02-06",
        cover: { asset: image("c") },
        photos: [
          { _key: "1", asset: image("d"), alt: { en: "Lanterns", vi: "Lồng đèn" }, caption: { vi: "Múa lân" } },
          { _key: "2", asset: null },
          { _key: "3", asset: "image-not-a-hash" },
        ],
      },
    ]);
    expect(album?.photos.map((photo) => [photo.key, photo.image.alt, photo.caption])).toEqual([
      ["1", { en: "Lanterns", vi: "Lồng đèn" }, { en: undefined, vi: "Múa lân" }],
    ]);
    expect(album?.cover?.width).toBe(1200);
  });

  it("leave out an album whose address could not be a web address", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      parseAlbums([
        { _id: "a", slug: "Tết 2027", date: "2027-02-06" },
        { _id: "b", slug: "tet-2027", date: "2027-02-06" },
      ]).map((album) => album.id),
    ).toEqual(["b"]);
    warn.mockRestore();
  });
});
