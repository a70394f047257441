import { describe, expect, it } from "vitest";
import type { TranslationKey } from "./dictionary";
import { allPagePaths, isPagePath } from "#app/site/site-map";
import { dictionaries } from "./dictionaries.server";
import { dateOfKey, formatDate } from "./format";
import { pageText, registerDictionary, translate } from "./translate";

describe("translate", () => {
  it("returns the text in each language", () => {
    expect(translate("en", "common.notFound.title")).toBe("Oops! Page not found");
    expect(translate("vi", "common.notFound.title")).toBe("Rất tiếc! Không tìm thấy trang");
    expect(translate("vi", "common.weekdays.sunday")).toBe("Chúa Nhật");
  });

  it("shows the key itself when a translation is missing", () => {
    expect(translate("vi", "common.doesNotExist" as TranslationKey)).toBe("common.doesNotExist");
    expect(translate("en", "common.notFound" as TranslationKey)).toBe("common.notFound");
    expect(translate("en", "nowhere.at.all" as TranslationKey)).toBe("nowhere.at.all");
  });

  it("fills in parameters and leaves unknown ones visible", () => {
    expect(translate("en", "common.sectionComingSoon", { title: "Baptism" })).toBe(
      "This section will contain information about Baptism.",
    );
    expect(translate("en", "common.sectionComingSoon")).toContain("{title}");
  });

  it("reads a dictionary registered again, not the texts it looked up before", () => {
    expect(translate("vi", "common.notFound.title")).toBe("Rất tiếc! Không tìm thấy trang");
    const common = {
      ...dictionaries.vi.common,
      notFound: { ...dictionaries.vi.common.notFound, title: "Không có trang này" },
    };
    registerDictionary("vi", { ...dictionaries.vi, common });
    try {
      expect(translate("vi", "common.notFound.title")).toBe("Không có trang này");
    } finally {
      registerDictionary("vi", dictionaries.vi);
    }
    expect(translate("vi", "common.notFound.title")).toBe("Rất tiếc! Không tìm thấy trang");
  });
});

describe("pageText", () => {
  it("has a title for exactly the pages of the site map, in both languages", () => {
    const sitePages = [...allPagePaths()].sort();
    expect(Object.keys(dictionaries.en.pages).sort()).toEqual(sitePages);
    expect(Object.keys(dictionaries.vi.pages).sort()).toEqual(sitePages);
  });

  it("knows every page in both languages", () => {
    expect(isPagePath("/sacraments/baptism")).toBe(true);
    expect(isPagePath("/nope")).toBe(false);
    expect(isPagePath("constructor")).toBe(false);
    expect(pageText("vi", "/sacraments/baptism").title).toBe("Rửa Tội");
  });
});

describe("formatDate", () => {
  // 2026-11-22 is a Sunday; at 03:00 UTC it is still Saturday evening in Arlington.
  const sundayNoon = new Date("2026-11-22T18:00:00Z");

  it("writes a Vietnamese date as a parish does, Sunday as Chúa Nhật", () => {
    expect(formatDate(new Date("2025-04-20T17:00:00Z"), "vi")).toBe("Chúa Nhật, ngày 20 tháng 4 năm 2025");
    expect(formatDate(new Date("2025-04-21T17:00:00Z"), "vi")).toBe("Thứ Hai, ngày 21 tháng 4 năm 2025");
    expect(formatDate(new Date("2025-04-26T17:00:00Z"), "vi")).toBe("Thứ Bảy, ngày 26 tháng 4 năm 2025");
    expect(formatDate(sundayNoon, "vi", "long")).toBe("ngày 22 tháng 11 năm 2026");
  });

  it("uses the parish time zone, not the server's", () => {
    expect(formatDate(new Date("2026-11-22T03:00:00Z"), "en")).toBe("Saturday, November 21, 2026");
    expect(formatDate(new Date("2026-11-22T03:00:00Z"), "vi")).toBe("Thứ Bảy, ngày 21 tháng 11 năm 2026");
    expect(formatDate(sundayNoon, "en")).toBe("Sunday, November 22, 2026");
    expect(formatDate(sundayNoon, "en", "long")).toBe("November 22, 2026");
  });
});

describe("dateOfKey", () => {
  it("reads a YYYY-MM-DD date as that day in Arlington", () => {
    expect(formatDate(dateOfKey("2026-11-22"), "en")).toBe("Sunday, November 22, 2026");
    expect(formatDate(dateOfKey("2027-01-03"), "vi")).toBe("Chúa Nhật, ngày 3 tháng 1 năm 2027");
  });
});
