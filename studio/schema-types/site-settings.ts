import { CogIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { anyLink, checkWebLink } from "./links";
import { checkPhone } from "./staff-member";
import { TIME } from "./schedule-change";
import { dayTitles, weekdays } from "./weekdays";
import { both, titled } from "../bilingual-text";

function clockField(name: string, title: string, isRequired: boolean) {
  return defineField({
    name,
    title,
    description: both("24-hour clock, e.g. 09:30 or 17:00.", "Theo đồng hồ 24 giờ, ví dụ 09:30 hoặc 17:00."),
    type: "string",
    validation: (rule) => [
      ...(isRequired ? [rule.required().error(both("Write the time, e.g. 09:30.", "Xin ghi giờ, ví dụ 09:30."))] : []),
      rule
        .regex(TIME)
        .error(
          both(
            "Write the time as hours:minutes on a 24-hour clock, e.g. 09:30.",
            "Xin ghi giờ:phút theo đồng hồ 24 giờ, ví dụ 09:30.",
          ),
        ),
    ],
  });
}

function plainField(name: string, title: string, description: string, isRequired = false) {
  return defineField({
    name,
    title,
    description,
    type: "string",
    validation: (rule) =>
      isRequired ? rule.required().error(both("Every page needs this.", "Mọi trang đều cần thông tin này.")) : rule,
  });
}

/** An outside service's id for each language, side by side: the calendars, the playlists. */
function idPerLanguage(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    description,
    type: "object",
    group: "online",
    options: { columns: 2 },
    fields: [
      defineField({ name: "en", title: titled("English", "Tiếng Anh"), type: "string" }),
      defineField({ name: "vi", title: titled("Vietnamese", "Tiếng Việt"), type: "string" }),
    ],
  });
}

/** The one settings document: its id is fixed, and the desk opens it directly. */
export const siteSettingsId = "siteSettings";

export const siteSettings = defineType({
  name: "siteSettings",
  title: titled("Settings", "Cài Đặt"),
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "parish", title: titled("The parish", "Giáo xứ"), default: true },
    { name: "office", title: titled("Office", "Văn phòng") },
    { name: "online", title: titled("Online", "Trực tuyến") },
    { name: "calendar", title: titled("Calendar", "Lịch phụng vụ") },
  ],
  fields: [
    bilingualField({
      name: "parishName",
      title: "Parish name · Tên giáo xứ",
      kind: "string",
      requirement: "both",
      what: "parish name",
      group: "parish",
      description: both(
        "As the header shows it, e.g. Saint Joseph Parish · Giáo Xứ Thánh Giuse.",
        "Tên hiện ở đầu mỗi trang, ví dụ Giáo Xứ Thánh Giuse.",
      ),
    }),
    bilingualField({
      name: "churchType",
      title: "Community · Cộng đoàn",
      kind: "string",
      requirement: "optional",
      what: "community line",
      group: "parish",
      description: both(
        "The line under the name, e.g. Vietnamese Catholic Church · Cộng Đoàn Công Giáo Việt Nam.",
        "Dòng chữ hiện dưới tên giáo xứ, ví dụ Cộng Đoàn Công Giáo Việt Nam.",
      ),
    }),
    bilingualField({
      name: "location",
      title: "Town · Thành phố và tiểu bang",
      kind: "string",
      requirement: "either",
      what: "town",
      group: "parish",
      description: both("As people say it, e.g. Houston, Texas.", "Như mọi người thường nói, ví dụ Houston, Texas."),
    }),
    defineField({
      name: "address",
      title: "Street address · Địa chỉ",
      type: "object",
      group: "parish",
      options: { columns: 2 },
      validation: (rule) => rule.required().error(both("Write the church's address.", "Xin ghi địa chỉ nhà thờ.")),
      fields: [
        plainField("street", "Street · Số nhà và đường", both("E.g. 123 Main Street.", "Ví dụ 123 Main Street."), true),
        plainField("city", "City · Thành phố", both("E.g. Houston.", "Ví dụ Houston."), true),
        plainField("state", "State · Tiểu bang", both("E.g. TX.", "Ví dụ TX."), true),
        plainField("postalCode", "ZIP code · Mã bưu điện", both("E.g. 77002.", "Ví dụ 77002."), true),
        plainField("country", "Country · Quốc gia", both("Two letters, e.g. US.", "Hai chữ cái, ví dụ US.")),
      ],
    }),
    defineField({
      name: "foundedYear",
      title: "Founded in · Thành lập năm",
      type: "number",
      group: "parish",
      validation: (rule) =>
        rule.integer().min(1500).max(2200).error(both("Write a year, e.g. 2000.", "Xin ghi năm, ví dụ 2000.")),
    }),
    defineField({
      name: "jubileeYear",
      title: "Jubilee year · Năm Thánh",
      description: both(
        "Shown on the home page's first picture; leave empty to hide it.",
        "Hiện trên hình đầu tiên của trang chủ; để trống thì ẩn.",
      ),
      type: "number",
      group: "parish",
      validation: (rule) =>
        rule.integer().min(1500).max(2200).error(both("Write a year, e.g. 2025.", "Xin ghi năm, ví dụ 2025.")),
    }),
    defineField({
      name: "givingUrl",
      title: "Online giving page · Trang dâng cúng trực tuyến",
      group: "online",
      description: both(
        "The parish's online giving page (https://…). When set, a “Give · Dâng Cúng” link shows in the header, menu and footer; leave empty to hide it.",
        "Trang dâng cúng trực tuyến của giáo xứ (https://…). Khi có, liên kết “Dâng Cúng” hiện ở đầu trang, trong danh mục và cuối trang; để trống thì ẩn.",
      ),
      type: "url",
      validation: (rule) => rule.uri(anyLink).custom(checkWebLink),
    }),
    defineField({
      name: "phone",
      title: "Office phone · Điện thoại văn phòng",
      description: both("E.g. (713) 555-2368.", "Ví dụ (713) 555-2368."),
      type: "string",
      group: "office",
      validation: (rule) => [
        rule.required().error(both("Write the office's phone number.", "Xin ghi số điện thoại văn phòng.")),
        rule.custom(checkPhone),
      ],
    }),
    defineField({
      name: "email",
      title: "Office email · Email văn phòng",
      type: "email",
      group: "office",
      validation: (rule) =>
        rule
          .required()
          .error(
            both(
              "Write the office's email address, e.g. office@parish.org.",
              "Xin ghi địa chỉ email văn phòng, ví dụ office@parish.org.",
            ),
          ),
    }),
    defineField({
      name: "officeDays",
      title: "Office hours · Giờ làm việc văn phòng",
      description: both(
        "Each row: the days, opening and closing, and a break if there is one. Days not listed are closed.",
        "Mỗi dòng: các ngày, giờ mở cửa, giờ đóng cửa, và giờ nghỉ nếu có. Ngày không ghi là ngày nghỉ.",
      ),
      type: "array",
      group: "office",
      of: [
        defineArrayMember({
          name: "officeDay",
          title: titled("Hours", "Giờ"),
          type: "object",
          fields: [
            defineField({
              name: "days",
              title: "Days · Các ngày",
              type: "array",
              of: [defineArrayMember({ type: "string" })],
              options: { list: [...weekdays], layout: "grid" },
              validation: (rule) =>
                rule.required().min(1).unique().error(both("Choose at least one day.", "Xin chọn ít nhất một ngày.")),
            }),
            clockField("opens", "Opens · Mở cửa", true),
            clockField("closes", "Closes · Đóng cửa", true),
            clockField("breakStart", "Break from · Nghỉ từ", false),
            clockField("breakEnd", "Break until · Nghỉ đến", false),
          ],
          preview: {
            select: { opens: "opens", closes: "closes", days: "days" },
            prepare: ({ opens, closes, days }) => ({
              title: dayTitles(days as string[] | undefined),
              subtitle: `${opens ?? ""}–${closes ?? ""}`,
            }),
          },
        }),
      ],
    }),
    bilingualField({
      name: "officeHours",
      group: "office",
      title: "Office hours in your own words · Giờ làm việc (văn phòng tự ghi)",
      kind: "text",
      requirement: "optional",
      what: "office hours",
      description: both(
        "E.g. Monday – Sunday, 9:30 AM – 5:00 PM · Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều. Only to say the hours in your own words; leave empty and the site writes them from the hours above.",
        "Ví dụ: Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều. Chỉ ghi khi muốn nói giờ làm việc theo cách riêng; để trống thì trang web viết từ các giờ ở trên.",
      ),
    }),
    bilingualField({
      name: "vietnameseSchoolFee",
      title: "Vietnamese School fee · Học phí Trường Việt Ngữ",
      group: "office",
      kind: "text",
      requirement: "optional",
      what: "fee",
      description: both(
        "Shown on the enrollment form, e.g. $80 per child, $150 for two or more · $80 mỗi em, $150 từ hai em trở lên.",
        "Hiện trên đơn ghi danh, ví dụ $80 mỗi em, $150 từ hai em trở lên.",
      ),
    }),
    bilingualField({
      name: "religiousEducationFee",
      title: "Religious Education fee · Học phí Giáo Lý",
      group: "office",
      kind: "text",
      requirement: "optional",
      what: "fee",
      description: both(
        "Shown on the enrollment form. Leave empty and the form says the office will tell parents the fee.",
        "Hiện trên đơn ghi danh. Để trống thì đơn ghi rằng văn phòng sẽ cho phụ huynh biết học phí.",
      ),
    }),
    defineField({
      name: "socialLinks",
      title: "Social media · Mạng xã hội",
      description: both(
        "The footer links each; a Facebook and a YouTube link also show on the home page's first picture.",
        "Cuối trang hiện từng liên kết; liên kết Facebook và YouTube cũng hiện trên hình đầu tiên của trang chủ.",
      ),
      type: "array",
      group: "online",
      of: [
        defineArrayMember({
          name: "socialLink",
          title: titled("Link", "Liên kết"),
          type: "object",
          fields: [
            defineField({
              name: "label",
              title: "Name · Tên",
              description: both("E.g. Facebook, YouTube.", "Ví dụ: Facebook, YouTube."),
              type: "string",
              validation: (rule) =>
                rule.required().error(both("Name the link, e.g. Facebook.", "Xin ghi tên liên kết, ví dụ Facebook.")),
            }),
            defineField({
              name: "url",
              title: "Address · Địa chỉ",
              type: "url",
              validation: (rule) => [
                rule
                  .uri(anyLink)
                  .required()
                  .error(both("Paste the address of the page.", "Xin dán địa chỉ của trang.")),
                rule.uri(anyLink).custom(checkWebLink),
              ],
            }),
          ],
          preview: { select: { title: "label", subtitle: "url" } },
        }),
      ],
    }),
    idPerLanguage(
      "calendars",
      "Google Calendar ids · Mã Lịch Google",
      both(
        "The public calendars the events come from, one per language, e.g. abc@group.calendar.google.com.",
        "Các lịch công khai cung cấp sự kiện, mỗi ngôn ngữ một lịch, ví dụ abc@group.calendar.google.com.",
      ),
    ),
    idPerLanguage(
      "playlists",
      "YouTube playlists · Danh sách phát YouTube",
      both(
        "The online Mass's playlist ids, one per language, e.g. PL…",
        "Mã danh sách phát Thánh Lễ trực tuyến, mỗi ngôn ngữ một mã, ví dụ PL…",
      ),
    ),
    defineField({
      name: "englishOnlineMassUrl",
      title: "English online Mass page · Trang Thánh Lễ trực tuyến tiếng Anh",
      type: "url",
      group: "online",
      validation: (rule) => rule.uri(anyLink).custom(checkWebLink),
    }),
    defineField({
      name: "fallbackVideoId",
      title: "Video when the playlist cannot be read · Video khi không đọc được danh sách phát",
      description: both(
        "Optional: a YouTube video id, e.g. dQw4w9WgXcQ.",
        "Không bắt buộc: mã video YouTube, ví dụ dQw4w9WgXcQ.",
      ),
      type: "string",
      group: "online",
    }),
    defineField({
      name: "abuseReporting",
      title: "Reporting abuse · Báo cáo lạm dụng",
      description: both(
        "The diocese's page and hotline, linked from every page's footer.",
        "Trang và đường dây nóng của giáo phận, có liên kết ở cuối mọi trang.",
      ),
      type: "object",
      group: "online",
      fields: [
        defineField({
          name: "url",
          title: "Page · Trang",
          type: "url",
          validation: (rule) => rule.uri(anyLink).custom(checkWebLink),
        }),
        defineField({
          name: "hotline",
          title: "Hotline · Đường dây nóng",
          type: "string",
          validation: (rule) => rule.custom(checkPhone),
        }),
      ],
    }),
    defineField({
      name: "patronalFeast",
      title: "Patronal feast · Lễ Bổn Mạng",
      description: both(
        "Kept as a solemnity on its day in the parish's calendar.",
        "Được mừng như lễ trọng vào ngày đó trong lịch phụng vụ của giáo xứ.",
      ),
      type: "object",
      group: "calendar",
      fields: [
        bilingualField({
          name: "name",
          title: "Name · Tên",
          kind: "string",
          requirement: "either",
          what: "name",
          description: both(
            "E.g. Saint Joseph, Patron of the Parish · Thánh Giuse, Bổn Mạng Giáo Xứ.",
            "Ví dụ: Thánh Giuse, Bổn Mạng Giáo Xứ.",
          ),
        }),
        defineField({
          name: "month",
          title: "Month · Tháng",
          type: "number",
          validation: (rule) =>
            rule.integer().min(1).max(12).error(both("A month from 1 to 12.", "Tháng từ 1 đến 12.")),
        }),
        defineField({
          name: "day",
          title: "Day · Ngày",
          type: "number",
          validation: (rule) => rule.integer().min(1).max(31).error(both("A day from 1 to 31.", "Ngày từ 1 đến 31.")),
        }),
      ],
    }),
    defineField({
      name: "vietnameseMartyrsAsSolemnity",
      title: "The Vietnamese Martyrs as a solemnity · Lễ Các Thánh Tử Đạo Việt Nam là lễ trọng",
      type: "boolean",
      group: "calendar",
      initialValue: true,
    }),
    defineField({
      name: "ascensionOnThursday",
      title: "The Ascension on its Thursday · Lễ Chúa Thăng Thiên vào Thứ Năm",
      description: both(
        "Only where the province keeps it on Thursday, forty days after Easter; most provinces of the United States keep it on the next Sunday.",
        "Chỉ khi giáo tỉnh mừng lễ vào Thứ Năm, bốn mươi ngày sau Lễ Phục Sinh; phần lớn các giáo tỉnh ở Hoa Kỳ mừng lễ vào Chúa Nhật kế tiếp.",
      ),
      type: "boolean",
      group: "calendar",
      initialValue: false,
    }),
  ],
  preview: { prepare: () => ({ title: "Settings · Cài Đặt" }) },
});
