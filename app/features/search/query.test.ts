import { describe, expect, it } from "vitest";
import { cleanQuery, MAX_QUERY_CHARS, MAX_QUERY_WORDS, queryParts, words } from "./query";

describe("cleanQuery", () => {
  it("answers nothing for an empty, missing or blank query", () => {
    for (const raw of [null, undefined, "", "   ", "\t\n"])
      expect(cleanQuery(raw)).toEqual({ text: "", truncated: false });
  });

  it("caps a 5,000-character query and says so", () => {
    const { text, truncated } = cleanQuery("mass ".repeat(1000));
    expect(truncated).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(text.startsWith("mass mass")).toBe(true);
  });

  it("cuts a long query between characters, never inside one", () => {
    const { text } = cleanQuery("😀".repeat(MAX_QUERY_CHARS + 5));
    expect(Array.from(text)).toHaveLength(MAX_QUERY_CHARS);
    expect(text).toBe("😀".repeat(MAX_QUERY_CHARS));
  });

  it("turns control characters, invisible format characters and the replacement character into spaces", () => {
    expect(cleanQuery("mass\u0000\u0007times\u200b\u202e").text).toBe("mass times");
    expect(cleanQuery("gi\uFFFD\uFFFDo").text).toBe("gi o");
    expect(cleanQuery("lone \uD800 surrogate").text).toBe("lone surrogate");
  });

  it("keeps HTML and the engine's own syntax as text, to be shown escaped", () => {
    expect(cleanQuery(`<script>alert("x")</script>`).text).toBe(`<script>alert("x")</script>`);
    expect(cleanQuery(`"mass" NEAR(a b) -x * OR title:y`).text).toBe(`"mass" NEAR(a b) -x * OR title:y`);
  });

  it("makes combining and precomposed accents one form", () => {
    expect(cleanQuery("tha\u0301nh").text).toBe("thánh");
  });
});

describe("queryParts", () => {
  it("searches the words only, whatever syntax surrounds them", () => {
    expect(words(`"mass" NEAR(a b) -x * OR title:y <b>`)).toEqual([
      "mass",
      "NEAR",
      "a",
      "b",
      "x",
      "OR",
      "title",
      "y",
      "b",
    ]);
    expect(queryParts("*** --- ()")).toEqual([]);
  });

  it("folds each word and keeps the accented form to rank exact matches first", () => {
    expect(queryParts("Thánh Thể")).toEqual([
      { typed: [{ folded: "thanh", exact: "thánh" }], alternatives: [] },
      { typed: [{ folded: "the", exact: "thể" }], alternatives: [] },
    ]);
    expect(queryParts("thanh")).toEqual([{ typed: [{ folded: "thanh", exact: null }], alternatives: [] }]);
  });

  it("knows the bilingual pairs in both directions, the longest phrase first", () => {
    expect(queryParts("confession")[0]?.alternatives).toEqual([
      ["reconciliation"],
      ["giai", "toi"],
      ["xung", "toi"],
      ["hoa", "giai"],
    ]);
    expect(queryParts("xưng tội")[0]?.alternatives).toEqual([
      ["confession"],
      ["reconciliation"],
      ["giai", "toi"],
      ["hoa", "giai"],
    ]);
    expect(queryParts("Mass intention")[0]?.alternatives).toEqual([
      ["xin", "le"],
      ["y", "le"],
    ]);
    expect(queryParts("thanh le")[0]?.alternatives).toEqual([["mass"], ["gio", "le"]]);
    expect(queryParts("gio le")[0]?.alternatives).toEqual([["mass", "times"]]);
    expect(queryParts("rua toi")[0]?.alternatives).toEqual([["baptism"]]);
    expect(queryParts("bản tin")[0]?.alternatives).toEqual([["bulletin"]]);
    expect(queryParts("funeral")[0]?.alternatives).toEqual([
      ["obituary"],
      ["memorial"],
      ["tang", "le"],
      ["tuong", "niem"],
      ["cao", "pho"],
    ]);
    expect(queryParts("mass times")).toHaveLength(1);
  });

  it("knows the parish's words for a death anniversary, a Mass for the dead and Tết, accents kept where they matter", () => {
    expect(queryParts("le gio")[0]?.alternatives).toEqual([
      ["death", "anniversary"],
      ["lễ", "giỗ"],
    ]);
    expect(queryParts("Death Anniversary")[0]?.alternatives).toEqual([["lễ", "giỗ"]]);
    expect(queryParts("cầu hồn")[0]?.alternatives).toEqual([
      ["mass", "for", "the", "dead"],
      ["cầu", "hồn"],
    ]);
    expect(queryParts("mass for the dead")).toHaveLength(1);
    expect(queryParts("tết")[0]?.alternatives).toEqual([
      ["lunar", "new", "year"],
      ["tet", "nguyen", "dan"],
    ]);
    expect(queryParts("lunar new year")[0]?.alternatives).toEqual([["tet", "nguyen", "dan"], ["tet"]]);
  });

  it("knows a pair's word typed with one typo, but never a Vietnamese syllable as another", () => {
    expect(queryParts("confesion")[0]?.alternatives).toContainEqual(["reconciliation"]);
    expect(queryParts("obituray")[0]?.alternatives).toContainEqual(["tuong", "niem"]);
    expect(queryParts("thang le")).toHaveLength(2);
  });

  it("reads at most a few words", () => {
    expect(queryParts("a b c d e f g h i j k l")).toHaveLength(MAX_QUERY_WORDS);
  });
});
