import { ImagesIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { type Bilingual, bilingualField } from "./bilingual";
import { albumPhotoMember, pictureField } from "./fields";

/** An album's address on the site: small letters, digits and dashes, with the Vietnamese marks taken off. */
export function albumSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const galleryAlbum = defineType({
  name: "galleryAlbum",
  title: "Photo album",
  type: "document",
  icon: ImagesIcon,
  fields: [
    bilingualField({ name: "title", title: "Title · Tên album", kind: "string", requirement: "either", what: "title", description: "E.g. Tết 2027 · Lunar New Year 2027." }),
    defineField({
      name: "slug",
      title: "Address · Địa chỉ trang",
      description: "The end of the album's web address. Press Generate to make it from the title.",
      type: "slug",
      options: {
        source: (document) => {
          const title = (document as { title?: Bilingual<string> }).title;
          return title?.en || title?.vi || "";
        },
        slugify: albumSlug,
      },
      validation: (rule) => [
        rule.required().error("Press Generate to give the album its address."),
        rule.custom((value: { current?: string } | undefined) => (!value?.current || SLUG.test(value.current) ? true : "Use small letters, digits and dashes only, e.g. tet-2027.")),
      ],
    }),
    defineField({
      name: "date",
      title: "Date · Ngày",
      description: "The day of the event. The newest albums show first.",
      type: "date",
      validation: (rule) => rule.required().error("Choose the day of the event."),
    }),
    pictureField({ name: "cover", title: "Cover · Hình bìa", description: "The photo shown for the album in the list.", required: "Choose a cover photo." }),
    defineField({
      name: "photos",
      title: "Photos · Hình ảnh",
      description: "Drag several photos here at once. Drag them to change their order.",
      type: "array",
      of: [albumPhotoMember()],
      options: { layout: "grid" },
      validation: (rule) => rule.min(1).error("Add at least one photo."),
    }),
  ],
  orderings: [{ title: "Newest first", name: "dateDesc", by: [{ field: "date", direction: "desc" }] }],
  preview: {
    select: { vi: "title.vi", en: "title.en", date: "date", media: "cover", photos: "photos" },
    prepare: ({ vi, en, date, media, photos }) => ({
      title: vi || en || "New album",
      subtitle: [en && vi ? en : undefined, date, Array.isArray(photos) ? `${photos.length} hình · photos` : undefined].filter(Boolean).join(" · "),
      media,
    }),
  },
});
