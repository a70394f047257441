import { describe, expect, it } from "vitest";
import { fold, lowerExact } from "./fold";

/** Every Vietnamese vowel, plain and with its vowel mark, each with the five tone marks (combining: grave, acute, hook, tilde, dot). */
const VOWELS: Record<string, string> = {
  a: "a",
  ă: "a",
  â: "a",
  e: "e",
  ê: "e",
  i: "i",
  o: "o",
  ô: "o",
  ơ: "o",
  u: "u",
  ư: "u",
  y: "y",
};
const TONES = ["\u0300", "\u0301", "\u0309", "\u0303", "\u0323"];

describe("fold", () => {
  for (const [vowel, base] of Object.entries(VOWELS)) {
    it(`folds ${vowel} with every tone, precomposed and combining, lower and upper case, to ${base}`, () => {
      for (const tone of TONES) {
        const combining = `${vowel}${tone}`;
        const precomposed = combining.normalize("NFC");
        expect(precomposed.length).toBe(1);
        for (const form of [combining, precomposed, precomposed.toUpperCase(), combining.toUpperCase()])
          expect(fold(form)).toBe(base);
      }
    });
  }

  it("folds đ and Đ to d", () => {
    expect(fold("Đức Mẹ")).toBe("duc me");
    expect(fold("đ")).toBe("d");
    expect(fold("ĐĐ")).toBe("dd");
  });

  it("folds whole phrases typed either way", () => {
    expect(fold("Thánh Lễ")).toBe("thanh le");
    expect(fold("Giờ Lễ Chúa Nhật")).toBe("gio le chua nhat");
    expect(fold("XƯNG TỘI")).toBe("xung toi");
    expect(fold("BAPTISM")).toBe("baptism");
  });

  it("keeps accents, in one normal form, for the exact comparison", () => {
    expect(lowerExact("THÁNH")).toBe("thánh");
    expect(lowerExact("tha\u0301nh")).toBe("thánh");
  });
});
