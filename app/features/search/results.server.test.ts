import { describe, expect, it, vi } from "vitest";
import "#app/i18n/dictionaries.server";
import { searchPage } from "./results.server";
import { createSearchIndex, type SearchDocument } from "./search-index";

const documents: SearchDocument[] = [
  {
    id: "/schedule",
    kind: "schedule",
    lang: "en",
    title: "Mass Times",
    body: "Sunday Mass at 8:00 AM.",
    url: "/schedule",
    date: null,
  },
  {
    id: "/schedule",
    kind: "schedule",
    lang: "vi",
    title: "Giờ Lễ",
    body: "Thánh Lễ Chúa Nhật 8:00 sáng.",
    url: "/schedule",
    date: null,
  },
  {
    id: "notice",
    kind: "announcement",
    lang: "en",
    title: "Christmas Masses",
    body: "Mass times at Christmas.",
    url: "/announcements#notice",
    date: "2026-12-01",
  },
  {
    id: "vi-only",
    kind: "bulletin",
    lang: "vi",
    title: "Bản Tin",
    body: "Thánh Lễ Giáng Sinh.",
    url: "/communication-events/bulletin/2026-11-22",
    date: "2026-11-22",
  },
];
const index = () => createSearchIndex(documents);

describe("searchPage", () => {
  it("groups the results by kind, the best group first, with dates in the visitor's language", async () => {
    const page = await searchPage("mass", "en", index);
    expect(page.groups.map((group) => [group.label, group.results.map((result) => result.url)])).toEqual([
      ["Mass times", ["/schedule"]],
      ["Announcements", ["/announcements#notice"]],
    ]);
    expect(page.groups[1]?.results[0]?.date).toBe("December 1, 2026");
    expect(page.otherLanguage.map((group) => group.results.map((result) => [result.url, result.lang]))).toEqual([
      [["/communication-events/bulletin/2026-11-22", "vi"]],
    ]);
    expect(page.summary).toBe("3 results for “mass”");
  });

  it("answers in Vietnamese for a Vietnamese visitor", async () => {
    const page = await searchPage("thanh le", "vi", index);
    expect(page.groups[0]?.label).toBe("Giờ Lễ");
    expect(page.groups[1]?.results[0]?.date).toBe("ngày 22 tháng 11 năm 2026");
    // "Thánh Lễ" is "Mass": the English notice is found too, after the Vietnamese results.
    expect(page.otherLanguage.map((group) => group.label)).toEqual(["Thông Báo"]);
    expect(page.summary).toBe("3 kết quả cho “thanh le”");
  });

  it("lists the bulletins found newest first, and says when more were found than are shown", async () => {
    const issue = (date: string): SearchDocument => ({
      id: `bulletin:${date}`,
      kind: "bulletin",
      lang: "en",
      title: `Bulletin of ${date}`,
      body: date === "2026-11-08" ? "Advent Advent Advent" : "Advent",
      url: `/bulletin/${date}`,
      date,
    });
    const dates = Array.from({ length: 31 }, (_, day) => `2026-10-${String(day + 1).padStart(2, "0")}`);
    const issues = () => createSearchIndex([issue("2026-11-01"), issue("2026-11-08"), issue("2026-11-15")]);
    const page = await searchPage("advent", "en", issues);
    expect(page.groups[0]?.results.map((result) => result.url)).toEqual([
      "/bulletin/2026-11-15",
      "/bulletin/2026-11-08",
      "/bulletin/2026-11-01",
    ]);
    expect(page.summary).toBe("3 results for “advent”");
    const many = await searchPage("advent", "en", () => createSearchIndex(dates.map(issue)));
    expect(many.summary).toBe("More than 30 results for “advent”, the closest first. Add a word to narrow them.");
  });

  it("asks the parish office when nothing was found", async () => {
    expect(await searchPage("zzzqqq", "vi", index)).toMatchObject({ askOffice: true, groups: [], otherLanguage: [] });
    expect((await searchPage("mass", "vi", index)).askOffice).toBe(false);
  });

  it("asks for a query when there is none, without building the index", async () => {
    const build = vi.fn(index);
    for (const raw of [null, "", "   ", "\u0000\u0001", "\uFFFD\uFFFD"]) {
      const page = await searchPage(raw, "en", build);
      expect(page).toMatchObject({ query: "", groups: [], otherLanguage: [], truncatedNote: null });
      expect(page.summary).toMatch(/Type what you are looking for/);
    }
    expect(build).not.toHaveBeenCalled();
  });

  it("cuts a 5,000-character query and says so in the visitor's language", async () => {
    const page = await searchPage("x".repeat(5000), "vi", index);
    expect(page.query).toHaveLength(100);
    expect(page.truncatedNote).toBe("Nội dung tìm kiếm quá dài: chỉ 100 ký tự đầu được dùng để tìm.");
  });

  it("shows markup and the engine's syntax back as the text typed, and finds nothing in them", async () => {
    for (const raw of ["<script>alert(1)</script>", `"*" NEAR( OR -:`]) {
      const page = await searchPage(raw, "en", index);
      expect(page.groups).toEqual([]);
      expect(page.summary).toContain("Nothing was found");
    }
    expect((await searchPage("<img src=x>", "en", index)).query).toBe("<img src=x>");
  });

  it("shows no results, not an error, when the index cannot be built", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = await searchPage("mass", "en", () => Promise.reject(new Error("broken")));
    expect(page).toMatchObject({ query: "mass", groups: [], otherLanguage: [] });
  });
});
