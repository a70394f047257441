import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type GalleryImage, galleryWidths, imageFormats, imageSrcSet, imageUrl, photoCategories, recentPhotos, wrapIndex } from "./gallery";

const publicFolder = fileURLToPath(new URL("../../../public", import.meta.url));

describe("the photo gallery", () => {
  it("has the six categories of the spec with their counts", () => {
    expect(photoCategories.map((category) => category.count)).toEqual([24, 18, 15, 12, 20, 16]);
  });

  it("shows eight recent uploads", () => {
    expect(recentPhotos).toHaveLength(8);
    expect(new Set(recentPhotos).size).toBe(8);
  });

  it("has every image file it refers to, in every width and format", () => {
    const images: GalleryImage[] = [...photoCategories.map((category) => category.id), ...recentPhotos];
    const missing = images.flatMap((image) =>
      imageFormats.flatMap((format) => galleryWidths.map((width) => imageUrl(image, format, width))).filter((url) => !existsSync(`${publicFolder}${url}`)),
    );
    expect(missing).toEqual([]);
  });

  it("offers each width in the srcset", () => {
    expect(imageSrcSet("youth", "avif")).toBe("/images/gallery/youth-400.avif 400w, /images/gallery/youth-800.avif 800w, /images/gallery/youth-1200.avif 1200w");
  });

  it("wraps around at both ends when moving through photos", () => {
    expect(wrapIndex(7, 1, 8)).toBe(0);
    expect(wrapIndex(0, -1, 8)).toBe(7);
    expect(wrapIndex(3, 1, 8)).toBe(4);
  });
});
