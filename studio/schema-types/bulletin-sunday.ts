import { EditIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { bilingualField } from "./bilingual";
import { checkSunday } from "./bulletin";
import { both, titled } from "../bilingual-text";

/**
 * What the office writes for one Sunday's composed bulletin beyond what the site already holds: the pastor's letter
 * and items of that week only. The rest (Masses, intentions, notices, events) comes from the other documents.
 */
export const bulletinSunday = defineType({
  name: "bulletinSunday",
  title: titled("Letter and items for a Sunday", "Thư Cha Xứ và tin riêng"),
  type: "document",
  icon: EditIcon,
  fields: [
    defineField({
      name: "date",
      title: "Sunday · Chúa Nhật",
      description: both(
        "The Sunday whose bulletin prints this letter and these items.",
        "Chúa Nhật mà Bản Tin in thư và các tin này.",
      ),
      type: "date",
      validation: (rule) => [
        rule.required().error(both("Choose the Sunday.", "Xin chọn Chúa Nhật.")),
        rule.custom(checkSunday).warning(),
      ],
    }),
    bilingualField({
      name: "pastorLetter",
      title: "Pastor's letter · Thư Cha Xứ",
      kind: "richText",
      requirement: "optional",
      what: "text",
      description: both(
        "Optional: printed after the cover, Vietnamese beside English.",
        "Không bắt buộc: in sau trang bìa, tiếng Việt bên cạnh tiếng Anh.",
      ),
    }),
    defineField({
      name: "items",
      title: "Items for this Sunday · Tin riêng cho Chúa Nhật này",
      description: both(
        "Optional: short items printed after the notices, for this bulletin only.",
        "Không bắt buộc: các tin ngắn in sau phần Thông Báo, chỉ cho Bản Tin này.",
      ),
      type: "array",
      of: [
        defineArrayMember({
          name: "bulletinItem",
          title: titled("Item", "Tin"),
          type: "object",
          fields: [
            bilingualField({
              name: "title",
              title: "Title · Tiêu đề",
              kind: "string",
              requirement: "either",
              what: "title",
            }),
            bilingualField({
              name: "body",
              title: "Text · Nội dung",
              kind: "richText",
              requirement: "either",
              what: "text",
            }),
          ],
          preview: {
            select: { vi: "title.vi", en: "title.en" },
            prepare: ({ vi, en }) => ({ title: vi || en || titled("Untitled item", "Tin chưa có tiêu đề") }),
          },
        }),
      ],
    }),
  ],
  orderings: [
    { title: titled("Newest first", "Mới nhất trước"), name: "dateDesc", by: [{ field: "date", direction: "desc" }] },
  ],
  preview: {
    select: { date: "date" },
    prepare: ({ date }) => ({
      title: date ? `Chúa Nhật · Sunday ${date}` : titled("New letter and items", "Thư và tin mới"),
    }),
  },
});
