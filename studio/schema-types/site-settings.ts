import { CogIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { anyLink, checkWebLink } from "./links";
import { checkPhone } from "./staff-member";
import { both, titled } from "../bilingual-text";

/** The one settings document: its id is fixed, and the desk opens it directly. */
export const siteSettingsId = "siteSettings";

export const siteSettings = defineType({
  name: "siteSettings",
  title: titled("Settings", "Cài đặt"),
  type: "document",
  icon: CogIcon,
  fields: [
    defineField({
      name: "givingUrl",
      title: "Online giving page · Trang dâng cúng trực tuyến",
      description: both("The parish's online giving page (https://…). When set, a “Give · Dâng Cúng” link shows in the header, menu and footer; leave empty to hide it.", "Trang dâng cúng trực tuyến của giáo xứ (https://…). Khi có, liên kết “Dâng Cúng” hiện ở đầu trang, trong trình đơn và cuối trang; để trống thì ẩn."),
      type: "url",
      validation: (rule) => rule.uri(anyLink).custom(checkWebLink),
    }),
    defineField({
      name: "phone",
      title: "Office phone · Điện thoại văn phòng",
      description: both("Leave empty to keep the number the site was built with.", "Để trống thì giữ số điện thoại sẵn có của trang web."),
      type: "string",
      validation: (rule) => rule.custom(checkPhone),
    }),
    defineField({
      name: "email",
      title: "Office email · Email văn phòng",
      description: both("Leave empty to keep the address the site was built with.", "Để trống thì giữ địa chỉ email sẵn có của trang web."),
      type: "email",
      validation: (rule) => rule.error(both("Check the email address, e.g. office@parish.org.", "Xin xem lại địa chỉ email, ví dụ office@parish.org.")),
    }),
    bilingualField({
      name: "officeHours",
      title: "Office hours · Giờ làm việc văn phòng",
      kind: "text",
      requirement: "optional",
      what: "office hours",
      description: both("E.g. Monday – Sunday, 9:30 AM – 5:00 PM · Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều. Leave empty to keep the hours the site was built with.", "Ví dụ: Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều. Để trống thì giữ giờ làm việc sẵn có của trang web."),
    }),
    bilingualField({
      name: "vietnameseSchoolFee",
      title: "Vietnamese School fee · Học phí Trường Việt Ngữ",
      kind: "text",
      requirement: "optional",
      what: "fee",
      description: both("Shown on the enrollment form, e.g. $80 per child, $150 for two or more · $80 mỗi em, $150 từ hai em trở lên.", "Hiện trên đơn ghi danh, ví dụ $80 mỗi em, $150 từ hai em trở lên."),
    }),
    bilingualField({
      name: "religiousEducationFee",
      title: "Religious Education fee · Học phí Giáo Lý",
      kind: "text",
      requirement: "optional",
      what: "fee",
      description: both("Shown on the enrollment form. Leave empty and the form says the office will tell parents the fee.", "Hiện trên đơn ghi danh. Để trống thì đơn sẽ nói văn phòng sẽ cho phụ huynh biết học phí."),
    }),
    defineField({
      name: "socialLinks",
      title: "Social media · Mạng xã hội",
      description: both("Leave empty to keep the links the site was built with.", "Để trống thì giữ các liên kết sẵn có của trang web."),
      type: "array",
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
              validation: (rule) => rule.required().error(both("Name the link, e.g. Facebook.", "Xin ghi tên liên kết, ví dụ Facebook.")),
            }),
            defineField({
              name: "url",
              title: "Address · Địa chỉ",
              type: "url",
              validation: (rule) => [rule.uri(anyLink).required().error(both("Paste the address of the page.", "Xin dán địa chỉ của trang.")), rule.uri(anyLink).custom(checkWebLink)],
            }),
          ],
          preview: { select: { title: "label", subtitle: "url" } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Settings · Cài Đặt" }) },
});
