import { DocumentPdfIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";

export const bulletinLanguages = [
  { value: "vi", title: "Vietnamese edition · Bản tiếng Việt" },
  { value: "en", title: "English edition · Bản tiếng Anh" },
] as const;

/** A bulletin belongs to a Sunday; one for a weekday (Christmas, a holy day) is allowed, with a word of warning. */
export function checkSunday(value: string | undefined): true | string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  return new Date(`${value}T12:00:00Z`).getUTCDay() === 0 ? true : "This day is not a Sunday: check the date, unless the bulletin is for a weekday feast.";
}

export const bulletin = defineType({
  name: "bulletin",
  title: "Bulletin",
  type: "document",
  icon: DocumentPdfIcon,
  fields: [
    defineField({
      name: "date",
      title: "Sunday · Chúa Nhật",
      description: "The Sunday this bulletin belongs to. The newest one shows first on the site.",
      type: "date",
      validation: (rule) => [rule.required().error("Choose the Sunday this bulletin belongs to."), rule.custom(checkSunday).warning()],
    }),
    defineField({
      name: "file",
      title: "The bulletin (PDF) · Bản Tin (PDF)",
      description: "The PDF as the publisher sends it.",
      type: "file",
      options: { accept: "application/pdf" },
      validation: (rule) => rule.required().error("Upload the bulletin's PDF."),
    }),
    bilingualField({
      name: "highlights",
      title: "Highlights · Tin chính",
      kind: "richText",
      requirement: "optional",
      what: "highlights",
      description: "Optional: a few lines on what this week's bulletin holds, shown above the PDF.",
    }),
    defineField({
      name: "language",
      title: "Edition · Ấn bản",
      description: "Only when the parish prints separate Vietnamese and English bulletins. Leave empty for one bulletin in both languages.",
      type: "string",
      options: { list: [...bulletinLanguages], layout: "radio" },
    }),
  ],
  orderings: [{ title: "Newest first", name: "dateDesc", by: [{ field: "date", direction: "desc" }] }],
  preview: {
    select: { date: "date", language: "language" },
    prepare: ({ date, language }) => ({
      title: date ? `Bản Tin · Bulletin ${date}` : "New bulletin",
      subtitle: bulletinLanguages.find((option) => option.value === language)?.title,
    }),
  },
});
