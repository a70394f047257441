import { defineArrayMember, defineField, defineType } from "sanity";
import { checkSiteLink } from "./links";
import { both, titled } from "../bilingual-text";

/** Formatted text as the site renders it: paragraphs, headings, quotes, lists, bold, italic and safe links. */
export const richText = defineType({
  name: "richText",
  title: titled("Formatted text", "Nội dung trình bày"),
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: titled("Paragraph", "Đoạn văn"), value: "normal" },
        { title: titled("Heading", "Tiêu đề"), value: "h3" },
        { title: titled("Quote", "Trích dẫn"), value: "blockquote" },
      ],
      lists: [
        { title: titled("Bulleted list", "Danh sách gạch đầu dòng"), value: "bullet" },
        { title: titled("Numbered list", "Danh sách số"), value: "number" },
      ],
      marks: {
        decorators: [
          { title: titled("Bold", "Chữ đậm"), value: "strong" },
          { title: titled("Italic", "Chữ nghiêng"), value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            type: "object",
            title: titled("Link", "Liên kết"),
            fields: [
              defineField({
                name: "href",
                type: "string",
                title: titled("Address", "Địa chỉ"),
                description: both(
                  "A web page (https://…), an email (mailto:office@…), a phone number (tel:+1555…) or a page of this site (/schedule).",
                  "Trang web (https://…), email (mailto:office@…), số điện thoại (tel:+1555…) hoặc một trang của trang web này (/schedule).",
                ),
                validation: (rule) => [
                  rule.required().error(both("Type the address the link opens.", "Xin ghi địa chỉ mà liên kết mở ra.")),
                  rule.custom(checkSiteLink),
                ],
              }),
            ],
          }),
        ],
      },
    }),
  ],
});
