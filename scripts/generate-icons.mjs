// Renders the favicon and the Open Graph image from SVG into the PNGs browsers and social sites expect.
// Run once after changing public/favicon.svg: `node scripts/generate-icons.mjs`.
import { readFile } from "node:fs/promises";
import sharp from "sharp";

const favicon = await readFile("public/favicon.svg");
await sharp(favicon, { density: 600 }).resize(180, 180).png().toFile("public/apple-touch-icon.png");
await sharp(favicon, { density: 600 }).resize(192, 192).png().toFile("public/icon-192.png");
await sharp(favicon, { density: 600 }).resize(512, 512).png().toFile("public/icon-512.png");

// The picture a shared link shows: a church at dusk and nothing of any one parish, whose name the card gives beside
// it (`og:title`, `og:site_name`), so the site serves any parish without a picture of its own.
const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <g fill="#0b1537" transform="translate(-300 0)"><path d="M900 130l-80 110v390h160V240z"/><path d="M760 360l140-90 140 90v270H760z"/><path d="M890 60h20v40h30v20h-30v40h-20v-40h-30v-20h30z" fill="#fbbf24"/></g>
</svg>`;
await sharp(Buffer.from(ogImage)).png({ compressionLevel: 9 }).toFile("public/og-image.png");
