import { CalendarIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";

export const massLanguages = [
  { value: "vi", title: "Vietnamese · Tiếng Việt" },
  { value: "en", title: "English · Tiếng Anh" },
  { value: "bilingual", title: "Bilingual · Song ngữ" },
] as const;

/** A time on the 24-hour clock, as the site reads Mass times. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

interface MassValue {
  time?: string;
  language?: string;
}

export const scheduleChange = defineType({
  name: "scheduleChange",
  title: "Holy-day or special schedule",
  type: "document",
  icon: CalendarIcon,
  fields: [
    defineField({
      name: "date",
      title: "Date · Ngày",
      description: "The day of the change, in Arlington (Central Time).",
      type: "date",
      validation: (rule) => rule.required().error("Choose the day of the change."),
    }),
    bilingualField({
      name: "title",
      title: "Name of the day · Tên ngày lễ",
      kind: "string",
      requirement: "either",
      what: "name of the day",
      description: "E.g. Christmas Eve · Đêm Giáng Sinh.",
    }),
    defineField({
      name: "replacesWeekly",
      title: "Only these Masses that day · Chỉ có các Thánh Lễ này",
      description:
        "On: the usual weekly Masses of that day are cancelled and only the Masses below are held (no Mass at all if the list is empty). Off: the Masses below are added to the usual ones.",
      type: "boolean",
      initialValue: false,
      validation: (rule) => rule.required().error("Say whether these Masses replace the usual ones."),
    }),
    defineField({
      name: "masses",
      title: "Masses · Các Thánh Lễ",
      type: "array",
      of: [
        defineArrayMember({
          name: "mass",
          title: "Mass",
          type: "object",
          fields: [
            defineField({
              name: "time",
              title: "Time · Giờ",
              description: "24-hour clock: 07:30 for 7:30 in the morning, 19:00 for 7 in the evening, 00:00 for midnight.",
              type: "string",
              validation: (rule) => [
                rule.required().error("Write the time of the Mass, for example 19:00."),
                rule.regex(TIME).error("Write the time as hours:minutes on a 24-hour clock, for example 07:30 or 19:00."),
              ],
            }),
            defineField({
              name: "language",
              title: "Language · Ngôn ngữ",
              type: "string",
              options: { list: [...massLanguages], layout: "radio", direction: "horizontal" },
              validation: (rule) => rule.required().error("Choose the language of the Mass."),
            }),
            bilingualField({
              name: "note",
              title: "Note · Ghi chú",
              kind: "string",
              requirement: "optional",
              what: "note",
              description: "Optional, e.g. Vigil Mass · Lễ Vọng, or Midnight Mass · Lễ Nửa Đêm.",
            }),
          ],
          preview: {
            select: { time: "time", language: "language", vi: "note.vi", en: "note.en" },
            prepare: ({ time, language, vi, en }) => ({
              title: [time, massLanguages.find((option) => option.value === language)?.title].filter(Boolean).join(" · "),
              subtitle: [vi, en].filter(Boolean).join(" · "),
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule
          .custom((masses: MassValue[] | undefined, context) => {
            const replaces = (context.parent as { replacesWeekly?: boolean } | undefined)?.replacesWeekly;
            if (!masses?.length) return replaces ? true : "No Mass is listed, so this changes nothing: add the Masses, or switch on “Only these Masses”.";
            const times = masses.map((mass) => `${mass.time}|${mass.language}`);
            return new Set(times).size === times.length ? true : "The same Mass is listed twice.";
          })
          .warning(),
    }),
  ],
  orderings: [{ title: "By date", name: "dateAsc", by: [{ field: "date", direction: "asc" }] }],
  preview: {
    select: { date: "date", vi: "title.vi", en: "title.en", replacesWeekly: "replacesWeekly" },
    prepare: ({ date, vi, en, replacesWeekly }) => ({
      title: [date, vi || en].filter(Boolean).join(" · ") || "New schedule change",
      subtitle: [vi && en ? en : undefined, replacesWeekly ? "replaces the usual Masses · thay giờ lễ thường lệ" : "adds Masses · thêm Thánh Lễ"]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
