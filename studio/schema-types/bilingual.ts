import { defineField, defineType, type Rule } from "sanity";
import { both, titled } from "../bilingual-text";

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
    title: {
      string: titled("Short text in both languages", "Chữ ngắn song ngữ"),
      text: titled("Text in both languages", "Nội dung song ngữ"),
      richText: titled("Formatted text in both languages", "Nội dung trình bày song ngữ"),
    }[kind],
    type: "object",
    options: { columns: 2 },
    fields: [
      defineField({
        name: "en",
        title: titled("English", "Tiếng Anh"),
        type: kind,
        ...(kind === "text" ? { rows: 4 } : {}),
      }),
      defineField({
        name: "vi",
        title: titled("Vietnamese", "Tiếng Việt"),
        type: kind,
        ...(kind === "text" ? { rows: 4 } : {}),
      }),
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
      return children.some(
        (child: unknown) =>
          typeof (child as { text?: unknown })?.text === "string" && (child as { text: string }).text.trim() !== "",
      );
    });
  }
  return false;
}

export type Requirement = "both" | "either" | "optional";

/** How the messages name a bilingual field, in both languages. */
const fieldNames = {
  title: "tiêu đề",
  text: "nội dung",
  name: "tên",
  description: "mô tả",
  role: "chức vụ",
  note: "ghi chú",
  "name of the day": "tên ngày lễ",
  highlights: "tin chính",
  "office hours": "giờ làm việc",
  fee: "học phí",
  "parish name": "tên giáo xứ",
  "community line": "dòng chữ dưới tên giáo xứ",
  town: "thành phố",
  place: "nơi",
} as const;

export type FieldName = keyof typeof fieldNames;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("vi") + text.slice(1);

/** The rules of a bilingual field: an error when the required languages are missing, a warning when only one is there. */
export function bilingualRules(rule: Rule, requirement: Requirement, what: FieldName) {
  const missing = (value: Bilingual<unknown> | undefined) => ({ en: isBlank(value?.en), vi: isBlank(value?.vi) });
  const vi = fieldNames[what];
  return [
    rule.custom((value: Bilingual<unknown> | undefined) => {
      const blank = missing(value);
      if (requirement === "both" && (blank.en || blank.vi))
        return both(
          `Write the ${what} in both Vietnamese and English.`,
          `Xin viết ${vi} bằng cả tiếng Việt và tiếng Anh.`,
        );
      if (requirement === "either" && blank.en && blank.vi)
        return both(
          `Write the ${what} in Vietnamese, in English, or in both.`,
          `Xin viết ${vi} bằng tiếng Việt, tiếng Anh, hoặc cả hai.`,
        );
      return true;
    }),
    rule
      .custom((value: Bilingual<unknown> | undefined) => {
        const blank = missing(value);
        if (requirement === "both" || blank.en === blank.vi) return true;
        return blank.en
          ? both(
              `${capitalised(what)} only in Vietnamese: English readers will see the Vietnamese text.`,
              `${capitalised(vi)} chỉ có tiếng Việt: người đọc tiếng Anh sẽ thấy bản tiếng Việt.`,
            )
          : both(
              `${capitalised(what)} only in English: Vietnamese readers will see the English text.`,
              `${capitalised(vi)} chỉ có tiếng Anh: người đọc tiếng Việt sẽ thấy bản tiếng Anh.`,
            );
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
  what: FieldName;
  description?: string;
  /** The tab of a document with several, as `groups` names it. */
  group?: string;
}) {
  const { name, title, kind, requirement, what, description, group } = options;
  return defineField({
    name,
    title,
    description,
    ...(group ? { group } : {}),
    type: typeNames[kind],
    validation: (rule) => bilingualRules(rule, requirement, what),
  });
}
