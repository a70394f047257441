import { CalendarIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { both, titled } from "../bilingual-text";
import { type ChangeOfDay, inYears, massTimesOn } from "../masses-held";

export const massLanguages = [
  { value: "vi", title: "Vietnamese · Tiếng Việt" },
  { value: "en", title: "English · Tiếng Anh" },
  { value: "bilingual", title: "Bilingual · Song ngữ" },
] as const;

/** A Mass's language, as the weekly schedule and a holy day's Masses ask it. */
export const massLanguageField = defineField({
  name: "language",
  title: "Language · Ngôn ngữ",
  type: "string",
  options: { list: [...massLanguages], layout: "radio", direction: "horizontal" },
  validation: (rule) =>
    rule.required().error(both("Choose the language of the Mass.", "Xin chọn ngôn ngữ của Thánh Lễ.")),
});

/** A time on the 24-hour clock, as the site reads Mass times. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

interface MassValue {
  time?: string;
  language?: string;
}

export const scheduleChange = defineType({
  name: "scheduleChange",
  title: titled("Holy-day or special schedule", "Lịch lễ đặc biệt"),
  type: "document",
  icon: CalendarIcon,
  fields: [
    defineField({
      name: "date",
      title: "Date · Ngày",
      description: both(
        "The day of the change, in the parish's local time.",
        "Ngày có thay đổi, theo giờ địa phương của giáo xứ.",
      ),
      type: "date",
      validation: (rule) => rule.required().error(both("Choose the day of the change.", "Xin chọn ngày có thay đổi.")),
    }),
    bilingualField({
      name: "title",
      title: "Name of the day · Tên ngày lễ",
      kind: "string",
      requirement: "either",
      what: "name of the day",
      description: both("E.g. Christmas Eve · Đêm Giáng Sinh.", "Ví dụ: Đêm Giáng Sinh."),
    }),
    defineField({
      name: "replacesWeekly",
      title: "Only these Masses that day · Chỉ có các Thánh Lễ này",
      description: both(
        "On: the usual weekly Masses of that day are cancelled and only the Masses below are held (no Mass at all if the list is empty). Off: the Masses below are added to the usual ones.",
        "Bật: ngày đó không có các Thánh Lễ thường lệ, chỉ có các Thánh Lễ dưới đây (không có Thánh Lễ nào nếu danh sách trống). Tắt: các Thánh Lễ dưới đây được thêm vào giờ lễ thường lệ.",
      ),
      type: "boolean",
      initialValue: false,
      validation: (rule) =>
        rule
          .required()
          .error(
            both(
              "Say whether these Masses replace the usual ones.",
              "Xin cho biết các Thánh Lễ này có thay giờ lễ thường lệ không.",
            ),
          ),
    }),
    defineField({
      name: "masses",
      title: "Masses · Các Thánh Lễ",
      type: "array",
      of: [
        defineArrayMember({
          name: "mass",
          title: titled("Mass", "Thánh Lễ"),
          type: "object",
          fields: [
            defineField({
              name: "time",
              title: "Time · Giờ",
              description: both(
                "24-hour clock: 07:30 for 7:30 in the morning, 19:00 for 7 in the evening, 00:00 for midnight.",
                "Theo đồng hồ 24 giờ: 07:30 là 7:30 sáng, 19:00 là 7:00 tối, 00:00 là nửa đêm.",
              ),
              type: "string",
              validation: (rule) => [
                rule
                  .required()
                  .error(both("Write the time of the Mass, for example 19:00.", "Xin ghi giờ Thánh Lễ, ví dụ 19:00.")),
                rule
                  .regex(TIME)
                  .error(
                    both(
                      "Write the time as hours:minutes on a 24-hour clock, for example 07:30 or 19:00.",
                      "Xin ghi giờ:phút theo đồng hồ 24 giờ, ví dụ 07:30 hoặc 19:00.",
                    ),
                  ),
              ],
            }),
            massLanguageField,
            bilingualField({
              name: "note",
              title: "Note · Ghi chú",
              kind: "string",
              requirement: "optional",
              what: "note",
              description: both(
                "Optional, e.g. Vigil Mass · Lễ Vọng, or Midnight Mass · Lễ Nửa Đêm.",
                "Không bắt buộc, ví dụ Lễ Vọng hoặc Lễ Nửa Đêm.",
              ),
            }),
          ],
          preview: {
            select: { time: "time", language: "language", vi: "note.vi", en: "note.en" },
            prepare: ({ time, language, vi, en }) => ({
              title: [time, massLanguages.find((option) => option.value === language)?.title]
                .filter(Boolean)
                .join(" · "),
              subtitle: [vi, en].filter(Boolean).join(" · "),
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule
          .custom((masses: MassValue[] | undefined, context) => {
            const replaces = (context.parent as { replacesWeekly?: boolean } | undefined)?.replacesWeekly;
            if (!masses?.length)
              return replaces
                ? true
                : both(
                    "No Mass is listed, so this changes nothing: add the Masses, or switch on “Only these Masses”.",
                    "Chưa có Thánh Lễ nào nên không có gì thay đổi: xin thêm các Thánh Lễ, hoặc bật “Chỉ có các Thánh Lễ này”.",
                  );
            const times = masses.map((mass) => `${mass.time}|${mass.language}`);
            return new Set(times).size === times.length
              ? true
              : both("The same Mass is listed twice.", "Có một Thánh Lễ được ghi hai lần.");
          })
          .warning(),
    }),
  ],
  // The site leaves out an intention whose Mass is not held: the office is told while it can still move it.
  validation: (rule) =>
    rule
      .custom(async (document, context) => {
        const change = document as (ChangeOfDay & { date?: string }) | undefined;
        if (!change?.date || !inYears(change.date)) return true;
        const { held, intentions } = await massTimesOn(change.date, context, change);
        const left = intentions.filter((time) => !held.includes(time)).sort();
        if (left.length === 0) return true;
        const times = left.join(", ");
        return both(
          `Mass intentions are scheduled at ${times} that day, and this schedule holds no Mass then: move them to another Mass under Mass intentions, or they will not be read or printed.`,
          `Có ý lễ đã xếp vào lúc ${times} ngày hôm đó, nhưng lịch này không có Thánh Lễ giờ đó: xin chuyển các ý lễ ấy sang Thánh Lễ khác trong mục Ý Lễ, nếu không sẽ không được đọc và in.`,
        );
      })
      .warning(),
  orderings: [{ title: titled("By date", "Theo ngày"), name: "dateAsc", by: [{ field: "date", direction: "asc" }] }],
  preview: {
    select: { date: "date", vi: "title.vi", en: "title.en", replacesWeekly: "replacesWeekly" },
    prepare: ({ date, vi, en, replacesWeekly }) => ({
      title: [date, vi || en].filter(Boolean).join(" · ") || titled("New special schedule", "Lịch lễ đặc biệt mới"),
      subtitle: [
        vi && en ? en : undefined,
        replacesWeekly ? "replaces the usual Masses · thay giờ lễ thường lệ" : "adds Masses · thêm Thánh Lễ",
      ]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
