import { EnvelopeIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requests as en } from "../../app/i18n/en/requests";
import { requests as vi } from "../../app/i18n/vi/requests";
import { both, titled } from "../bilingual-text";

/** Every kind of form, titled as the office's email titles it. */
export const requestKindOptions = (Object.keys(en.kinds) as (keyof typeof en.kinds)[]).map((kind) => ({
  value: kind,
  title: `${en.kinds[kind]} · ${vi.kinds[kind]}`,
}));

export const requestStatuses = [
  { value: "new", title: "New · Mới" },
  { value: "inProgress", title: "In progress · Đang xử lý" },
  { value: "done", title: "Done · Đã xong" },
] as const;

/**
 * A request a visitor sent from the website (a Mass intention, a registration, a sacrament, an enrolment, a prayer
 * request or a message). The website writes it; the office changes only its status and notes, saved as typed: no
 * draft to publish, and none left behind with the visitor's answers when the request is deleted. It lives under the
 * private `requests.` path, which the public API never serves.
 */
export const request = defineType({
  name: "request",
  title: titled("Request", "Đơn"),
  type: "document",
  icon: EnvelopeIcon,
  liveEdit: true,
  fields: [
    defineField({
      name: "status",
      title: "Status · Tình trạng",
      type: "string",
      options: { list: [...requestStatuses], layout: "radio", direction: "horizontal" },
      initialValue: "new",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "officeNotes",
      title: "Office notes · Ghi chú của văn phòng",
      description: both("Only the office sees these.", "Chỉ văn phòng thấy những ghi chú này."),
      type: "text",
      rows: 3,
    }),
    defineField({
      name: "kind",
      title: "Form · Mẫu đơn",
      type: "string",
      options: { list: requestKindOptions },
      readOnly: true,
    }),
    defineField({ name: "title", title: "About · Tiêu đề", type: "string", readOnly: true }),
    defineField({
      name: "reference",
      title: "Number · Số đơn",
      description: both("The number in the office's email.", "Số đơn trong email gửi văn phòng."),
      type: "number",
      readOnly: true,
    }),
    defineField({ name: "receivedAt", title: "Received · Nhận lúc", type: "datetime", readOnly: true }),
    defineField({
      name: "language",
      title: "Language · Ngôn ngữ",
      type: "string",
      options: {
        list: [
          { value: "vi", title: "Tiếng Việt" },
          { value: "en", title: "English" },
        ],
      },
      readOnly: true,
    }),
    defineField({
      name: "sections",
      title: "What was sent · Nội dung đơn",
      type: "array",
      readOnly: true,
      of: [
        defineArrayMember({
          name: "requestSection",
          type: "object",
          fields: [
            defineField({ name: "heading", title: "Part · Phần", type: "string" }),
            defineField({
              name: "fields",
              title: "Fields · Các mục",
              type: "array",
              of: [
                defineArrayMember({
                  name: "requestField",
                  type: "object",
                  fields: [
                    defineField({ name: "label", title: "Question · Mục", type: "string" }),
                    defineField({ name: "value", title: "Answer · Câu trả lời", type: "text" }),
                  ],
                  preview: { select: { title: "label", subtitle: "value" } },
                }),
              ],
            }),
          ],
          preview: {
            select: { title: "heading" },
            prepare: ({ title }: { title?: string }) => ({ title: title ?? "Form · Mẫu đơn" }),
          },
        }),
      ],
    }),
  ],
  orderings: [
    { title: "Newest first · Mới nhất trước", name: "receivedDesc", by: [{ field: "receivedAt", direction: "desc" }] },
  ],
  preview: {
    select: { kind: "kind", title: "title", status: "status", reference: "reference" },
    prepare: ({
      kind,
      title,
      status,
      reference,
    }: {
      kind?: string;
      title?: string;
      status?: string;
      reference?: number;
    }) => ({
      title: `#${reference ?? "?"} ${title ?? ""}`,
      subtitle: [
        requestKindOptions.find((option) => option.value === kind)?.title,
        requestStatuses.find((option) => option.value === status)?.title,
      ]
        .filter(Boolean)
        .join(" — "),
    }),
  },
});
