import { TagIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { categoryColors } from "../../app/features/content/types";
import { bilingualField } from "./bilingual";
import { translationNotesField } from "./fields";

/** The icons the site draws for a category (announcements/category-icon.tsx); any other shows a bell. */
export const categoryIcons = [
  { value: "alert", title: "Warning sign · Cảnh báo" },
  { value: "star", title: "Star · Ngôi sao" },
  { value: "users", title: "People · Mọi người" },
  { value: "shield", title: "Shield · Khiên bảo vệ" },
  { value: "school", title: "School · Trường học" },
  { value: "hands", title: "Helping hands · Bàn tay" },
  { value: "church", title: "Church · Nhà thờ" },
] as const;

const colorTitles: Record<(typeof categoryColors)[number], string> = {
  primary: "Parish blue · Xanh giáo xứ",
  red: "Red · Đỏ",
  orange: "Orange · Cam",
  green: "Green · Xanh lá",
  blue: "Blue · Xanh dương",
  purple: "Purple · Tím",
  gray: "Gray · Xám",
};

export const announcementCategory = defineType({
  name: "announcementCategory",
  title: "Announcement category",
  type: "document",
  icon: TagIcon,
  fields: [
    bilingualField({ name: "title", title: "Name · Tên", kind: "string", requirement: "either", what: "name" }),
    defineField({
      name: "key",
      title: "Key · Mã",
      description: "A short code the site uses for this category: small letters, digits and _ only, e.g. youth_ministry. Do not change it once set.",
      type: "string",
      validation: (rule) => [
        rule.required().error("Give the category a key, for example youth_ministry."),
        rule.regex(/^[a-z0-9_]+$/).error("Use small letters, digits and _ only, for example youth_ministry."),
      ],
    }),
    bilingualField({ name: "description", title: "Description · Mô tả", kind: "string", requirement: "optional", what: "description" }),
    defineField({
      name: "isVisible",
      title: "Shown on the site · Hiển thị",
      description: "Off: the category and its announcements are hidden.",
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "isImportant",
      title: "Important · Quan trọng",
      description: "On: shown open at the top of the announcements page, and its announcements may be notices (a strip on every page).",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "displayOrder",
      title: "Order · Thứ tự",
      description: "Lower numbers come first.",
      type: "number",
      initialValue: 10,
      validation: (rule) => rule.integer().error("Use a whole number, for example 3."),
    }),
    defineField({
      name: "icon",
      title: "Icon · Biểu tượng",
      type: "string",
      options: { list: [...categoryIcons] },
      validation: (rule) => rule.error("Choose one of the icons in the list."),
    }),
    defineField({
      name: "backgroundColor",
      title: "Colour · Màu",
      type: "string",
      options: { list: categoryColors.map((value) => ({ value, title: colorTitles[value] })) },
      validation: (rule) => rule.error("Choose one of the colours in the list."),
    }),
    translationNotesField(),
  ],
  orderings: [{ title: "Order", name: "displayOrder", by: [{ field: "displayOrder", direction: "asc" }] }],
  preview: {
    select: { vi: "title.vi", en: "title.en", key: "key", isVisible: "isVisible" },
    prepare: ({ vi, en, key, isVisible }) => ({
      title: vi || en || key || "New category",
      subtitle: [en && vi ? en : undefined, isVisible === false ? "hidden · đang ẩn" : undefined].filter(Boolean).join(" · "),
    }),
  },
});
