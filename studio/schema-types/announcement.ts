import { BellIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { translationNotesField } from "./fields";

export const announcement = defineType({
  name: "announcement",
  title: "Announcement or notice",
  type: "document",
  icon: BellIcon,
  fields: [
    bilingualField({ name: "title", title: "Title · Tiêu đề", kind: "string", requirement: "either", what: "title" }),
    bilingualField({
      name: "content",
      title: "Text · Nội dung",
      kind: "richText",
      requirement: "either",
      what: "text",
    }),
    defineField({
      name: "category",
      title: "Category · Mục",
      description: "The group it shows under on the announcements page.",
      type: "reference",
      to: [{ type: "announcementCategory" }],
      validation: (rule) =>
        rule.custom((value: unknown) => (value ? true : "Choose a category: an announcement without one is not shown.")).warning(),
    }),
    defineField({
      name: "publishDate",
      title: "Date · Ngày đăng",
      description: "Newer announcements come first among those with the same order.",
      type: "date",
      initialValue: () => new Date().toISOString().slice(0, 10),
    }),
    defineField({
      name: "isPublished",
      title: "Shown on the site · Hiển thị",
      description: "Off: kept here but hidden from the site.",
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "displayOrder",
      title: "Order · Thứ tự",
      description: "Lower numbers come first. Leave 0 to sort by date.",
      type: "number",
      initialValue: 0,
      validation: (rule) => rule.integer().error("Use a whole number, for example 1."),
    }),
    defineField({
      name: "titleIsShown",
      title: "Show the title · Hiện tiêu đề",
      description: "Off: only the text is shown (for a short line that needs no heading).",
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "isNotice",
      title: "Notice strip on every page · Dải thông báo trên mọi trang",
      description:
        "For urgent news such as a cancelled Mass: the title shows as a strip at the top of every page. Works only in an important category.",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "noticeEndsAt",
      title: "Notice strip ends · Dải thông báo kết thúc lúc",
      description: "After this moment the strip is no longer shown. Leave empty to show it until the announcement is hidden.",
      type: "datetime",
      hidden: ({ parent }) => !(parent as { isNotice?: boolean } | undefined)?.isNotice,
    }),
    defineField({
      name: "emailSubscribers",
      title: "Email to subscribers · Gửi email cho người nhận tin",
      description: "Sent once to everyone subscribed to parish notices, in their language, when the announcement is shown on the site.",
      type: "boolean",
      initialValue: false,
    }),
    translationNotesField(),
  ],
  orderings: [
    { title: "Newest first", name: "publishDateDesc", by: [{ field: "publishDate", direction: "desc" }] },
    { title: "Order on the site", name: "displayOrder", by: [{ field: "displayOrder", direction: "asc" }, { field: "publishDate", direction: "desc" }] },
  ],
  preview: {
    select: { vi: "title.vi", en: "title.en", date: "publishDate", isPublished: "isPublished", isNotice: "isNotice", category: "category.title.vi" },
    prepare: ({ vi, en, date, isPublished, isNotice, category }) => ({
      title: vi || en || "Untitled announcement",
      subtitle: [
        vi && en ? en : undefined,
        category,
        date,
        isNotice ? "notice strip · dải thông báo" : undefined,
        isPublished === false ? "hidden · đang ẩn" : undefined,
      ]
        .filter(Boolean)
        .join(" · "),
      media: isNotice ? BellIcon : undefined,
    }),
  },
});
