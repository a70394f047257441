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
  doc("mass", "vi", "Thánh Lễ", "Thánh Lễ Chúa Nhật."),
  doc("reconciliation", "en", "Reconciliation", "The sacrament of mercy, also called confession."),
  doc("reconciliation", "vi", "Hòa Giải", "Bí tích Hòa Giải, cũng gọi là xưng tội."),
  doc("bulletin-only-vi", "vi", "Bản Tin tuần này", "Những tin tức của giáo xứ."),
  doc("funeral", "en", "Funeral arrangements", "A priest will call the family."),
  doc("lectors", "en", "Lectors", "Proclaiming the Word."),
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
  });

  it("matches the beginning of a word", () => {
    expect(urls("bapt")).toEqual(["/baptism"]);
    expect(urls("rửa", "vi")).toEqual(["/baptism"]);
    expect(urls("recon")).toEqual(["/reconciliation"]);
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
    expect(urls("bulletin", "vi")).toEqual(["/bulletin-only-vi"]);
    expect(urls("tang le")).toEqual(["/funeral"]);
    expect(urls("mass", "vi")).toContain("/mass");
  });

  it("shows the visitor's language first, then items found only in the other language", () => {
    const results = index.search("tin", "en");
    expect(results.hits).toEqual([]);
    expect(results.otherLanguage.map((hit) => [hit.url, hit.lang])).toEqual([["/bulletin-only-vi", "vi"]]);
    // An item found in the visitor's language is not shown again in the other.
    expect(otherUrls("baptism")).toEqual([]);
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
      expect(index.search(query, "en")).toEqual({ hits: [], otherLanguage: [] });
  });

  it("searches only the words of the engine's syntax and of markup", () => {
    expect(urls(`"baptism" NEAR(`)).toEqual(["/baptism"]);
    expect(urls("<b>lectors</b>")[0]).toBe("/lectors");
  });
});
