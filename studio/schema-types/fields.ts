import { defineArrayMember, defineField, type ImageRule } from "sanity";
import { type Bilingual, isBlank } from "./bilingual";
import { both } from "../bilingual-text";

/** Notes for whoever translates the text; the site never shows them. */
export function translationNotesField() {
  return defineField({
    name: "translationNotes",
    title: "Notes for translators · Ghi chú cho người dịch",
    description: both("Not shown on the site.", "Không hiện trên trang web."),
    type: "text",
    rows: 3,
  });
}

/** A name that must hold more than spaces (the site's zod schemas trim it and refuse an empty one). */
export function nameField(options: { title: string; description: string; message: string }) {
  const { title, description, message } = options;
  return defineField({
    name: "name",
    title,
    description,
    type: "string",
    validation: (rule) => [
      rule.required().error(message),
      rule.custom((value: string | undefined) => (!value || value.trim() !== "" ? true : message)),
    ],
  });
}

/** What a picture shows, read aloud to blind visitors: a warning, not an error, so an upload is never refused for it. */
function altWarning(rule: ImageRule) {
  return rule
    .custom((image: { asset?: unknown; alt?: Bilingual<string> } | undefined) =>
      !image?.asset || !isBlank(image.alt?.en) || !isBlank(image.alt?.vi)
        ? true
        : both(
            "Say what the picture shows, for visitors who cannot see it.",
            "Xin mô tả hình, cho người không nhìn thấy được.",
          ),
    )
    .warning();
}

/** The fields every picture carries: what it shows, and for an album's photos an optional caption. */
function pictureFields(withCaption: boolean) {
  return [
    defineField({
      name: "alt",
      title: "What the picture shows · Mô tả hình",
      description: both(
        "Read aloud to blind visitors, e.g. “Children receiving their First Communion”.",
        "Được đọc lên cho người khiếm thị, ví dụ “Các em Rước Lễ Lần Đầu”.",
      ),
      type: "bilingualString",
    }),
    ...(withCaption
      ? [
          defineField({
            name: "caption",
            title: "Caption · Chú thích",
            description: both(
              "Optional. Shown under the photo when it is enlarged.",
              "Không bắt buộc. Hiện dưới hình khi hình được phóng to.",
            ),
            type: "bilingualString",
          }),
        ]
      : []),
  ];
}

/** A picture field: uploaded once, cut by Sanity for every screen, described in both languages. */
export function pictureField(options: { name: string; title: string; description: string; required?: string }) {
  const { name, title, description, required } = options;
  return defineField({
    name,
    title,
    description,
    type: "image",
    options: { hotspot: true },
    validation: (rule) => (required ? [rule.required().error(required), altWarning(rule)] : altWarning(rule)),
    fields: pictureFields(false),
  });
}

/** One photo of an album, in the album's list. */
export function albumPhotoMember() {
  return defineArrayMember({
    type: "image",
    options: { hotspot: true },
    validation: (rule) => altWarning(rule),
    fields: pictureFields(true),
  });
}
