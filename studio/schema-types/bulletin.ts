import { DocumentPdfIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { both, titled } from "../bilingual-text";

export const bulletinLanguages = [
  { value: "vi", title: "Vietnamese edition · Bản tiếng Việt" },
  { value: "en", title: "English edition · Bản tiếng Anh" },
] as const;

/** A bulletin belongs to a Sunday; one for a weekday (Christmas, a holy day) is allowed, with a word of warning. */
export function checkSunday(value: string | undefined): true | string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  return new Date(`${value}T12:00:00Z`).getUTCDay() === 0
    ? true
    : both(
        "This day is not a Sunday: check the date, unless the bulletin is for a weekday feast.",
        "Ngày này không phải Chúa Nhật: xin xem lại ngày, trừ khi Bản Tin dành cho một ngày lễ trong tuần.",
      );
}

export const bulletin = defineType({
  name: "bulletin",
  title: titled("Bulletin", "Bản Tin"),
  type: "document",
  icon: DocumentPdfIcon,
  fields: [
    defineField({
      name: "date",
      title: "Sunday · Chúa Nhật",
      description: both(
        "The Sunday this bulletin belongs to. The newest one shows first on the site.",
        "Chúa Nhật của Bản Tin này. Bản Tin mới nhất hiện trước trên trang web.",
      ),
      type: "date",
      validation: (rule) => [
        rule
          .required()
          .error(both("Choose the Sunday this bulletin belongs to.", "Xin chọn Chúa Nhật của Bản Tin này.")),
        rule.custom(checkSunday).warning(),
      ],
    }),
    defineField({
      name: "file",
      title: "The bulletin (PDF) · Bản Tin (PDF)",
      description: both("The PDF as the publisher sends it.", "Tập tin PDF như nhà in gửi đến."),
      type: "file",
      options: { accept: "application/pdf" },
      validation: (rule) =>
        rule.required().error(both("Upload the bulletin's PDF.", "Xin tải lên tập tin PDF của Bản Tin.")),
    }),
    bilingualField({
      name: "highlights",
      title: "Highlights · Tin chính",
      kind: "richText",
      requirement: "optional",
      what: "highlights",
      description: both(
        "Optional: a few lines on what this week's bulletin holds, shown above the PDF.",
        "Không bắt buộc: vài dòng về nội dung Bản Tin tuần này, hiện phía trên tập tin PDF.",
      ),
    }),
    defineField({
      name: "language",
      title: "Edition · Ấn bản",
      description: both(
        "Only when the parish prints separate Vietnamese and English bulletins. Leave empty for one bulletin in both languages.",
        "Chỉ dùng khi giáo xứ in riêng Bản Tin tiếng Việt và tiếng Anh. Để trống nếu chỉ có một Bản Tin song ngữ.",
      ),
      type: "string",
      options: { list: [...bulletinLanguages], layout: "radio" },
    }),
  ],
  orderings: [
    { title: titled("Newest first", "Mới nhất trước"), name: "dateDesc", by: [{ field: "date", direction: "desc" }] },
  ],
  preview: {
    select: { date: "date", language: "language" },
    prepare: ({ date, language }) => ({
      title: date ? `Bản Tin · Bulletin ${date}` : titled("New bulletin", "Bản Tin mới"),
      subtitle: bulletinLanguages.find((option) => option.value === language)?.title,
    }),
  },
});
