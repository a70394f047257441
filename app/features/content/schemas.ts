import { z } from "zod";
import type { Language } from "#app/i18n/language";
import { otherLanguage } from "#app/i18n/language";
import { safeHref } from "./safe-href";
import {
  type Announcement,
  type AnnouncementCategory,
  type CategoryColor,
  categoryColors,
  type Localized,
  type Memorial,
  type RichTextBlock,
} from "./types";

const localizedString = z.union([
  z.string(),
  z.object({ en: z.string().nullish(), vi: z.string().nullish() }),
]);

const span = z.object({
  _type: z.literal("span"),
  _key: z.string().optional(),
  text: z.string(),
  marks: z.array(z.string()).optional(),
});

const block = z.object({
  _type: z.literal("block"),
  _key: z.string().optional(),
  style: z.string().optional(),
  listItem: z.enum(["bullet", "number"]).optional(),
  level: z.number().int().min(1).max(10).optional(),
  markDefs: z.array(z.looseObject({ _type: z.string(), _key: z.string(), href: z.string().optional() })).optional(),
  children: z.array(z.union([span, z.looseObject({ _type: z.string() })])),
});

/** Blocks we cannot render (images, embeds) are left out rather than failing the whole announcement. */
const blocks = z.array(z.looseObject({ _type: z.string() })).transform((items) =>
  items.flatMap((item): RichTextBlock[] => {
    const parsed = block.safeParse(item);
    if (!parsed.success) return [];
    const children = parsed.data.children.flatMap((child) => {
      const text = span.safeParse(child);
      return text.success ? [text.data] : [];
    });
    return [{ ...parsed.data, children }];
  }),
);

const richText = z.union([z.string(), blocks]);
const content = z.union([richText, z.object({ en: richText.nullish(), vi: richText.nullish() })]);

export const announcementSchema = z.object({
  _id: z.string().min(1),
  _updatedAt: z.string().nullish(),
  title: localizedString.nullish(),
  content: content.nullish(),
  publishDate: z.string().nullish(),
  displayOrder: z.number().nullish(),
  titleIsShown: z.boolean().nullish(),
  isNotice: z.boolean().nullish(),
  noticeEndsAt: z.string().nullish(),
  category: z.object({ _id: z.string(), key: z.string().nullish(), title: localizedString.nullish() }).nullish(),
});

export const categorySchema = z.object({
  _id: z.string().min(1),
  key: z.string().min(1),
  title: localizedString.nullish(),
  description: localizedString.nullish(),
  isImportant: z.boolean().nullish(),
  displayOrder: z.number().nullish(),
  icon: z.string().nullish(),
  backgroundColor: z.string().nullish(),
});

export const memorialSchema = z.object({
  _id: z.string().min(1),
  name: z.string().trim().min(1),
  link: z.string().nullish(),
});

function localizedText(value: z.infer<typeof localizedString> | null | undefined): Localized<string> {
  if (value === null || value === undefined) return {};
  if (typeof value === "string") return { en: value, vi: value };
  return { en: value.en ?? undefined, vi: value.vi ?? undefined };
}

/** Plain text becomes one paragraph per line break pair, so editors may type text without formatting. */
export function plainTextBlocks(text: string): RichTextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({ _type: "block", style: "normal", markDefs: [], children: [{ _type: "span", text: paragraph, marks: [] }] }));
}

function richTextBlocks(value: z.infer<typeof richText> | null | undefined): RichTextBlock[] | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === "string" ? plainTextBlocks(value) : value;
}

function localizedContent(value: z.infer<typeof content> | null | undefined): Localized<RichTextBlock[]> {
  if (value === null || value === undefined) return {};
  if (typeof value === "string" || Array.isArray(value)) {
    const shared = richTextBlocks(value);
    return { en: shared, vi: shared };
  }
  return { en: richTextBlocks(value.en), vi: richTextBlocks(value.vi) };
}

function isCategoryColor(value: string | null | undefined): value is CategoryColor {
  return (categoryColors as readonly (string | null | undefined)[]).includes(value);
}

/**
 * Validates every row on its own: one malformed document is logged and left out, the rest still show. An answer
 * whose rows are all malformed is garbage, not an empty list, and fails like an outage.
 */
function parseRows<S extends z.ZodType, T>(rows: unknown, schema: S, reshape: (row: z.infer<S>) => T, what: string): T[] {
  const list = z.array(z.unknown()).parse(rows);
  const parsed = list.flatMap((row) => {
    const result = schema.safeParse(row);
    if (result.success) return [reshape(result.data)];
    console.warn(`Ignoring a malformed ${what} from the content service: ${z.prettifyError(result.error)}`);
    return [];
  });
  if (list.length > 0 && parsed.length === 0) throw new Error(`every ${what} from the content service is malformed`);
  return parsed;
}

export function parseAnnouncements(rows: unknown): Announcement[] {
  return parseRows(rows, announcementSchema, (row) => ({
    id: row._id,
    updatedAt: row._updatedAt ?? null,
    title: localizedText(row.title),
    content: localizedContent(row.content),
    publishDate: row.publishDate ?? null,
    displayOrder: row.displayOrder ?? 0,
    titleIsShown: row.titleIsShown ?? true,
    isNotice: row.isNotice ?? false,
    noticeEndsAt: row.noticeEndsAt ?? null,
    categoryKey: row.category?.key ?? null,
  }), "announcement");
}

export function parseCategories(rows: unknown): AnnouncementCategory[] {
  return parseRows(rows, categorySchema, (row) => ({
    id: row._id,
    key: row.key,
    title: localizedText(row.title),
    description: localizedText(row.description),
    isImportant: row.isImportant ?? false,
    displayOrder: row.displayOrder ?? 0,
    icon: row.icon ?? null,
    color: isCategoryColor(row.backgroundColor) ? row.backgroundColor : "primary",
  }), "announcement category");
}

export function parseMemorials(rows: unknown): Memorial[] {
  return parseRows(rows, memorialSchema, (row) => ({ id: row._id, name: row.name, link: safeHref(row.link) }), "memorial");
}

/** The active language, else the other one, so a card is never empty because one translation is missing. */
export function pickLanguage<T>(value: Localized<T>, lang: Language, isEmpty: (item: T) => boolean = () => false): T | undefined {
  const first = value[lang];
  if (first !== undefined && !isEmpty(first)) return first;
  const second = value[otherLanguage(lang)];
  return second !== undefined && !isEmpty(second) ? second : undefined;
}
