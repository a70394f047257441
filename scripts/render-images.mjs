// @ts-check
// The image pipeline shared by the slideshow and gallery scripts: the parish's own photo when one is in the folder,
// else our illustration, written as AVIF and WebP at each width.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/** A vertical gradient from `top` to `bottom`, for an illustration's sky. @param {string} id @param {string} top @param {string} bottom */
export const skyGradient = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A soft glow of `color` fading out from the middle. @param {string} id @param {string} color */
export const glow = (id, color) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

/**
 * @param {{ folder: string, scenes: Record<string, string>, width: number, height: number, widths: number[], label: string }} options
 */
export async function renderImages({ folder, scenes, width, height, widths, label }) {
  mkdirSync(folder, { recursive: true });
  for (const [name, scene] of Object.entries(scenes)) {
    const master = await source(folder, name, scene, width, height);
    for (const size of widths) {
      const resized = sharp(master).resize(size);
      await resized
        .clone()
        .avif({ quality: 50, effort: 4 })
        .toFile(join(folder, `${name}-${size}.avif`));
      await resized
        .clone()
        .webp({ quality: 72 })
        .toFile(join(folder, `${name}-${size}.webp`));
    }
    console.log(`${label}: ${name} written`);
  }
}

/**
 * A parish photo named <name>.jpg, .jpeg, .png or .webp wins over the illustration.
 * @param {string} folder @param {string} name @param {string} scene @param {number} width @param {number} height
 */
function source(folder, name, scene, width, height) {
  for (const ext of ["jpg", "jpeg", "png", "webp"]) {
    const photo = join(folder, `${name}.${ext}`);
    if (existsSync(photo)) return sharp(photo).rotate().resize(width, height, { fit: "cover" }).toBuffer();
  }
  return sharp(Buffer.from(scene)).toBuffer();
}
