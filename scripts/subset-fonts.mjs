// @ts-check
// `npm run fonts`: cuts each weight of Be Vietnam Pro the site uses down to Latin and Vietnamese, one WOFF2 file a
// weight, and writes the stylesheet that declares them (app/fonts/). Change the weights or the characters here, then
// run it; a unit test fails while the committed files differ from what this makes.
// The full fonts come from Google Fonts by way of @expo-google-fonts/be-vietnam-pro (OFL-1.1).
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const FONT_DIR = fileURLToPath(new URL("../app/fonts/", import.meta.url));
export const FONT_CSS = `${FONT_DIR}be-vietnam-pro.css`;

/** The weights the site sets, each with its file name in the full family as Google Fonts names it. */
const WEIGHTS = { 400: "400Regular", 600: "600SemiBold", 700: "700Bold" };

/**
 * Basic Latin and Latin-1, the Vietnamese letters and combining tone marks, and the punctuation, currency and arrows
 * of the site's texts: the Latin and Vietnamese sets Google Fonts serves, without Latin Extended.
 */
const UNICODE_RANGE =
  "U+0000-00FF, U+0102-0103, U+0110-0111, U+0128-0129, U+0131, U+0152-0153, U+0168-0169, U+01A0-01A1, U+01AF-01B0, " +
  "U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, " +
  "U+2000-206F, U+20AB-20AC, U+2122, U+2190-2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** @param {string} range one `unicode-range` item such as `U+0102-0103` or `U+0131` */
function codePointsOf(range) {
  const [first = 0, last = first] = range.replace("U+", "").split("-").map((hex) => Number.parseInt(hex, 16));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** @typedef {{ weight: number, source: string, file: string, codePoints: number[] }} FontFace */

/** @type {FontFace[]} */
export const faces = Object.entries(WEIGHTS).map(([weight, source]) => ({
  weight: Number(weight),
  source,
  file: `be-vietnam-pro-${weight}.woff2`,
  codePoints: UNICODE_RANGE.split(", ").flatMap(codePointsOf),
}));

/**
 * `optional`: the font is used only if it is ready when text first paints, never swapped in later, because a late
 * swap re-wraps the Vietnamese header and pushes the page down.
 */
export function fontCss() {
  const declarations = faces.map(
    (face) =>
      `@font-face { font-family: "Be Vietnam Pro"; font-style: normal; font-weight: ${face.weight}; font-display: optional; ` +
      `src: url("./${face.file}") format("woff2"); unicode-range: ${UNICODE_RANGE}; }`,
  );
  return ["/* Written by `npm run fonts` (scripts/subset-fonts.mjs): edit the script, not this file. */", ...declarations, ""].join("\n");
}

/**
 * The face's characters cut from the full font. Hinting is left out: phones do not use it, and it is half the file.
 * @param {FontFace} face
 * @param {"woff2" | "sfnt"} [format]
 */
export async function subsetFace(face, format = "woff2") {
  const path = createRequire(import.meta.url).resolve(`@expo-google-fonts/be-vietnam-pro/${face.source}/BeVietnamPro_${face.source}.ttf`);
  return subsetFont(await readFile(path), String.fromCodePoint(...face.codePoints), { targetFormat: format, noHinting: true });
}

export const fontPath = (/** @type {FontFace} */ face) => `${FONT_DIR}${face.file}`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const face of faces) {
    const font = await subsetFace(face);
    await writeFile(fontPath(face), font);
    console.log(`${fontPath(face)}: weight ${face.weight}, ${face.codePoints.length} code points asked, ${font.length} bytes`);
  }
  await writeFile(FONT_CSS, fontCss());
  console.log(`${FONT_CSS}: ${faces.length} faces`);
}
