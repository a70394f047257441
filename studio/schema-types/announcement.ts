import { BellIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { translationNotesField } from "./fields";
import { both, titled } from "../bilingual-text";

export const announcement = defineType({
  name: "announcement",
  title: titled("Announcement or notice", "Thông báo"),
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
      title: "Category · Nhóm thông báo",
      description: both(
        "The group it shows under on the announcements page.",
        "Nhóm mà thông báo này được xếp vào trên trang Thông Báo.",
      ),
      type: "reference",
      to: [{ type: "announcementCategory" }],
      validation: (rule) =>
        rule
          .custom((value: unknown) =>
            value
              ? true
              : both(
                  "Choose a category: an announcement without one is not shown.",
                  "Xin chọn nhóm thông báo: thông báo không có nhóm sẽ không hiện trên trang web.",
                ),
          )
          .warning(),
    }),
    defineField({
      name: "publishDate",
      title: "Date · Ngày đăng",
      description: both(
        "Newer announcements come first among those with the same order.",
        "Trong các thông báo cùng thứ tự, thông báo mới hơn đứng trước.",
      ),
      type: "date",
      initialValue: () => new Date().toISOString().slice(0, 10),
    }),
    defineField({
      name: "isPublished",
      title: "Shown on the site · Hiển thị",
      description: both(
        "Off: kept here but hidden from the site.",
        "Tắt: vẫn giữ ở đây nhưng không hiện trên trang web.",
      ),
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "displayOrder",
      title: "Order · Thứ tự",
      description: both(
        "Lower numbers come first. Leave 0 to sort by date.",
        "Số nhỏ đứng trước. Để 0 thì xếp theo ngày.",
      ),
      type: "number",
      initialValue: 0,
      validation: (rule) =>
        rule.integer().error(both("Use a whole number, for example 1.", "Xin ghi số nguyên, ví dụ 1.")),
    }),
    defineField({
      name: "titleIsShown",
      title: "Show the title · Hiện tiêu đề",
      description: both(
        "Off: only the text is shown (for a short line that needs no heading).",
        "Tắt: chỉ hiện nội dung (cho một dòng ngắn không cần tiêu đề).",
      ),
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "isNotice",
      title: "Notice strip on every page · Dải thông báo trên mọi trang",
      description: both(
        "For urgent news such as a cancelled Mass: the title shows as a strip at the top of every page. Works only in an important category.",
        "Cho tin khẩn như hủy Thánh Lễ: tiêu đề hiện thành một dải ở đầu mọi trang. Chỉ có hiệu lực trong nhóm thông báo quan trọng.",
      ),
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "noticeEndsAt",
      title: "Notice strip ends · Dải thông báo kết thúc lúc",
      description: both(
        "After this moment the strip is no longer shown. Leave empty to show it until the announcement is hidden.",
        "Sau giờ này dải thông báo không còn hiện nữa. Để trống thì dải hiện cho đến khi thông báo được ẩn.",
      ),
      type: "datetime",
      hidden: ({ parent }) => !(parent as { isNotice?: boolean } | undefined)?.isNotice,
    }),
    defineField({
      name: "emailSubscribers",
      title: titled("Email to subscribers", "Gửi email cho người nhận tin"),
      description: both(
        "Sent once to everyone subscribed to parish notices, in their language, when the announcement is shown on the site.",
        "Gửi một lần cho mọi người đăng ký nhận thông báo của giáo xứ, bằng ngôn ngữ họ chọn, khi thông báo hiện trên trang web.",
      ),
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "inBulletin",
      title: titled("In the bulletin", "Trong Bản Tin"),
      description: both(
        "Printed in the weekly bulletin the site composes, from its date until it is hidden or its notice strip ends. Untick it to keep it on the site only.",
        "In trong Bản Tin hằng tuần mà trang web soạn, từ ngày đăng cho đến khi ẩn hoặc dải thông báo kết thúc. Bỏ chọn nếu chỉ muốn đăng trên trang web.",
      ),
      type: "boolean",
      initialValue: true,
    }),
    translationNotesField(),
  ],
  orderings: [
    {
      title: titled("Newest first", "Mới nhất trước"),
      name: "publishDateDesc",
      by: [{ field: "publishDate", direction: "desc" }],
    },
    {
      title: titled("Order on the site", "Thứ tự trên trang web"),
      name: "displayOrder",
      by: [
        { field: "displayOrder", direction: "asc" },
        { field: "publishDate", direction: "desc" },
      ],
    },
  ],
  preview: {
    select: {
      vi: "title.vi",
      en: "title.en",
      date: "publishDate",
      isPublished: "isPublished",
      isNotice: "isNotice",
      category: "category.title.vi",
    },
    prepare: ({ vi, en, date, isPublished, isNotice, category }) => ({
      title: vi || en || titled("Untitled announcement", "Thông báo chưa có tiêu đề"),
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
