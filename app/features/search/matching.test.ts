import { describe, expect, it } from "vitest";
import { accentWeight, markedTerms, partMatch } from "./matching";
import { queryParts } from "./query";
import { createTypoFinder } from "./typo";

const parts = (text: string, vocabulary: string[] = []) =>
  queryParts(text).map((part) => partMatch(part, createTypoFinder(new Set(vocabulary))));

describe("markedTerms", () => {
  it("marks what a word reached through a typo only when the word itself is not in the result", () => {
    const confesion = parts("confesion saturday", ["confession"]);
    expect(markedTerms(confesion, ["confesion", "confession"])).toEqual(new Set(["confesion"]));
    // The word typed with a typo had nothing else to mark.
    expect(markedTerms(confesion, ["confession", "saturday"])).toEqual(new Set(["confession", "saturday"]));
    expect(markedTerms(parts("lectrs", ["lectors"]), ["lectors"])).toEqual(new Set(["lectors"]));
  });

  it("marks the words of the other language's phrase", () => {
    expect(markedTerms(parts("xung toi"), ["confession", "toi"])).toEqual(new Set(["confession", "toi"]));
  });
});

describe("accentWeight", () => {
  it("keeps a result's whole score when it has each word as typed with its accents, a part of it for each it lacks", () => {
    const typed = parts("lễ giỗ");
    expect(accentWeight(typed, ["le", "lễ", "gio", "giỗ"])).toBe(1);
    expect(accentWeight(typed, ["le", "lễ", "gio", "giờ"])).toBeLessThan(0.2);
    // Found through the phrase's other language, nothing was typed with other accents.
    expect(accentWeight(parts("thánh lễ"), ["mass"])).toBe(1);
  });
});
