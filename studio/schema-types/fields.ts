import { defineField } from "sanity";

/** Notes for whoever translates the text; the site never shows them. */
export function translationNotesField() {
  return defineField({
    name: "translationNotes",
    title: "Notes for translators · Ghi chú cho người dịch",
    description: "Not shown on the site.",
    type: "text",
    rows: 3,
  });
}

/** A name that must hold more than spaces (the site's zod schemas trim it and refuse an empty one). */
export function nameField(options: { title: string; description: string; message: string }) {
  const { title, description, message } = options;
  return defineField({
    name: "name",
    title,
    description,
    type: "string",
    validation: (rule) => [rule.required().error(message), rule.custom((value: string | undefined) => (!value || value.trim() !== "" ? true : message))],
  });
}
