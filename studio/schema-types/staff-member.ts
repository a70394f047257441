import { UserIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { nameField } from "./fields";

/** Digits with the usual separators, at least seven digits: (817) 555-0100, 817-555-0100, +1 817 555 0100. */
export function checkPhone(value: string | undefined): true | string {
  if (!value) return true;
  return /^\+?[0-9 ().-]+$/.test(value.trim()) && value.replace(/\D/g, "").length >= 7
    ? true
    : "Write the phone number with digits only, for example (817) 555-0100.";
}

export const staffMember = defineType({
  name: "staffMember",
  title: "Staff member",
  type: "document",
  icon: UserIcon,
  fields: [
    nameField({
      title: "Name · Tên",
      description: "As English readers see it, e.g. Rev. Joseph Nguyen.",
      message: "Write the person's name.",
    }),
    defineField({
      name: "nameVi",
      title: "Name in Vietnamese · Tên tiếng Việt",
      description: "Only if written differently in Vietnamese, e.g. Cha Giuse Nguyễn. Leave empty to use the name above.",
      type: "string",
    }),
    bilingualField({ name: "role", title: "Role · Chức vụ", kind: "string", requirement: "either", what: "role" }),
    defineField({
      name: "photo",
      title: "Photo · Hình",
      description: "Optional. A head-and-shoulders photo works best.",
      type: "image",
      options: { hotspot: true },
    }),
    defineField({
      name: "phone",
      title: "Phone · Điện thoại",
      description: "Optional, e.g. (817) 555-0101.",
      type: "string",
      validation: (rule) => rule.custom(checkPhone),
    }),
    defineField({
      name: "email",
      title: "Email",
      description: "Optional.",
      type: "email",
      validation: (rule) => rule.error("Check the email address, e.g. office@parish.org."),
    }),
    defineField({
      name: "displayOrder",
      title: "Order · Thứ tự",
      description: "Lower numbers come first: the pastor 1, the parochial vicar 2…",
      type: "number",
      initialValue: 10,
      validation: (rule) => [rule.required().error("Give a number for the order, e.g. 5."), rule.integer().error("Use a whole number, e.g. 5.")],
    }),
  ],
  orderings: [{ title: "Order on the site", name: "displayOrder", by: [{ field: "displayOrder", direction: "asc" }] }],
  preview: {
    select: { name: "name", nameVi: "nameVi", vi: "role.vi", en: "role.en", media: "photo" },
    prepare: ({ name, nameVi, vi, en, media }) => ({
      title: nameVi || name || "New staff member",
      subtitle: [nameVi && name !== nameVi ? name : undefined, vi, en].filter(Boolean).join(" · "),
      media,
    }),
  },
});
