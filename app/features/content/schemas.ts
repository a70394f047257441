import { z } from "zod";
import { safeHref } from "./safe-href";
import {
  type Announcement,
  type AnnouncementCategory,
  type Bulletin,
  type GalleryAlbum,
  type CategoryColor,
  categoryColors,
  type ContentImage,
  type Localized,
  type Memorial,
  type RichTextBlock,
  type ScheduleChange,
  type ScheduledIntention,
  type SitePage,
  type SiteSettings,
  type StaffMember,
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
  emailSubscribers: z.boolean().nullish(),
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
    emailSubscribers: row.emailSubscribers ?? false,
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

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).transform((value) => value as `${number}:${number}`);
const dateKey = z.iso.date();

export const scheduleChangeSchema = z.object({
  _id: z.string().min(1),
  date: dateKey,
  title: localizedString.nullish(),
  replacesWeekly: z.boolean().nullish(),
  masses: z
    .array(z.object({ time: clockTime, language: z.enum(["vi", "en", "bilingual"]), note: localizedString.nullish() }))
    .nullish(),
});

export function parseScheduleChanges(rows: unknown): ScheduleChange[] {
  return parseRows(rows, scheduleChangeSchema, (row) => ({
    id: row._id,
    date: row.date,
    title: localizedText(row.title),
    replacesWeekly: row.replacesWeekly ?? false,
    masses: (row.masses ?? []).map((mass) => ({ time: mass.time, language: mass.language, note: localizedText(mass.note) })),
  }), "schedule change");
}

export const scheduledIntentionSchema = z.object({
  _id: z.string().min(1),
  date: dateKey,
  time: clockTime,
  intention: z.string().trim().min(1),
  publish: z.boolean().nullish(),
});

/** Only an intention marked publishable is kept, whatever the query asked: a private one must never reach a page. */
export function parseScheduledIntentions(rows: unknown): ScheduledIntention[] {
  return parseRows(rows, scheduledIntentionSchema, (row) => (row.publish === true ? [{ id: row._id, date: row.date, time: row.time, intention: row.intention }] : []), "scheduled intention").flat();
}

/** Sanity names an image asset `image-<hash>-<width>x<height>-<format>`: its size comes with its id. */
const imageAssetId = /^image-[a-zA-Z0-9]+-(\d+)x(\d+)-[a-z0-9]+$/;

/** An image the office added but whose upload is missing has no asset: it shows no picture. */
const imageSchema = z.object({ asset: z.string().regex(imageAssetId).nullish(), alt: localizedString.nullish() });

function contentImage(value: z.infer<typeof imageSchema> | null | undefined): ContentImage | null {
  const size = value?.asset ? imageAssetId.exec(value.asset) : null;
  if (!value?.asset || !size) return null;
  return { assetId: value.asset, width: Number(size[1]), height: Number(size[2]), alt: localizedText(value.alt) };
}

/** An image whose reference is missing or odd shows no picture rather than hiding the whole document. */
const optionalImage = imageSchema.nullish().catch(null);

export const pageSchema = z.object({
  _id: z.string().min(1),
  path: z.string().regex(/^\/[a-z0-9/-]*$/),
  body: content.nullish(),
  image: optionalImage,
});

export function parsePages(rows: unknown): SitePage[] {
  return parseRows(rows, pageSchema, (row) => ({ id: row._id, path: row.path, body: localizedContent(row.body), image: contentImage(row.image) }), "page");
}

const optionalText = z.string().trim().nullish().transform((value) => (value ? value : null));

export const staffSchema = z.object({
  _id: z.string().min(1),
  name: z.string().trim().min(1),
  nameVi: optionalText,
  role: localizedString.nullish(),
  phone: optionalText,
  email: optionalText.pipe(z.email().nullable().catch(null)),
  displayOrder: z.number().nullish(),
  photo: optionalImage,
});

export function parseStaff(rows: unknown): StaffMember[] {
  return parseRows(rows, staffSchema, (row) => ({
    id: row._id,
    name: { en: row.name, vi: row.nameVi ?? row.name },
    role: localizedText(row.role),
    phone: row.phone,
    email: row.email,
    displayOrder: row.displayOrder ?? 0,
    photo: contentImage(row.photo),
  }), "staff member");
}

export const settingsSchema = z.object({
  givingUrl: optionalText.transform((value) => (value && /^https?:\/\//.test(value) ? value : null)),
  phone: optionalText,
  email: optionalText.pipe(z.email().nullable().catch(null)),
  officeHours: localizedString.nullish(),
  vietnameseSchoolFee: localizedString.nullish(),
  religiousEducationFee: localizedString.nullish(),
  socialLinks: z.array(z.object({ label: z.string().trim().min(1), url: z.string().regex(/^https?:\/\//) })).nullish().catch(null),
});

export function parseSettings(rows: unknown): SiteSettings[] {
  return parseRows(rows, settingsSchema, (row) => ({
    givingUrl: row.givingUrl,
    phone: row.phone,
    email: row.email,
    officeHours: localizedText(row.officeHours),
    fees: { vietnameseSchool: localizedText(row.vietnameseSchoolFee), religiousEducation: localizedText(row.religiousEducationFee) },
    socialLinks: row.socialLinks ?? [],
  }), "settings document");
}

/** A file's address: Sanity's CDN, or this site's own path for the embedded dataset. */
const fileUrl = z.string().regex(/^(https:\/\/|\/)/);

export const bulletinSchema = z.object({
  _id: z.string().min(1),
  date: dateKey,
  language: z.enum(["vi", "en"]).nullish().catch(null),
  highlights: content.nullish(),
  file: z.object({ url: fileUrl, size: z.number().int().nonnegative() }).nullish().catch(null),
});

export function parseBulletins(rows: unknown): Bulletin[] {
  return parseRows(rows, bulletinSchema, (row) => ({
    id: row._id,
    date: row.date,
    language: row.language ?? null,
    highlights: localizedContent(row.highlights),
    file: row.file ?? null,
  }), "bulletin");
}

export const albumSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: localizedString.nullish(),
  date: dateKey,
  cover: optionalImage,
  photos: z.array(z.object({ _key: z.string().min(1), asset: z.string().nullish(), alt: localizedString.nullish(), caption: localizedString.nullish() })).nullish(),
});

export function parseAlbums(rows: unknown): GalleryAlbum[] {
  return parseRows(rows, albumSchema, (row) => ({
    id: row._id,
    slug: row.slug,
    title: localizedText(row.title),
    date: row.date,
    cover: contentImage(row.cover),
    // A photo whose upload is missing or odd is left out; the rest of the album still shows.
    photos: (row.photos ?? []).flatMap((photo) => {
      const image = contentImage(imageSchema.safeParse(photo).data);
      return image ? [{ key: photo._key, image, caption: localizedText(photo.caption) }] : [];
    }),
  }), "photo album");
}
