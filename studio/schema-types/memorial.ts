import { HeartIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { nameField } from "./fields";
import { anyLink, checkSiteLink } from "./links";
import { both, titled } from "../bilingual-text";

export const memorial = defineType({
  name: "memorial",
  title: titled("Memorial", "Tưởng niệm"),
  type: "document",
  icon: HeartIcon,
  fields: [
    nameField({
      title: "Name · Tên",
      description: both(
        "As the family wishes it written, with the saint's name and years, e.g. Maria Trần Thị Lan (1948–2026).",
        "Ghi như gia đình mong muốn, có Tên Thánh và năm sinh, năm mất, ví dụ Maria Trần Thị Lan (1948–2026).",
      ),
      message: both("Write the name of the deceased.", "Xin ghi tên người đã qua đời."),
    }),
    defineField({
      name: "link",
      title: "Link to the obituary · Liên kết cáo phó",
      description: both(
        "The funeral home's page or the family's notice (https://…). Optional.",
        "Trang của nhà quàn hoặc cáo phó của gia đình (https://…). Không bắt buộc.",
      ),
      type: "url",
      validation: (rule) => rule.uri(anyLink).custom(checkSiteLink),
    }),
  ],
  orderings: [
    {
      title: titled("Newest first", "Mới nhất trước"),
      name: "createdDesc",
      by: [{ field: "_createdAt", direction: "desc" }],
    },
  ],
  preview: {
    select: { title: "name", subtitle: "link" },
  },
});
