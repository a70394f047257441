import { ClockIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import { bilingualField } from "./bilingual";
import { massLanguageField, massLanguages, TIME } from "./schedule-change";
import { both, titled } from "../bilingual-text";
import { dayTitles, weekdays } from "./weekdays";

const dayNames: readonly string[] = weekdays.map((day) => day.value);

const daysField = defineField({
  name: "days",
  title: "Days · Các ngày",
  type: "array",
  of: [defineArrayMember({ type: "string" })],
  options: { list: [...weekdays], layout: "grid" },
  validation: (rule) => [
    rule.required().min(1).unique().error(both("Choose at least one day.", "Xin chọn ít nhất một ngày.")),
    rule.custom((days: string[] | undefined) =>
      (days ?? []).every((day) => dayNames.includes(day))
        ? true
        : both(
            "Choose the days from the list: Sunday to Saturday.",
            "Xin chọn các ngày trong danh sách: từ Chúa Nhật đến Thứ Bảy.",
          ),
    ),
  ],
});

interface MassEntry {
  days?: string[];
  time?: string;
  place?: { en?: string; vi?: string };
}

/** The Masses a page can list: at least one on Sunday, and never two at one time and place on a day they share. */
function massesProblem(masses: MassEntry[] | undefined): string | true {
  const list = masses ?? [];
  if (!list.some((mass) => mass.days?.includes("sunday")))
    return both("Add at least one Sunday Mass.", "Xin thêm ít nhất một Thánh Lễ Chúa Nhật.");
  const slots = list.flatMap((mass) =>
    (mass.days ?? []).map(
      (day) => `${day} ${mass.time ?? ""} ${mass.place?.en?.trim() || mass.place?.vi?.trim() || ""}`,
    ),
  );
  const twice = slots.find((slot, index) => slots.indexOf(slot) !== index);
  if (!twice) return true;
  const [day = "", time = ""] = twice.split(" ");
  const title = weekdays.find((option) => option.value === day)?.title ?? day;
  const [en, vi] = title.split(" · ");
  return both(
    `Two Masses are at ${time} on ${en} in the same place; change one time or place.`,
    `Có hai Thánh Lễ lúc ${time} ${vi ?? en} cùng một nơi; xin đổi giờ hoặc nơi của một Thánh Lễ.`,
  );
}

const API_VERSION = "2025-01-01";

/** Another published schedule with the same first day (or, for none, another without one). */
const sameStartQuery = `count(*[_type == "weeklySchedule" && !(_id in path("drafts.**")) && _id != $published && coalesce(validFrom, "") == $validFrom])`;

/** Today on the office computer's calendar, "YYYY-MM-DD". */
const todayKey = () => new Date().toLocaleDateString("en-CA");

/**
 * A first day no other published schedule has (so the site knows which is in force), and, for a schedule not yet
 * published, not already past: a new schedule is entered ahead of the day it starts.
 */
async function validFromProblem(validFrom: string | undefined, context: ValidationContext): Promise<string | true> {
  const id = context.document?._id ?? "";
  const published = id.replace(/^drafts\./, "");
  const client = context.getClient({ apiVersion: API_VERSION });
  const shared = await client.fetch<number>(sameStartQuery, { published, validFrom: validFrom ?? "" });
  if (shared > 0) {
    return validFrom
      ? both(
          `Another schedule already starts on ${validFrom}; choose another day or change that schedule.`,
          `Đã có một lịch khác bắt đầu ngày ${validFrom}; xin chọn ngày khác hoặc sửa lịch kia.`,
        )
      : both(
          "Another schedule has no first day; give this one the day it starts.",
          "Đã có một lịch khác không ghi ngày bắt đầu; xin ghi ngày bắt đầu cho lịch này.",
        );
  }
  if (!validFrom || validFrom >= todayKey()) return true;
  const isPublished = await client.fetch<number>(`count(*[_id == $published])`, { published });
  return isPublished > 0
    ? true
    : both(
        `A new schedule cannot start in the past (${validFrom}); choose today or a later day.`,
        `Lịch mới không thể bắt đầu trong quá khứ (${validFrom}); xin chọn hôm nay hoặc một ngày sau.`,
      );
}

function timeField(name: string, title: string, required: boolean) {
  return defineField({
    name,
    title,
    description: both(
      "24-hour clock: 07:30 for 7:30 in the morning, 19:00 for 7 in the evening.",
      "Theo đồng hồ 24 giờ: 07:30 là 7:30 sáng, 19:00 là 7:00 tối.",
    ),
    type: "string",
    validation: (rule) => [
      ...(required
        ? [rule.required().error(both("Write the time, for example 08:30.", "Xin ghi giờ, ví dụ 08:30."))]
        : []),
      rule
        .regex(TIME)
        .error(
          both(
            "Write the time as hours:minutes on a 24-hour clock, for example 07:30 or 19:00.",
            "Xin ghi giờ:phút theo đồng hồ 24 giờ, ví dụ 07:30 hoặc 19:00.",
          ),
        ),
    ],
  });
}

/**
 * The whole regular week of Masses, devotions and confessions. A schedule with a first day replaces the one before it
 * from that day on, so the office enters January's schedule in December.
 */
export const weeklySchedule = defineType({
  name: "weeklySchedule",
  title: titled("Weekly Mass schedule", "Lịch Thánh Lễ hằng tuần"),
  type: "document",
  icon: ClockIcon,
  fields: [
    defineField({
      name: "validFrom",
      title: titled("In force from", "Áp dụng từ ngày"),
      description: both(
        "The first day of this schedule. Leave empty only for the schedule that has always been in force; a new schedule gets the day it starts, and the site announces it 30 days ahead.",
        "Ngày đầu tiên áp dụng lịch này. Chỉ để trống cho lịch đã áp dụng từ trước đến nay; lịch mới thì ghi ngày bắt đầu, và trang web sẽ báo trước 30 ngày.",
      ),
      type: "date",
      validation: (rule) =>
        rule.custom((validFrom: string | undefined, context) => validFromProblem(validFrom, context)),
    }),
    defineField({
      name: "masses",
      title: "Masses · Các Thánh Lễ",
      type: "array",
      validation: (rule) => rule.custom((masses: MassEntry[] | undefined) => massesProblem(masses)),
      of: [
        defineArrayMember({
          name: "weeklyMass",
          title: titled("Mass", "Thánh Lễ"),
          type: "object",
          fields: [
            daysField,
            timeField("time", "Time · Giờ", true),
            massLanguageField,
            bilingualField({
              name: "note",
              title: "Note · Ghi chú",
              kind: "string",
              requirement: "optional",
              what: "note",
              description: both("Optional, e.g. Vigil Mass · Lễ Vọng.", "Không bắt buộc, ví dụ Lễ Vọng."),
            }),
            bilingualField({
              name: "place",
              title: "Place · Nơi",
              kind: "string",
              requirement: "optional",
              what: "place",
              description: both(
                "Only when the Mass is not in the parish church, e.g. St. Joseph Chapel · Nhà Nguyện Thánh Giuse.",
                "Chỉ ghi khi Thánh Lễ không ở nhà thờ giáo xứ, ví dụ Nhà Nguyện Thánh Giuse.",
              ),
            }),
          ],
          preview: {
            select: { days: "days", time: "time", language: "language", vi: "note.vi", en: "note.en" },
            prepare: ({ days, time, language, vi, en }) => ({
              title: [dayTitles(days), time].filter(Boolean).join(" · "),
              subtitle: [massLanguages.find((option) => option.value === language)?.title, vi || en]
                .filter(Boolean)
                .join(" · "),
            }),
          },
        }),
      ],
    }),
    defineField({
      name: "devotions",
      title: titled("Adoration and devotions", "Chầu Thánh Thể và các giờ kinh"),
      description: both("Each at a time, or from a start to an end.", "Ghi một giờ, hoặc giờ bắt đầu và giờ kết thúc."),
      type: "array",
      of: [
        defineArrayMember({
          name: "devotion",
          title: titled("Devotion", "Giờ chầu, giờ kinh"),
          type: "object",
          fields: [
            bilingualField({
              name: "name",
              title: "Name · Tên",
              kind: "string",
              requirement: "either",
              what: "name",
              description: both("E.g. Eucharistic Adoration · Chầu Thánh Thể.", "Ví dụ: Chầu Thánh Thể."),
            }),
            daysField,
            timeField("time", "At · Lúc", false),
            timeField("start", "From · Từ", false),
            timeField("end", "To · Đến", false),
          ],
          preview: {
            select: { days: "days", time: "time", start: "start", end: "end", vi: "name.vi", en: "name.en" },
            prepare: ({ days, time, start, end, vi, en }) => ({
              title: vi || en,
              subtitle: [dayTitles(days), time ?? [start, end].filter(Boolean).join("–")].filter(Boolean).join(" · "),
            }),
          },
        }),
      ],
    }),
    defineField({
      name: "confession",
      title: "Confession · Xưng Tội",
      type: "object",
      fields: [
        defineField({
          name: "times",
          title: titled("Fixed times", "Giờ cố định"),
          type: "array",
          of: [
            defineArrayMember({
              name: "confessionTime",
              title: titled("Time", "Giờ"),
              type: "object",
              fields: [daysField, timeField("start", "From · Từ", true), timeField("end", "To · Đến", true)],
              preview: {
                select: { days: "days", start: "start", end: "end" },
                prepare: ({ days, start, end }) => ({
                  title: dayTitles(days),
                  subtitle: `${start ?? ""}–${end ?? ""}`,
                }),
              },
            }),
          ],
        }),
        defineField({
          name: "minutesBeforeMass",
          title: titled("Minutes before each Mass", "Số phút trước mỗi Thánh Lễ"),
          description: both(
            "E.g. 30. Leave empty when confessions are not heard before Masses.",
            "Ví dụ 30. Để trống nếu các cha không ngồi tòa giải tội trước Thánh Lễ.",
          ),
          type: "number",
          validation: (rule) =>
            rule.integer().min(5).max(120).error(both("A number of minutes from 5 to 120.", "Số phút từ 5 đến 120.")),
        }),
        defineField({
          name: "byAppointment",
          title: titled("Also by appointment", "Cũng giải tội theo hẹn"),
          type: "boolean",
          initialValue: true,
        }),
      ],
    }),
  ],
  orderings: [
    {
      title: titled("Newest first", "Mới nhất trước"),
      name: "validFromDesc",
      by: [{ field: "validFrom", direction: "desc" }],
    },
  ],
  preview: {
    select: { validFrom: "validFrom", masses: "masses" },
    prepare: ({ validFrom, masses }) => ({
      title: validFrom ? titled(`From ${validFrom}`, `Từ ${validFrom}`) : titled("Weekly schedule", "Lịch hằng tuần"),
      subtitle: titled(
        `${(masses as unknown[] | undefined)?.length ?? 0} Masses`,
        `${(masses as unknown[] | undefined)?.length ?? 0} Thánh Lễ`,
      ),
    }),
  },
});
