// @ts-check
// `npm run fonts`: cuts each weight of Be Vietnam Pro the site uses down to Latin and Vietnamese, and writes the
// stylesheet that declares them (app/fonts/). Each weight comes in two WOFF2 files: the characters of the site's own
// texts, which every page needs, and the rest of Latin and Vietnamese, which a browser fetches only for a page that
// shows one of them (a name with "ñ" in an announcement, say). Change the weights or the characters here, then run
// it; a unit test fails while the committed files differ from what this makes.
// The full fonts come from Google Fonts by way of @expo-google-fonts/be-vietnam-pro (OFL-1.1).
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const FONT_DIR = fileURLToPath(new URL("../app/fonts/", import.meta.url));
export const FONT_CSS = `${FONT_DIR}be-vietnam-pro.css`;

/**
 * The weights the site draws, each with its file name in the full family as Google Fonts names it. Text set semibold
 * (600) is drawn bold: a browser matches a weight above 500 with the nearest heavier face. A third file made the
 * three share a slow link's first round trip three ways; with two, each fits in one (Lantern's simulation of slow
 * 4G: 14.6 KB a connection for two, 10.2 KB for three), and the first paint of the pages measured came 125 to 160 ms
 * sooner (docs/decisions/loading-order.md).
 */
const WEIGHTS = { 400: "400Regular", 700: "700Bold" };

/**
 * All that the two files of a weight hold together: the printing characters of Basic Latin and Latin-1, the Vietnamese
 * letters and combining tone marks, punctuation, currency and arrows; the Latin and Vietnamese sets Google Fonts
 * serves, without Latin Extended.
 */
const LATIN_AND_VIETNAMESE =
  "U+0020-007E, U+00A0-00FF, U+0102-0103, U+0110-0111, U+0128-0129, U+0131, U+0152-0153, U+0168-0169, " +
  "U+01A0-01A1, U+01AF-01B0, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, " +
  "U+0329, U+1EA0-1EF9, U+2000-206F, U+20AB-20AC, U+2122, U+2190-2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * What the site's pages show: printable ASCII; the no-break space, §, ©, · and ×; every Vietnamese letter and tone
 * mark; the thin and narrow spaces, dashes, quotes, bullet and ellipsis of the texts and of dates and times as `Intl`
 * writes them; the dong sign, the arrows and the minus sign. A unit test holds the dictionaries and the parish
 * details to it.
 */
const SITE_TEXT =
  "U+0020-007E, U+00A0, U+00A7, U+00A9, U+00B7, U+00C0-00C3, U+00C8-00CA, U+00CC-00CD, U+00D2-00D5, U+00D7, " +
  "U+00D9-00DA, U+00DD, U+00E0-00E3, U+00E8-00EA, U+00EC-00ED, U+00F2-00F5, U+00F9-00FA, U+00FD, U+0102-0103, " +
  "U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303, U+0309, U+0323, " +
  "U+1EA0-1EF9, U+2009, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+202F, U+20AB, U+2190-2193, U+2212";

/**
 * The OpenType features browsers apply by themselves: composition and marks (the stacked Vietnamese tone marks),
 * kerning, ligatures and localized forms. The family's other features (fractions, stylistic sets and the like) are
 * never asked for by the site, and keeping them keeps the glyphs they reach: a fifth of each file.
 */
const FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn"];

/** @param {string} range a `unicode-range` value such as `U+0102-0103, U+0131` */
function codePointsOf(range) {
  return range.split(", ").flatMap((item) => {
    const [first = 0, last = first] = item
      .replace("U+", "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/** @param {number[]} codePoints in ascending order */
function unicodeRangeOf(codePoints) {
  /** @type {[number, number][]} */
  const runs = [];
  for (const codePoint of codePoints) {
    const last = runs.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  const hex = (/** @type {number} */ codePoint) => codePoint.toString(16).toUpperCase().padStart(4, "0");
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(", ");
}

const siteText = codePointsOf(SITE_TEXT);
const rest = codePointsOf(LATIN_AND_VIETNAMESE).filter((codePoint) => !siteText.includes(codePoint));

/** @typedef {{ weight: number, source: string, file: string, codePoints: number[] }} FontFace */

/**
 * Per weight, the file every page needs, then the one a page needs only for a rarer character.
 * @type {FontFace[]}
 */
export const faces = Object.entries(WEIGHTS).flatMap(([weight, source]) => [
  { weight: Number(weight), source, file: `be-vietnam-pro-${weight}.woff2`, codePoints: siteText },
  { weight: Number(weight), source, file: `be-vietnam-pro-${weight}-more.woff2`, codePoints: rest },
]);

/** The faces every page of the site's own texts needs. */
export const siteTextFaces = faces.filter((face) => face.codePoints === siteText);

/**
 * `optional`: the font is used only if it is ready when text first paints, never swapped in later, because a late
 * swap re-wraps the Vietnamese header and pushes the page down.
 */
export function fontCss() {
  const declarations = faces.map(
    (face) =>
      `@font-face { font-family: "Be Vietnam Pro"; font-style: normal; font-weight: ${face.weight}; font-display: optional; ` +
      `src: url("./${face.file}") format("woff2"); unicode-range: ${unicodeRangeOf(face.codePoints)}; }`,
  );
  return [
    "/* Written by `npm run fonts` (scripts/subset-fonts.mjs): edit the script, not this file. */",
    ...declarations,
    "",
  ].join("\n");
}

/**
 * The face's characters cut from the full font. Hinting is left out: phones do not use it, and it is half the file.
 * @param {FontFace} face
 * @param {"woff2" | "sfnt"} [format]
 */
export async function subsetFace(face, format = "woff2") {
  const path = createRequire(import.meta.url).resolve(
    `@expo-google-fonts/be-vietnam-pro/${face.source}/BeVietnamPro_${face.source}.ttf`,
  );
  return subsetFont(await readFile(path), String.fromCodePoint(...face.codePoints), {
    targetFormat: format,
    noHinting: true,
    keepFeatures: FEATURES,
  });
}

export const fontPath = (/** @type {FontFace} */ face) => `${FONT_DIR}${face.file}`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const face of faces) {
    const font = await subsetFace(face);
    await writeFile(fontPath(face), font);
    console.log(
      `${fontPath(face)}: weight ${face.weight}, ${face.codePoints.length} code points asked, ${font.length} bytes`,
    );
  }
  await writeFile(FONT_CSS, fontCss());
  console.log(`${FONT_CSS}: ${faces.length} faces`);
}
