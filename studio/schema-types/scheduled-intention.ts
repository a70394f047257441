import { BookIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { both, titled } from "../bilingual-text";
import { inYears, massTimesOn } from "../masses-held";
import { TIME } from "./schedule-change";

/**
 * A Mass intention as it is read at a Mass and printed in the bulletin: the office makes one from a request sent on
 * the website, or from a paper envelope. Only those that may be published appear on the site.
 */
export const scheduledIntention = defineType({
  name: "scheduledIntention",
  title: titled("Scheduled Mass intention", "Ý lễ đã xếp lịch"),
  type: "document",
  icon: BookIcon,
  fields: [
    defineField({
      name: "date",
      title: titled("Date of the Mass", "Ngày Thánh Lễ"),
      type: "date",
      validation: (rule) =>
        rule
          .required()
          .error(both("Choose the day of the Mass.", "Xin chọn ngày Thánh Lễ."))
          .custom((date: string | undefined) =>
            !date || inYears(date)
              ? true
              : both("Choose a date from 1900 to 2100.", "Xin chọn một ngày từ năm 1900 đến năm 2100."),
          ),
    }),
    defineField({
      name: "time",
      title: titled("Time of the Mass", "Giờ Thánh Lễ"),
      description: both(
        "24-hour clock, as in the schedule: 08:30, 18:00. A holy day's own Masses count too.",
        "Ghi giờ theo đồng hồ 24 giờ, như trong lịch lễ: 08:30, 18:00. Các Thánh Lễ riêng của ngày lễ trọng cũng được tính.",
      ),
      type: "string",
      validation: (rule) => [
        rule
          .required()
          .error(both("Write the time of the Mass, for example 18:00.", "Xin ghi giờ Thánh Lễ, ví dụ 18:00.")),
        rule
          .regex(TIME)
          .error(
            both(
              "Write the time as hours:minutes on a 24-hour clock, for example 08:30.",
              "Xin ghi giờ theo dạng giờ:phút, ví dụ 08:30.",
            ),
          ),
        rule.custom(async (time: string | undefined, context) => {
          const date = (context.document as { date?: string } | undefined)?.date;
          if (!time || !date || !TIME.test(time) || !inYears(date)) return true;
          const { held: times } = await massTimesOn(date, context);
          if (times.includes(time)) return true;
          const held = times.join(", ");
          return times.length > 0
            ? both(
                `There is no Mass at ${time} on ${date}; the Masses that day: ${held}.`,
                `Không có Thánh Lễ lúc ${time} ngày ${date}; các Thánh Lễ hôm đó: ${held}.`,
              )
            : both(`There is no Mass on ${date}.`, `Không có Thánh Lễ nào vào ngày ${date}.`);
        }),
      ],
    }),
    defineField({
      name: "intention",
      title: titled("Intention as it is read", "Ý lễ (như sẽ đọc)"),
      description: both(
        "Written as it is to be read and printed, e.g. “Cầu hồn Giuse Nguyễn Văn A — gia đình xin”.",
        "Ghi đúng như sẽ đọc và in, ví dụ “Cầu hồn Giuse Nguyễn Văn A — gia đình xin”.",
      ),
      type: "string",
      validation: (rule) => [
        rule.required().error(both("Write the intention.", "Xin ghi ý lễ.")),
        rule.max(200).error(both("Keep the intention under 200 characters.", "Xin ghi ý lễ dưới 200 ký tự.")),
      ],
    }),
    defineField({
      name: "publish",
      title: titled("May be published", "Được phép đăng"),
      description: both(
        "On: shown on the website's “This week's Mass intentions” and in the bulletin. Off: read at Mass only.",
        "Bật: hiện trên trang “Ý Lễ Tuần Này” của trang web và trong Bản Tin. Tắt: chỉ đọc trong Thánh Lễ.",
      ),
      type: "boolean",
      initialValue: false,
      validation: (rule) =>
        rule.required().error(both("Say whether it may be published.", "Xin cho biết có được đăng hay không.")),
    }),
    defineField({
      name: "request",
      title: titled("From the request", "Từ đơn"),
      description: both("The request sent on the website, if there was one.", "Đơn gửi qua trang web, nếu có."),
      type: "reference",
      to: [{ type: "request" }],
      weak: true,
    }),
  ],
  orderings: [
    {
      title: titled("By Mass", "Theo Thánh Lễ"),
      name: "massAsc",
      by: [
        { field: "date", direction: "asc" },
        { field: "time", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { date: "date", time: "time", intention: "intention", publish: "publish" },
    prepare: ({
      date,
      time,
      intention,
      publish,
    }: {
      date?: string;
      time?: string;
      intention?: string;
      publish?: boolean;
    }) => ({
      title: intention ?? "New intention · Ý lễ mới",
      subtitle: [date, time, publish ? "published · được đăng" : "not published · không đăng"]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
