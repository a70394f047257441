import type { ImageSources } from "#app/features/content/images.server";
import { featurePages } from "#app/site/site-map";

/** Each album has an address of its own. */
export const albumPath = (slug: string) => `${featurePages.photoGallery}/${slug}`;

/** A photo as the page shows it: its sizes and alt text chosen by the server in the visitor's language. */
export interface GalleryPhoto {
  key: string;
  image: ImageSources;
  caption: string | null;
}

/** An album in the list: its cover, title and date in the visitor's language, and how many photos it holds. */
export interface AlbumCard {
  slug: string;
  title: string;
  date: string;
  /** The date as the visitor reads it. */
  dateText: string;
  count: number;
  cover: ImageSources | null;
}

/** "Recent uploads" shows this many photos. */
export const RECENT_PHOTO_COUNT = 8;

/** The widths each photo is offered at: a thumbnail on a phone up to the lightbox on a wide screen. */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;

/** The index reached by moving `step` from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  return (((index + step) % length) + length) % length;
}
