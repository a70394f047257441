import { CogIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { anyLink, checkWebLink } from "./links";
import { checkPhone } from "./staff-member";

/** The one settings document: its id is fixed, and the desk opens it directly. */
export const siteSettingsId = "siteSettings";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Settings",
  type: "document",
  icon: CogIcon,
  fields: [
    defineField({
      name: "givingUrl",
      title: "Online giving page · Trang dâng cúng trực tuyến",
      description: "The parish's online giving page (https://…). When set, a “Give · Dâng Cúng” link shows in the header, menu and footer; leave empty to hide it.",
      type: "url",
      validation: (rule) => rule.uri(anyLink).custom(checkWebLink),
    }),
    defineField({
      name: "phone",
      title: "Office phone · Điện thoại văn phòng",
      description: "Leave empty to keep the number the site was built with.",
      type: "string",
      validation: (rule) => rule.custom(checkPhone),
    }),
    defineField({
      name: "email",
      title: "Office email · Email văn phòng",
      description: "Leave empty to keep the address the site was built with.",
      type: "email",
      validation: (rule) => rule.error("Check the email address, e.g. office@parish.org."),
    }),
    bilingualField({
      name: "officeHours",
      title: "Office hours · Giờ làm việc văn phòng",
      kind: "text",
      requirement: "optional",
      what: "office hours",
      description: "E.g. Monday – Sunday, 9:30 AM – 5:00 PM · Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều. Leave empty to keep the hours the site was built with.",
    }),
    bilingualField({
      name: "vietnameseSchoolFee",
      title: "Vietnamese School fee · Học phí Trường Việt Ngữ",
      kind: "text",
      requirement: "optional",
      what: "fee",
      description: "Shown on the enrollment form, e.g. $80 per child, $150 for two or more · $80 mỗi em, $150 từ hai em trở lên.",
    }),
    bilingualField({
      name: "religiousEducationFee",
      title: "Religious Education fee · Học phí Giáo Lý",
      kind: "text",
      requirement: "optional",
      what: "fee",
      description: "Shown on the enrollment form. Leave empty and the form says the office will tell parents the fee.",
    }),
    defineField({
      name: "socialLinks",
      title: "Social media · Mạng xã hội",
      description: "Leave empty to keep the links the site was built with.",
      type: "array",
      of: [
        defineArrayMember({
          name: "socialLink",
          title: "Link",
          type: "object",
          fields: [
            defineField({
              name: "label",
              title: "Name · Tên",
              description: "E.g. Facebook, YouTube.",
              type: "string",
              validation: (rule) => rule.required().error("Name the link, e.g. Facebook."),
            }),
            defineField({
              name: "url",
              title: "Address · Địa chỉ",
              type: "url",
              validation: (rule) => [rule.uri(anyLink).required().error("Paste the address of the page."), rule.uri(anyLink).custom(checkWebLink)],
            }),
          ],
          preview: { select: { title: "label", subtitle: "url" } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Settings · Cài Đặt" }) },
});
