// Renders the favicon and the Open Graph image from SVG into the PNGs browsers and social sites expect.
// Run once after changing public/favicon.svg: `node scripts/generate-icons.mjs`.
import { readFile } from "node:fs/promises";
import sharp from "sharp";

/** The parish's name and town as the embedded dataset's settings give them, escaped for the SVG below. */
const settings = (await readFile("content/production.ndjson", "utf8"))
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line))
  .find((document) => document._type === "siteSettings");
if (!settings?.parishName)
  throw new Error("content/production.ndjson has no siteSettings document with the parish's name");
const escape = (text) => String(text ?? "").replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
const name = { en: escape(settings.parishName.en), vi: escape(settings.parishName.vi) };
const town = escape(settings.location?.en ?? settings.location?.vi ?? "");

const favicon = await readFile("public/favicon.svg");
await sharp(favicon, { density: 600 }).resize(180, 180).png().toFile("public/apple-touch-icon.png");
await sharp(favicon, { density: 600 }).resize(192, 192).png().toFile("public/icon-192.png");
await sharp(favicon, { density: 600 }).resize(512, 512).png().toFile("public/icon-512.png");

const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <g fill="#0b1537" transform="translate(110 0)"><path d="M900 130l-80 110v390h160V240z"/><path d="M760 360l140-90 140 90v270H760z"/><path d="M890 60h20v40h30v20h-30v40h-20v-40h-30v-20h30z" fill="#fbbf24"/></g>
  <text x="80" y="250" font-family="DejaVu Sans, sans-serif" font-size="60" font-weight="700" fill="#fff">${name.en}</text>
  <text x="80" y="330" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#fde68a">${name.vi}</text>
  <text x="80" y="410" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#e0e7ff">${[town, "Mass Times · Giờ Lễ"].filter(Boolean).join(" · ")}</text>
</svg>`;
await sharp(Buffer.from(ogImage)).png({ compressionLevel: 9 }).toFile("public/og-image.png");
