import { describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/language";
import { createSearchIndex, type SearchDocument, type SearchKind } from "./search-index";

const doc = (id: string, lang: Language, title: string, body = "", kind: SearchKind = "page"): SearchDocument => ({
  id,
  kind,
  lang,
  title,
  body,
  url: `/${id}`,
  date: null,
});

const documents = [
  doc("baptism", "en", "Baptism", "Welcoming new members into the family of God."),
  doc("baptism", "vi", "Rửa Tội", "Đón nhận thành viên mới vào gia đình Thiên Chúa."),
  doc("mary", "vi", "Đức Mẹ Maria", "Lễ Đức Mẹ Vô Nhiễm."),
  doc("city", "vi", "Thành phố", "Thành phố Arlington."),
  doc("festival", "vi", "Thành phố lễ hội", "Lễ hội mùa thu của thành phố."),
  doc(
    "liturgy",
    "vi",
    "Phụng Vụ",
    "Các thừa tác viên giúp giáo xứ trong việc đọc sách, dâng của lễ, đón tiếp và dọn bàn thờ trước Thánh Lễ mỗi tuần.",
  ),
  doc("mass", "vi", "Thánh Lễ", "Thánh Lễ Chúa Nhật."),
  doc("reconciliation", "en", "Reconciliation", "The sacrament of mercy, also called confession."),
  doc("reconciliation", "vi", "Hòa Giải", "Bí tích Hòa Giải, cũng gọi là xưng tội."),
  doc("bulletin-only-vi", "vi", "Bản Tin tuần này", "Những tin tức của giáo xứ."),
  doc("funeral", "en", "Funeral arrangements", "A priest will call the family."),
  doc("lectors", "en", "Lectors", "Proclaiming the Word."),
  doc("month", "vi", "Lịch tháng 11", "Trường Việt Ngữ, trong khu đường Thần Tài."),
  doc("office", "vi", "Văn Phòng", "Phòng họp."),
  doc("schedule", "vi", "Giờ Lễ", "Thánh Lễ Chúa Nhật.", "schedule"),
  doc("anniversary", "vi", "Xin lễ giỗ", "Xin lễ cầu hồn ngày giỗ của người thân, gửi Văn Phòng Giáo Xứ trước."),
  doc("christmas", "en", "Christmas Masses", "Christmas Eve Mass."),
  doc("christmas", "vi", "Lễ Giáng Sinh", "Đêm Giáng Sinh."),
  { ...doc("issue-en", "en", "Bulletin of November 22", "News of the week."), url: "/bulletin/2026-11-22" },
  { ...doc("issue-vi", "vi", "Bản Tin ngày 22 tháng 11", "Tin tức trong tuần."), url: "/bulletin/2026-11-22" },
];

const index = await createSearchIndex(documents);
const urls = (query: string, lang: Language = "en") => index.search(query, lang).hits.map((hit) => hit.url);
const otherUrls = (query: string, lang: Language = "en") =>
  index.search(query, lang).otherLanguage.map((hit) => hit.url);

describe("the search index", () => {
  it("finds accented words typed without accents, and đ as d", () => {
    expect(urls("duc me", "vi")).toEqual(["/mary"]);
    expect(urls("DUC ME", "vi")).toEqual(["/mary"]);
    expect(urls("rua toi", "vi")[0]).toBe("/baptism");
  });

  it("finds unaccented words typed with accents", () => {
    expect(urls("Báptism")).toEqual(["/baptism"]);
  });

  it("ranks the words typed with their accents first", () => {
    expect(urls("thánh", "vi")[0]).toBe("/mass");
    expect(urls("thành", "vi")[0]).toBe("/city");
    // A page with "giỗ" as typed before the Mass times, whose short title has "Giờ".
    expect(urls("lễ giỗ", "vi")[0]).toBe("/anniversary");
  });

  it("brings the Mass times to a search for the Mass in Vietnamese", () => {
    expect(urls("thanh le", "vi")[0]).toBe("/schedule");
  });

  it("weighs the accents typed in a phrase that also finds another: a city festival never before a page of the Mass", () => {
    const found = urls("thánh lễ", "vi");
    expect(found.indexOf("/liturgy")).toBeGreaterThanOrEqual(0);
    expect(found.indexOf("/liturgy")).toBeLessThan(found.indexOf("/festival"));
  });

  it("matches the beginning of a word", () => {
    expect(urls("bapt")).toEqual(["/baptism"]);
    expect(urls("rửa", "vi")).toEqual(["/baptism"]);
    expect(urls("recon")).toEqual(["/reconciliation"]);
  });

  it("never reads one Vietnamese word, its accents stripped, as another with one letter changed", () => {
    expect(urls("thanh", "vi")).not.toContain("/month");
    expect(urls("tuong", "vi")).not.toContain("/month");
    expect(index.search("phone", "en")).toMatchObject({ hits: [], otherLanguage: [] });
    const [mass] = index.search("thánh lễ", "vi").hits;
    expect(mass?.snippet.filter((run) => run.mark).map((run) => run.text)).toEqual(["Thánh", "Lễ"]);
  });

  it("forgives one typo in a word of five letters or more, not two, and none in a shorter word", () => {
    expect(urls("baptsm")).toEqual(["/baptism"]);
    expect(urls("lectrs")).toEqual(["/lectors"]);
    expect(urls("bptsm")).toEqual([]);
    expect(urls("lecx")).toEqual([]);
  });

  it("forgives two neighbouring letters swapped, in a word of five letters or more", () => {
    expect(urls("baptsim")).toEqual(["/baptism"]);
    expect(urls("funerla")).toEqual(["/funeral"]);
    expect(urls("rceonciliation")).toEqual(["/reconciliation"]);
    expect(urls("hoa giia", "vi")).toContain("/reconciliation");
    expect(urls("mssa")).toEqual([]);
  });

  it("finds the other language's words through the bilingual pairs", () => {
    expect(urls("xung toi")).toContain("/reconciliation");
    expect(urls("confession", "vi")).toContain("/reconciliation");
    expect(urls("baptism", "vi")).toEqual(["/baptism"]);
    expect(urls("bulletin", "vi")).toContain("/bulletin-only-vi");
    expect(urls("tang le")).toEqual(["/funeral"]);
    expect(urls("mass", "vi")).toContain("/mass");
  });

  it("shows the visitor's language first, then items found only in the other language", () => {
    const results = index.search("tuan nay", "en");
    expect(results.hits).toEqual([]);
    expect(results.otherLanguage.map((hit) => [hit.url, hit.lang])).toEqual([["/bulletin-only-vi", "vi"]]);
    // An item found in the visitor's language is not shown again in the other.
    expect(otherUrls("baptism")).toEqual([]);
  });

  it("shows an item found in the other language in the visitor's, when it is in both, and never a page twice", () => {
    const christmas = index.search("christmas", "vi");
    expect(christmas.hits.map((hit) => [hit.url, hit.lang])).toEqual([["/christmas", "vi"]]);
    expect(christmas.otherLanguage).toEqual([]);
    const bulletin = index.search("bulletin", "vi");
    expect([...bulletin.hits, ...bulletin.otherLanguage].filter((hit) => hit.url === "/bulletin/2026-11-22")).toEqual([
      expect.objectContaining({ id: "issue-vi", lang: "vi" }),
    ]);
  });

  it("shows at most thirty results in a language, and says more were found", async () => {
    const many = await createSearchIndex(
      Array.from({ length: 31 }, (_, at) => doc(`advent-${at}`, "en", `Advent ${at}`)),
    );
    expect(many.search("advent", "en")).toMatchObject({ more: true });
    expect(many.search("advent", "en").hits).toHaveLength(30);
    expect(index.search("baptism", "en").more).toBe(false);
  });

  it("needs every word, but when nothing has them all, shows what has some", () => {
    expect(urls("baptism family")).toEqual(["/baptism"]);
    expect(urls("baptism zzzzzz")).toEqual(["/baptism"]);
  });

  it("marks the matched words in the title and the snippet", () => {
    const [hit] = index.search("duc me", "vi").hits;
    expect(hit?.title).toEqual([
      { text: "Đức", mark: true },
      { text: " ", mark: false },
      { text: "Mẹ", mark: true },
      { text: " Maria", mark: false },
    ]);
    expect(hit?.snippet.filter((run) => run.mark).map((run) => run.text)).toEqual(["Đức", "Mẹ"]);
  });

  it("answers nothing, never an error, for a query without words", () => {
    for (const query of ["", "   ", `"*-:()`, "\u0000"])
      expect(index.search(query, "en")).toEqual({ hits: [], otherLanguage: [], more: false });
  });

  it("searches only the words of the engine's syntax and of markup", () => {
    expect(urls(`"baptism" NEAR(`)).toEqual(["/baptism"]);
    expect(urls("<b>lectors</b>")[0]).toBe("/lectors");
  });
});

describe("queries asked again", () => {
  it("answers a query in another order, or in other capitals, from the results already found", () => {
    const first = index.search("christmas eve", "en");
    expect(first.hits[0]?.url).toBe("/christmas");
    expect(index.search("Eve  CHRISTMAS", "en")).toBe(first);
    expect(index.search("christmas eve", "vi")).not.toBe(first);
  });

  it("reads the parish's words for a death anniversary with their accents, whatever the visitor typed", () => {
    // "le gio" may be typed for "lễ giỗ": the page with "giỗ" comes before the Mass times, which say "Giờ Lễ".
    expect(urls("le gio", "vi")[0]).toBe("/anniversary");
    // In English, the Vietnamese words are looked for with their accents only: "Giờ Lễ" is not a death anniversary.
    expect(otherUrls("death anniversary")).toEqual(["/anniversary"]);
    expect(otherUrls("mass for the dead")).toEqual(["/anniversary"]);
  });

  it("keeps accents typed apart: they rank other results first", () => {
    expect(index.search("thánh", "vi")).not.toBe(index.search("thanh", "vi"));
  });

  it("forgives typos in the first three words only, so no query costs more than a few look-ups", async () => {
    const typos = await createSearchIndex([
      doc("sacraments", "en", "Sacraments", "Baptism confession wedding"),
      doc("registration", "en", "Registration"),
    ]);
    const found = (query: string) => typos.search(query, "en").hits.map((hit) => hit.url);
    expect(found("baptsim confesion weding")).toEqual(["/sacraments"]);
    expect(found("baptsim confesion weding registraton")).toEqual(["/sacraments"]);
    expect(found("baptsim confesion weding registration").sort()).toEqual(["/registration", "/sacraments"]);
  });
});
