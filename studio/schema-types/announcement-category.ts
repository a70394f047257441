import { TagIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { categoryColors } from "../../app/features/content/types";
import { bilingualField } from "./bilingual";
import { translationNotesField } from "./fields";
import { both, titled } from "../bilingual-text";

/** The icons the site draws for a category (announcements/category-icon.tsx); any other shows a bell. */
export const categoryIcons = [
  { value: "alert", title: "Warning sign · Cảnh báo" },
  { value: "star", title: "Star · Ngôi sao" },
  { value: "users", title: "People · Nhóm người" },
  { value: "shield", title: "Shield · Khiên bảo vệ" },
  { value: "school", title: "School · Trường học" },
  { value: "hands", title: "Helping hands · Bàn tay giúp đỡ" },
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
  title: titled("Announcement category", "Nhóm thông báo"),
  type: "document",
  icon: TagIcon,
  fields: [
    bilingualField({ name: "title", title: "Name · Tên", kind: "string", requirement: "either", what: "name" }),
    defineField({
      name: "key",
      title: "Key · Mã",
      description: both(
        "A short code the site uses for this category: small letters, digits and _ only, e.g. youth_ministry. Do not change it once set.",
        "Mã ngắn trang web dùng cho nhóm này: chỉ chữ thường, chữ số và dấu _, ví dụ youth_ministry. Đã đặt thì đừng đổi.",
      ),
      type: "string",
      validation: (rule) => [
        rule
          .required()
          .error(
            both("Give the category a key, for example youth_ministry.", "Xin đặt mã cho nhóm, ví dụ youth_ministry."),
          ),
        rule
          .regex(/^[a-z0-9_]+$/)
          .error(
            both(
              "Use small letters, digits and _ only, for example youth_ministry.",
              "Chỉ dùng chữ thường, chữ số và dấu _, ví dụ youth_ministry.",
            ),
          ),
      ],
    }),
    bilingualField({
      name: "description",
      title: "Description · Mô tả",
      kind: "string",
      requirement: "optional",
      what: "description",
    }),
    defineField({
      name: "isVisible",
      title: "Shown on the site · Hiển thị",
      description: both(
        "Off: the category and its announcements are hidden.",
        "Tắt: nhóm này và các thông báo của nhóm được ẩn đi.",
      ),
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "isImportant",
      title: "Important · Quan trọng",
      description: both(
        "On: shown open at the top of the announcements page, and its announcements may be notices (a strip on every page).",
        "Bật: nhóm được mở sẵn ở đầu trang Thông Báo, và thông báo của nhóm có thể hiện thành dải thông báo trên mọi trang.",
      ),
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "displayOrder",
      title: "Order · Thứ tự",
      description: both("Lower numbers come first.", "Số nhỏ đứng trước."),
      type: "number",
      initialValue: 10,
      validation: (rule) =>
        rule.integer().error(both("Use a whole number, for example 3.", "Xin ghi số nguyên, ví dụ 3.")),
    }),
    defineField({
      name: "icon",
      title: "Icon · Biểu tượng",
      type: "string",
      options: { list: [...categoryIcons] },
      validation: (rule) =>
        rule.error(both("Choose one of the icons in the list.", "Xin chọn một biểu tượng trong danh sách.")),
    }),
    defineField({
      name: "backgroundColor",
      title: "Colour · Màu",
      type: "string",
      options: { list: categoryColors.map((value) => ({ value, title: colorTitles[value] })) },
      validation: (rule) =>
        rule.error(both("Choose one of the colours in the list.", "Xin chọn một màu trong danh sách.")),
    }),
    translationNotesField(),
  ],
  orderings: [
    { title: titled("Order", "Thứ tự"), name: "displayOrder", by: [{ field: "displayOrder", direction: "asc" }] },
  ],
  preview: {
    select: { vi: "title.vi", en: "title.en", key: "key", isVisible: "isVisible" },
    prepare: ({ vi, en, key, isVisible }) => ({
      title: vi || en || key || titled("New category", "Nhóm thông báo mới"),
      subtitle: [en && vi ? en : undefined, isVisible === false ? "hidden · đang ẩn" : undefined]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
