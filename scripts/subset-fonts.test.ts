import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { dictionaries } from "#app/i18n/dictionaries.server";
import { embeddedParish } from "../tests/support/embedded-parish";
import { FONT_CSS, faces, fontCss, fontPath, siteTextFaces, subsetFace } from "./subset-fonts.mjs";

async function codePointsIn(font: Uint8Array): Promise<Set<number>> {
  return new Set(new Face(new Blob(font)).collectUnicodes());
}

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every Vietnamese letter, both cases, bare and with each of the five tone marks, composed as a keyboard types it. */
function vietnameseAlphabet(): string[] {
  const bases = ["a", "ă", "â", "e", "ê", "i", "o", "ô", "ơ", "u", "ư", "y"];
  const tones = ["", "\u0300", "\u0301", "\u0303", "\u0309", "\u0323"];
  const vowels = bases.flatMap((base) => tones.map((tone) => (base + tone).normalize("NFC")));
  const letters = [...vowels, ..."bcdđghklmnpqrstvx"];
  return [...letters, ...letters.map((letter) => letter.toUpperCase())];
}

/** Site texts use a few symbols the family does not draw; the browser takes those from a system font. */
const DRAWN_ELSEWHERE = new Set(["↻"]);

describe("the self-hosted fonts (npm run fonts)", () => {
  it("are what the script writes: the stylesheet, and each weight drawing the characters the script would cut from the full font", async () => {
    expect(readFileSync(FONT_CSS, "utf8"), "the stylesheet is stale: run npm run fonts").toBe(fontCss());
    for (const face of faces) {
      // The characters, not the bytes: another version of the subsetting library may write the same font differently.
      const committed = await codePointsIn(await convert(readFileSync(fontPath(face)), "sfnt"));
      expect(
        [...committed].sort((a, b) => a - b),
        `${face.file} is stale: run npm run fonts`,
      ).toEqual([...(await codePointsIn(await subsetFace(face, "sfnt")))].sort((a, b) => a - b));
    }
  });

  it("keep every character the stylesheet promises that the full family has", async () => {
    for (const face of faces) {
      const kept = await codePointsIn(await subsetFace(face, "sfnt"));
      for (const codePoint of face.codePoints) {
        if (kept.has(codePoint)) continue;
        const full = await codePointsIn(await subsetFace({ ...face, codePoints: [codePoint] }, "sfnt"));
        expect(full.has(codePoint), `U+${codePoint.toString(16)} at weight ${face.weight}`).toBe(false);
      }
    }
  });

  it("draw every letter of Vietnamese and every character of both dictionaries and the parish details from the files every page needs", async () => {
    const text = [...vietnameseAlphabet(), ...stringsIn(dictionaries), ...stringsIn(embeddedParish)].join("");
    const characters = [...new Set(text.normalize("NFC"))].filter(
      (character) => character >= " " && !DRAWN_ELSEWHERE.has(character),
    );
    expect(characters).toContain("ự");
    expect(siteTextFaces.map((face) => face.weight)).toEqual([400, 700]);
    for (const face of siteTextFaces) {
      const kept = await codePointsIn(await subsetFace(face, "sfnt"));
      const missing = characters.filter((character) => !kept.has(character.codePointAt(0) ?? 0));
      expect(missing, `weight ${face.weight}`).toEqual([]);
    }
  });
});
