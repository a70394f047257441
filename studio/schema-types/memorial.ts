import { HeartIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { nameField } from "./fields";
import { anyLink, checkSiteLink } from "./links";

export const memorial = defineType({
  name: "memorial",
  title: "Memorial",
  type: "document",
  icon: HeartIcon,
  fields: [
    nameField({
      title: "Name · Tên",
      description: "As the family wishes it written, with the saint's name and years, e.g. Maria Trần Thị Lan (1948–2026).",
      message: "Write the name of the deceased.",
    }),
    defineField({
      name: "link",
      title: "Link to the obituary · Liên kết cáo phó",
      description: "The funeral home's page or the family's notice (https://…). Optional.",
      type: "url",
      validation: (rule) => rule.uri(anyLink).custom(checkSiteLink),
    }),
  ],
  orderings: [{ title: "Newest first", name: "createdDesc", by: [{ field: "_createdAt", direction: "desc" }] }],
  preview: {
    select: { title: "name", subtitle: "link" },
  },
});
