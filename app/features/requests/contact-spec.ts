import { type FormSpec, singleLine } from "./form-spec";

/** The "Send a Message" form: its fields, their limits and its own wording of each error. */
export const contactSpec = {
  kind: "contact",
  title: "subject",
  replyTo: "email",
  fields: [
    {
      name: "name",
      type: "text",
      max: 200,
      required: true,
      autoComplete: "name",
      hint: "limit",
      messages: { required: "nameRequired", tooLong: "nameTooLong" },
    },
    { name: "email", type: "email", required: true },
    { name: "phone", type: "tel" },
    { name: "subject", type: "text", max: 200, onlyWhenFilled: true, messages: { tooLong: "subjectTooLong" } },
    {
      name: "message",
      type: "textarea",
      max: 5000,
      rows: 5,
      required: true,
      hint: "limit",
      messages: { required: "messageRequired", tooLong: "messageTooLong" },
    },
  ],
} as const satisfies FormSpec;

/** A `?subject=` from a Register or Submit Photos link, made safe for the subject field. */
export function prefillSubject(value: string | null): string {
  return value ? singleLine(value).slice(0, contactSpec.fields[3].max) : "";
}
