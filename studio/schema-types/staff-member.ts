import { UserIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { nameField } from "./fields";
import { both, titled } from "../bilingual-text";

/** Digits with the usual separators, at least seven digits: (713) 555-2368, 713-555-2368, +1 713 555 2368. */
export function checkPhone(value: string | undefined): true | string {
  if (!value) return true;
  return /^\+?[0-9 ().-]+$/.test(value.trim()) && value.replace(/\D/g, "").length >= 7
    ? true
    : both(
        "Write the phone number with digits only, for example (713) 555-2368.",
        "Xin ghi số điện thoại chỉ bằng chữ số, ví dụ (713) 555-2368.",
      );
}

export const staffMember = defineType({
  name: "staffMember",
  title: titled("Staff member", "Thành viên Ban Điều Hành"),
  type: "document",
  icon: UserIcon,
  fields: [
    nameField({
      title: "Name · Tên",
      description: both(
        "As English readers see it, e.g. Rev. Joseph Nguyen.",
        "Tên người đọc tiếng Anh thấy, ví dụ Rev. Joseph Nguyen.",
      ),
      message: both("Write the person's name.", "Xin ghi tên người này."),
    }),
    defineField({
      name: "nameVi",
      title: "Name in Vietnamese · Tên tiếng Việt",
      description: both(
        "Only if written differently in Vietnamese, e.g. Cha Giuse Nguyễn. Leave empty to use the name above.",
        "Chỉ ghi khi tiếng Việt viết khác, ví dụ Cha Giuse Nguyễn. Để trống thì dùng tên ở trên.",
      ),
      type: "string",
    }),
    bilingualField({ name: "role", title: "Role · Chức vụ", kind: "string", requirement: "either", what: "role" }),
    defineField({
      name: "clergy",
      title: titled("Clergy", "Giáo sĩ"),
      description: both(
        "For the priests and deacons: the contact page lists them with their phone.",
        "Dành cho các linh mục và phó tế: trang liên lạc ghi tên và số điện thoại của các ngài.",
      ),
      type: "string",
      options: {
        list: [
          { value: "pastor", title: "Pastor · Cha Chánh Xứ" },
          { value: "parochialVicar", title: "Parochial vicar · Cha Phó" },
          { value: "deacon", title: "Deacon · Thầy Phó Tế" },
        ],
        layout: "radio",
      },
    }),
    defineField({
      name: "photo",
      title: "Photo · Hình",
      description: both(
        "Optional. A head-and-shoulders photo works best.",
        "Không bắt buộc. Hình chụp nửa người là đẹp nhất.",
      ),
      type: "image",
      options: { hotspot: true },
    }),
    defineField({
      name: "phone",
      title: "Phone · Điện thoại",
      description: both("Optional, e.g. (713) 555-2368.", "Không bắt buộc, ví dụ (713) 555-2368."),
      type: "string",
      validation: (rule) => rule.custom(checkPhone),
    }),
    defineField({
      name: "email",
      title: "Email",
      description: both("Optional.", "Không bắt buộc."),
      type: "email",
      validation: (rule) =>
        rule.error(
          both(
            "Check the email address, e.g. office@parish.org.",
            "Xin xem lại địa chỉ email, ví dụ office@parish.org.",
          ),
        ),
    }),
    defineField({
      name: "displayOrder",
      title: "Order · Thứ tự",
      description: both(
        "Lower numbers come first: the pastor 1, the parochial vicar 2…",
        "Số nhỏ đứng trước: Cha Chánh Xứ 1, Cha Phó 2…",
      ),
      type: "number",
      initialValue: 10,
      validation: (rule) => [
        rule.required().error(both("Give a number for the order, e.g. 5.", "Xin ghi số thứ tự, ví dụ 5.")),
        rule.integer().error(both("Use a whole number, e.g. 5.", "Xin ghi số nguyên, ví dụ 5.")),
      ],
    }),
  ],
  orderings: [
    {
      title: titled("Order on the site", "Thứ tự trên trang web"),
      name: "displayOrder",
      by: [{ field: "displayOrder", direction: "asc" }],
    },
  ],
  preview: {
    select: { name: "name", nameVi: "nameVi", vi: "role.vi", en: "role.en", media: "photo" },
    prepare: ({ name, nameVi, vi, en, media }) => ({
      title: nameVi || name || titled("New staff member", "Thành viên mới"),
      subtitle: [nameVi && name !== nameVi ? name : undefined, vi, en].filter(Boolean).join(" · "),
      media,
    }),
  },
});
