/** The widths each gallery image is written at by scripts/generate-gallery.mjs, as AVIF and WebP. */
export const galleryWidths = [400, 800, 1200] as const;
export const galleryImageSize = { width: 1200, height: 800 } as const;
export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Six categories with their photo counts; names are in the gallery dictionary. */
export const photoCategories = [
  { id: "liturgy", count: 24 },
  { id: "youth", count: 18 },
  { id: "faith-formation", count: 15 },
  { id: "parish-life", count: 12 },
  { id: "vietnamese-school", count: 20 },
  { id: "celebrations", count: 16 },
] as const;

/** "Recent uploads" shows this many thumbnails. */
export const recentPhotos = [
  "easter-vigil",
  "palm-sunday",
  "first-communion",
  "youth-retreat",
  "tet-festival",
  "choir-practice",
  "food-pantry",
  "church-at-dusk",
] as const;

export type CategoryId = (typeof photoCategories)[number]["id"];
export type GalleryImage = CategoryId | (typeof recentPhotos)[number];

export function imageUrl(image: GalleryImage, format: ImageFormat, width: number): string {
  return `/images/gallery/${image}-${width}.${format}`;
}

export function imageSrcSet(image: GalleryImage, format: ImageFormat): string {
  return galleryWidths.map((width) => `${imageUrl(image, format, width)} ${width}w`).join(", ");
}

/** The index reached by moving `step` from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  return (((index + step) % length) + length) % length;
}
