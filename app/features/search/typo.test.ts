import { describe, expect, it } from "vitest";
import { createTypoFinder, isTypoOf } from "./typo";

describe("isTypoOf", () => {
  it("forgives one letter wrong, missing or extra, or two swapped, in a word of five letters or more", () => {
    expect(isTypoOf("baptsm", "baptism")).toBe(true);
    expect(isTypoOf("confesion", "confession")).toBe(true);
    expect(isTypoOf("baptsim", "baptism")).toBe(true);
    expect(isTypoOf("lecters", "lectors")).toBe(true);
    expect(isTypoOf("bptsm", "baptism")).toBe(false);
    expect(isTypoOf("mssa", "mass")).toBe(false);
  });

  it("never reads one Vietnamese syllable, accents stripped, as another, nor an English word as one", () => {
    for (const [typed, known] of [
      ["thanh", "thang"],
      ["thanh", "than"],
      ["tuong", "truong"],
      ["tuong", "duong"],
      ["phone", "phong"],
      ["nghieng", "nghien"],
    ])
      expect(isTypoOf(typed ?? "", known ?? ""), `${typed} → ${known}`).toBe(false);
  });

  it("never reads a number as another", () => {
    expect(isTypoOf("20261", "20262")).toBe(false);
  });
});

describe("createTypoFinder", () => {
  const typosOf = createTypoFinder(new Set(["confession", "confessions", "baptism", "phong", "thang", "lectors"]));

  it("gives the known words a typed one may be a misspelling of", () => {
    expect(typosOf("confesion")).toEqual(["confession"]);
    expect(typosOf("baptsim")).toEqual(["baptism"]);
    expect(typosOf("lecters")).toEqual(["lectors"]);
    expect(typosOf("confessionz").sort()).toEqual(["confession", "confessions"]);
    expect(typosOf("phone")).toEqual([]);
  });

  it("takes a word the site uses as meant", () => {
    expect(typosOf("confession")).toEqual([]);
  });
});
