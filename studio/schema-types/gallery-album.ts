import { ImagesIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { type Bilingual, bilingualField } from "./bilingual";
import { albumPhotoMember, pictureField } from "./fields";
import { both, titled } from "../bilingual-text";

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
  title: titled("Photo album", "Album hình"),
  type: "document",
  icon: ImagesIcon,
  fields: [
    bilingualField({
      name: "title",
      title: "Title · Tên album",
      kind: "string",
      requirement: "either",
      what: "title",
      description: both("E.g. Tết 2027 · Lunar New Year 2027.", "Ví dụ: Tết Đinh Mùi 2027."),
    }),
    defineField({
      name: "slug",
      title: "Address · Địa chỉ trang",
      description: both(
        "The end of the album's web address. Press Generate to make it from the title.",
        "Phần cuối địa chỉ trang của album. Bấm Tạo để làm từ tên album.",
      ),
      type: "slug",
      options: {
        source: (document) => {
          const title = (document as { title?: Bilingual<string> }).title;
          return title?.en || title?.vi || "";
        },
        slugify: albumSlug,
      },
      validation: (rule) => [
        rule
          .required()
          .error(both("Press Generate to give the album its address.", "Xin bấm Tạo để đặt địa chỉ trang cho album.")),
        rule.custom((value: { current?: string } | undefined) =>
          !value?.current || SLUG.test(value.current)
            ? true
            : both(
                "Use small letters, digits and dashes only, e.g. tet-2027.",
                "Chỉ dùng chữ thường, chữ số và dấu gạch ngang, ví dụ tet-2027.",
              ),
        ),
      ],
    }),
    defineField({
      name: "date",
      title: "Date · Ngày",
      description: both(
        "The day of the event. The newest albums show first.",
        "Ngày của sự kiện. Album mới nhất hiện trước.",
      ),
      type: "date",
      validation: (rule) => rule.required().error(both("Choose the day of the event.", "Xin chọn ngày của sự kiện.")),
    }),
    pictureField({
      name: "cover",
      title: "Cover · Hình bìa",
      description: both("The photo shown for the album in the list.", "Hình đại diện cho album trong danh sách."),
      required: both("Choose a cover photo.", "Xin chọn hình bìa."),
    }),
    defineField({
      name: "photos",
      title: "Photos · Các hình",
      description: both(
        "Drag several photos here at once. Drag them to change their order.",
        "Kéo nhiều hình vào đây cùng lúc. Kéo hình để đổi thứ tự.",
      ),
      type: "array",
      of: [albumPhotoMember()],
      options: { layout: "grid" },
      validation: (rule) => rule.min(1).error(both("Add at least one photo.", "Xin thêm ít nhất một hình.")),
    }),
  ],
  orderings: [
    { title: titled("Newest first", "Mới nhất trước"), name: "dateDesc", by: [{ field: "date", direction: "desc" }] },
  ],
  preview: {
    select: { vi: "title.vi", en: "title.en", date: "date", media: "cover", photos: "photos" },
    prepare: ({ vi, en, date, media, photos }) => ({
      title: vi || en || titled("New album", "Album hình mới"),
      subtitle: [en && vi ? en : undefined, date, Array.isArray(photos) ? `${photos.length} hình · photos` : undefined]
        .filter(Boolean)
        .join(" · "),
      media,
    }),
  },
});
