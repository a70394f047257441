import { defineArrayMember, defineField, defineType } from "sanity";
import { checkSiteLink } from "./links";

/** Formatted text as the site renders it: paragraphs, headings, quotes, lists, bold, italic and safe links. */
export const richText = defineType({
  name: "richText",
  title: "Formatted text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Paragraph", value: "normal" },
        { title: "Heading", value: "h3" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bulleted list", value: "bullet" },
        { title: "Numbered list", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Bold", value: "strong" },
          { title: "Italic", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            type: "object",
            title: "Link",
            fields: [
              defineField({
                name: "href",
                type: "string",
                title: "Address",
                description: "A web page (https://…), an email (mailto:office@…), a phone number (tel:+1817…) or a page of this site (/schedule).",
                validation: (rule) => [rule.required().error("Type the address the link opens."), rule.custom(checkSiteLink)],
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
