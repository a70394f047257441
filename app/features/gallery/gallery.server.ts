import { imageSources } from "#app/features/content/images.server";
import { pickLanguage } from "#app/features/content/localized";
import type { AlbumPhoto, GalleryAlbum } from "#app/features/content/types";
import { dateOfKey, formatDate } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { type AlbumCard, type GalleryPhoto, PHOTO_WIDTHS, RECENT_PHOTO_COUNT } from "./gallery";

const isBlank = (text: string) => text.trim() === "";

export function albumTitle(album: GalleryAlbum, lang: Language): string {
  return pickLanguage(album.title, lang, isBlank) ?? album.slug;
}

function galleryPhoto(album: GalleryAlbum, photo: AlbumPhoto, lang: Language): GalleryPhoto {
  return {
    key: `${album.id}:${photo.key}`,
    image: imageSources(photo.image, PHOTO_WIDTHS, lang),
    caption: pickLanguage(photo.caption, lang, isBlank) ?? null,
  };
}

export function albumPhotos(album: GalleryAlbum, lang: Language): GalleryPhoto[] {
  return album.photos.map((photo) => galleryPhoto(album, photo, lang));
}

export function albumCards(albums: readonly GalleryAlbum[], lang: Language): AlbumCard[] {
  return albums.map((album) => ({
    slug: album.slug,
    title: albumTitle(album, lang),
    date: album.date,
    dateText: formatDate(dateOfKey(album.date), lang, "long"),
    count: album.photos.length,
    cover: album.cover ? imageSources(album.cover, PHOTO_WIDTHS, lang) : null,
  }));
}

/** The newest photos across the albums: the newest album's first, in the order the office gave them. */
export function recentPhotos(albums: readonly GalleryAlbum[], lang: Language): GalleryPhoto[] {
  return albums
    .flatMap((album) => album.photos.map((photo) => ({ album, photo })))
    .slice(0, RECENT_PHOTO_COUNT)
    .map(({ album, photo }) => galleryPhoto(album, photo, lang));
}

/** One album's page: its title, its date as the visitor reads it, and every photo. */
export function albumPage(album: GalleryAlbum, lang: Language) {
  return {
    title: albumTitle(album, lang),
    date: album.date,
    dateText: formatDate(dateOfKey(album.date), lang),
    photos: albumPhotos(album, lang),
  };
}
