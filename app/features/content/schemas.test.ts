import { describe, expect, it, vi } from "vitest";
import { safeHref } from "./safe-href";
import { parseAnnouncements, parseCategories, parseMemorials, pickLanguage } from "./schemas";

describe("parseAnnouncements", () => {
  it("accepts a plain or per-language title and plain or per-language content", () => {
    const [plain, perLanguage] = parseAnnouncements([
      { _id: "a", title: "Same title", content: "First paragraph.\n\nSecond paragraph.", category: { _id: "c", key: "important" } },
      { _id: "b", title: { en: "English", vi: "Tiếng Việt" }, content: { en: "English text", vi: [{ _type: "block", children: [{ _type: "span", text: "Chữ" }] }] } },
    ]);
    expect(plain?.title).toEqual({ en: "Same title", vi: "Same title" });
    expect(plain?.content.en?.map((block) => block.children[0]?.text)).toEqual(["First paragraph.", "Second paragraph."]);
    expect(plain?.categoryKey).toBe("important");
    expect(plain?.titleIsShown).toBe(true);
    expect(plain?.isNotice).toBe(false);
    expect(perLanguage?.title).toEqual({ en: "English", vi: "Tiếng Việt" });
    expect(perLanguage?.content.vi?.[0]?.children[0]?.text).toBe("Chữ");
    expect(perLanguage?.categoryKey).toBeNull();
  });

  it("leaves out a malformed document, and blocks it cannot render, but keeps the rest", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const rows = parseAnnouncements([{ title: "no id" }, { _id: "ok", content: [{ _type: "image" }, { _type: "block", children: [{ _type: "span", text: "kept" }, { _type: "inlineImage" }] }] }]);
    expect(rows.map((row) => row.id)).toEqual(["ok"]);
    expect(rows[0]?.content.en).toEqual([{ _type: "block", children: [{ _type: "span", text: "kept" }] }]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("throws when the result is not a list at all", () => {
    expect(() => parseAnnouncements({ result: [] })).toThrow();
  });
});

describe("parseCategories", () => {
  it("keeps a colour of the spec's set and replaces any other with primary", () => {
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
    expect(parseMemorials([{ _id: "m", name: "Anna Phạm Thị Mai", link: "javascript:alert(1)" }])).toEqual([{ id: "m", name: "Anna Phạm Thị Mai", link: null }]);
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
