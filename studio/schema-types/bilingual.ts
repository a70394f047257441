import { defineField, defineType, type Rule } from "sanity";

/**
 * A text in both languages, stored as `{en, vi}` (the shape the site reads) and edited side by side. The site shows a
 * missing language in the other one, so one language is enough to publish; a warning says which one is missing.
 */
export interface Bilingual<T> {
  en?: T;
  vi?: T;
}

export type BilingualKind = "string" | "text" | "richText";

const typeNames = {
  string: "bilingualString",
  text: "bilingualText",
  richText: "bilingualRichText",
} as const satisfies Record<BilingualKind, string>;

function languageTypes(kind: BilingualKind) {
  return defineType({
    name: typeNames[kind],
    title: { string: "Short text in both languages", text: "Text in both languages", richText: "Formatted text in both languages" }[kind],
    type: "object",
    options: { columns: 2 },
    fields: [
      defineField({ name: "en", title: "English", type: kind, ...(kind === "text" ? { rows: 4 } : {}) }),
      defineField({ name: "vi", title: "Tiếng Việt", type: kind, ...(kind === "text" ? { rows: 4 } : {}) }),
    ],
  });
}

export const bilingualString = languageTypes("string");
export const bilingualText = languageTypes("text");
export const bilingualRichText = languageTypes("richText");

/** True when a language holds nothing a reader would see: no characters, or formatted text with no words. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) {
    return !value.some((block: unknown) => {
      if (typeof block !== "object" || block === null) return false;
      const children = (block as { children?: unknown }).children;
      if (!Array.isArray(children)) return true;
      return children.some((child: unknown) => typeof (child as { text?: unknown })?.text === "string" && (child as { text: string }).text.trim() !== "");
    });
  }
  return false;
}

export type Requirement = "both" | "either" | "optional";

/** The rules of a bilingual field: an error when the required languages are missing, a warning when only one is there. */
export function bilingualRules(rule: Rule, requirement: Requirement, what: string) {
  const missing = (value: Bilingual<unknown> | undefined) => ({ en: isBlank(value?.en), vi: isBlank(value?.vi) });
  return [
    rule.custom((value: Bilingual<unknown> | undefined) => {
      const blank = missing(value);
      if (requirement === "both" && (blank.en || blank.vi)) return `Write the ${what} in both Vietnamese and English.`;
      if (requirement === "either" && blank.en && blank.vi) return `Write the ${what} in Vietnamese, in English, or in both.`;
      return true;
    }),
    rule
      .custom((value: Bilingual<unknown> | undefined) => {
        const blank = missing(value);
        if (requirement === "both" || blank.en === blank.vi) return true;
        return blank.en
          ? `The ${what} is only in Vietnamese: English readers will see the Vietnamese text.`
          : `The ${what} is only in English: Vietnamese readers will see the English text.`;
      })
      .warning(),
  ];
}

/** A bilingual field with its rules. */
export function bilingualField(options: {
  name: string;
  title: string;
  kind: BilingualKind;
  requirement: Requirement;
  /** How messages name the field: "title", "role", "note"… */
  what: string;
  description?: string;
}) {
  const { name, title, kind, requirement, what, description } = options;
  return defineField({
    name,
    title,
    description,
    type: typeNames[kind],
    validation: (rule) => bilingualRules(rule, requirement, what),
  });
}
