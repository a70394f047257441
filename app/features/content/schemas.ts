import { z } from "zod";
import { PLACEHOLDER_PARISH, type ParishIdentity, phoneOf } from "#app/features/parish/identity";
import type { WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import { WEEKDAY_NAMES, type Weekday } from "#app/i18n/weekdays";
import { safeHref } from "./safe-href";
import { type CategoryColor, categoryColors, type ContentImage, type Localized, paperSizes } from "./types";

/*
 * Each parse function below says what a row of the content service must be (its zod schema) and what the site makes
 * of it; the site's content types (types.ts) are what these functions return, so the shape is written once.
 */

const localizedString = z.union([z.string(), z.object({ en: z.string().nullish(), vi: z.string().nullish() })]);

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

export type RichTextSpan = z.output<typeof span>;
/** One Portable Text block, as much of it as we render: its spans only. */
export type RichTextBlock = Omit<z.output<typeof block>, "children"> & { children: RichTextSpan[] };

/**
 * A block as the site renders it. Its keys, empty lists and the default style are left out: Portable Text takes the
 * same meaning from their absence, and every page that shows rich text sends it again for hydration.
 */
function renderedBlock({ _key, style, markDefs, ...kept }: z.infer<typeof block>): RichTextBlock {
  const children = kept.children.flatMap((child): RichTextSpan[] => {
    const parsed = span.safeParse(child);
    if (!parsed.success) return [];
    const { _key: _spanKey, marks, ...text } = parsed.data;
    return [marks && marks.length > 0 ? { ...text, marks } : text];
  });
  return {
    ...kept,
    ...(style && style !== "normal" ? { style } : {}),
    ...(markDefs && markDefs.length > 0 ? { markDefs } : {}),
    children,
  };
}

/** Blocks we cannot render (images, embeds) are left out rather than failing the whole announcement. */
const blocks = z.array(z.looseObject({ _type: z.string() })).transform((items) =>
  items.flatMap((item): RichTextBlock[] => {
    const parsed = block.safeParse(item);
    return parsed.success ? [renderedBlock(parsed.data)] : [];
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
  inBulletin: z.boolean().nullish(),
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
    .map((paragraph) => ({ _type: "block", children: [{ _type: "span", text: paragraph }] }));
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
function parseRows<S extends z.ZodType, T>(
  rows: unknown,
  schema: S,
  reshape: (row: z.infer<S>) => T,
  what: string,
): T[] {
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

export function parseAnnouncements(rows: unknown) {
  return parseRows(
    rows,
    announcementSchema,
    (row) => ({
      id: row._id,
      updatedAt: row._updatedAt ?? null,
      title: localizedText(row.title),
      content: localizedContent(row.content),
      publishDate: row.publishDate ?? null,
      displayOrder: row.displayOrder ?? 0,
      titleIsShown: row.titleIsShown ?? true,
      /** Our addition to the schema: shown as a strip on every page until noticeEndsAt. */
      isNotice: row.isNotice ?? false,
      noticeEndsAt: row.noticeEndsAt ?? null,
      categoryKey: row.category?.key ?? null,
      /** The office asked for it to be emailed to the subscribers of parish notices. */
      emailSubscribers: row.emailSubscribers ?? false,
      /** Printed in the composed bulletin while it is current; only a notice the office unticked is left out. */
      inBulletin: row.inBulletin ?? true,
    }),
    "announcement",
  );
}

export function parseCategories(rows: unknown) {
  return parseRows(
    rows,
    categorySchema,
    (row) => ({
      id: row._id,
      key: row.key,
      title: localizedText(row.title),
      description: localizedText(row.description),
      isImportant: row.isImportant ?? false,
      displayOrder: row.displayOrder ?? 0,
      icon: row.icon ?? null,
      color: isCategoryColor(row.backgroundColor) ? row.backgroundColor : ("primary" as const),
    }),
    "announcement category",
  );
}

export function parseMemorials(rows: unknown) {
  return parseRows(
    rows,
    memorialSchema,
    (row) => ({ id: row._id, name: row.name, link: safeHref(row.link) }),
    "memorial",
  );
}

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .transform((value) => value as `${number}:${number}`);
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

export function parseScheduleChanges(rows: unknown) {
  return parseRows(
    rows,
    scheduleChangeSchema,
    (row) => ({
      id: row._id,
      /** YYYY-MM-DD in the parish's time zone. */
      date: row.date,
      title: localizedText(row.title),
      /** True: the day's weekly Masses are not held, only these; false: these are added to them. */
      replacesWeekly: row.replacesWeekly ?? false,
      /** At "HH:MM" times on the parish's clock. */
      masses: (row.masses ?? []).map((mass) => ({
        time: mass.time,
        language: mass.language,
        note: localizedText(mass.note),
      })),
    }),
    "schedule change",
  );
}

export const scheduledIntentionSchema = z.object({
  _id: z.string().min(1),
  date: dateKey,
  time: clockTime,
  intention: z.string().trim().min(1),
  publish: z.boolean().nullish(),
});

/** Only an intention marked publishable is kept, whatever the query asked: a private one must never reach a page. */
export function parseScheduledIntentions(rows: unknown) {
  return parseRows(
    rows,
    scheduledIntentionSchema,
    (row) => (row.publish === true ? [{ id: row._id, date: row.date, time: row.time, intention: row.intention }] : []),
    "scheduled intention",
  ).flat();
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

export function parsePages(rows: unknown) {
  return parseRows(
    rows,
    pageSchema,
    (row) => ({ id: row._id, path: row.path, body: localizedContent(row.body), image: contentImage(row.image) }),
    "page",
  );
}

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

export const staffSchema = z.object({
  _id: z.string().min(1),
  name: z.string().trim().min(1),
  nameVi: optionalText,
  role: localizedString.nullish(),
  clergy: z.enum(["pastor", "parochialVicar", "deacon"]).nullish().catch(null),
  phone: optionalText,
  email: optionalText.pipe(z.email().nullable().catch(null)),
  displayOrder: z.number().nullish(),
  photo: optionalImage,
});

export function parseStaff(rows: unknown) {
  return parseRows(
    rows,
    staffSchema,
    (row) => ({
      id: row._id,
      name: { en: row.name, vi: row.nameVi ?? row.name },
      role: localizedText(row.role),
      /** Set for the priests and deacons, whom the contact page lists with their phone. */
      clergy: row.clergy ?? null,
      phone: row.phone,
      email: row.email,
      displayOrder: row.displayOrder ?? 0,
      photo: contentImage(row.photo),
    }),
    "staff member",
  );
}

const webAddress = z.string().regex(/^https?:\/\//);
/** Digits with the usual separators, at least seven digits, as the Studio accepts a phone. */
const dialable = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]+$/)
  .refine((value) => value.replace(/\D/g, "").length >= 7, "a phone must have at least seven digits");
const days = z
  .array(z.enum(WEEKDAY_NAMES))
  .min(1)
  .transform((names) =>
    [...new Set(names.map((name) => WEEKDAY_NAMES.indexOf(name) as Weekday))].sort((a, b) => a - b),
  );
const year = z.number().int().min(1500).max(2200).nullish().catch(null);
/** An optional part of a document that is left out, not refused, when it is malformed. */
function lenient<S extends z.ZodType>(schema: S) {
  return z.optional(z.unknown()).transform((value): z.output<S> | null => {
    const found = schema.safeParse(value);
    return found.success ? found.data : null;
  });
}
const languagePair = z.object({ en: z.string().trim().nullish(), vi: z.string().trim().nullish() }).nullish();

const filled = z.string().trim().min(1);

/** What every page needs of the settings: the parish's name, its address, the office's phone and email. */
const essentials = z.object({
  phone: dialable,
  email: z.email(),
  parishName: z.object({ en: filled, vi: filled }),
  address: z.object({
    street: filled,
    city: filled,
    state: filled,
    postalCode: filled,
    country: z.string().trim().nullish(),
  }),
});

/** The settings document, as the Studio may hold it; a document without the essentials is refused whole. */
export const settingsSchema = z
  .object({
    givingUrl: optionalText.transform((value) => (value && /^https?:\/\//.test(value) ? value : null)),
    phone: z.string().nullish(),
    email: z.string().nullish(),
    officeHours: localizedString.nullish(),
    vietnameseSchoolFee: localizedString.nullish(),
    religiousEducationFee: localizedString.nullish(),
    socialLinks: z
      .array(z.object({ label: z.string().trim().min(1), url: webAddress }))
      .nullish()
      .catch(null),
    parishName: z.object({ en: z.string().nullish(), vi: z.string().nullish() }).nullish(),
    churchType: localizedString.nullish(),
    location: localizedString.nullish(),
    address: z
      .object({
        street: z.string().nullish(),
        city: z.string().nullish(),
        state: z.string().nullish(),
        postalCode: z.string().nullish(),
        country: z.string().nullish(),
      })
      .nullish(),
    officeDays: lenient(
      z.array(
        z.object({
          days,
          opens: clockTime,
          closes: clockTime,
          breakStart: clockTime.nullish(),
          breakEnd: clockTime.nullish(),
        }),
      ),
    ),
    calendars: languagePair,
    playlists: languagePair,
    englishOnlineMassUrl: webAddress.nullish().catch(null),
    fallbackVideoId: optionalText,
    abuseReporting: lenient(z.object({ url: webAddress, hotline: dialable })),
    patronalFeast: lenient(
      z.object({ name: localizedString, month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }),
    ),
    vietnameseMartyrsAsSolemnity: z.boolean().nullish(),
    ascensionOnThursday: z.boolean().nullish(),
    foundedYear: year,
    jubileeYear: year,
  })
  .transform((row, context) => {
    const found = essentials.safeParse(row);
    if (found.success) return { ...row, ...found.data };
    context.addIssue({ code: "custom", message: z.prettifyError(found.error) });
    return z.NEVER;
  });

const presentText = (value: string | null | undefined) => (value ? value : undefined);

function identityOf(row: z.infer<typeof settingsSchema>): ParishIdentity {
  return {
    name: row.parishName,
    churchType: localizedText(row.churchType),
    location: localizedText(row.location),
    address: { ...row.address, country: row.address.country || "US" },
    phone: phoneOf(row.phone),
    email: row.email,
    officeHours: (row.officeDays ?? []).map((hours) => ({
      ...hours,
      breakStart: hours.breakStart ?? null,
      breakEnd: hours.breakEnd ?? null,
    })),
    social: row.socialLinks ?? [],
    calendars: { en: presentText(row.calendars?.en), vi: presentText(row.calendars?.vi) },
    playlists: { en: presentText(row.playlists?.en), vi: presentText(row.playlists?.vi) },
    englishOnlineMassUrl: row.englishOnlineMassUrl ?? null,
    fallbackVideoId: row.fallbackVideoId,
    abuseReporting: row.abuseReporting
      ? { url: row.abuseReporting.url, hotline: phoneOf(row.abuseReporting.hotline) }
      : null,
    properCalendar: {
      patronalFeast: row.patronalFeast ? { ...row.patronalFeast, name: localizedText(row.patronalFeast.name) } : null,
      vietnameseMartyrsAsSolemnity:
        row.vietnameseMartyrsAsSolemnity ?? PLACEHOLDER_PARISH.properCalendar.vietnameseMartyrsAsSolemnity,
      ascensionOnThursday: row.ascensionOnThursday ?? PLACEHOLDER_PARISH.properCalendar.ascensionOnThursday,
    },
    foundedYear: row.foundedYear ?? null,
    jubileeYear: row.jubileeYear ?? null,
  };
}

/**
 * The one settings document. A dataset without it, or with one that lacks what every page needs, fails like an
 * outage, so the site keeps the last good settings rather than show a nameless header.
 */
export function parseSettings(rows: unknown) {
  const list = z.array(z.unknown()).parse(rows);
  if (list.length === 0) throw new Error("the dataset has no settings document");
  return parseRows(
    list,
    settingsSchema,
    (row) => ({
      givingUrl: row.givingUrl,
      phone: row.phone,
      email: row.email,
      officeHours: localizedText(row.officeHours),
      /** The enrollment fees as the office words them. */
      fees: {
        vietnameseSchool: localizedText(row.vietnameseSchoolFee),
        religiousEducation: localizedText(row.religiousEducationFee),
      },
      socialLinks: row.socialLinks ?? [],
      /** Who the parish is: its name, address, office, calendars and online Mass. */
      parish: identityOf(row),
    }),
    "settings document",
  );
}

const timeSpan = z.object({ days, start: clockTime, end: clockTime });

const weeklyScheduleStrict = z.object({
  _id: z.string().min(1),
  validFrom: dateKey.nullish(),
  masses: z
    .array(
      z.object({
        days,
        time: clockTime,
        language: z.enum(["vi", "en", "bilingual"]),
        note: localizedString.nullish(),
        place: localizedString.nullish(),
      }),
    )
    .min(1),
  devotions: z
    .array(
      z.union([
        z.object({ name: localizedString, days, start: clockTime, end: clockTime }),
        z.object({ name: localizedString, days, time: clockTime }),
      ]),
    )
    .nullish(),
  confession: z
    .object({
      times: z.array(timeSpan).nullish(),
      minutesBeforeMass: z.number().int().min(1).max(240).nullish(),
      byAppointment: z.boolean().nullish(),
    })
    .nullish(),
});

/** A weekly schedule, checked whole: the first stage only names the fields a Studio document has. */
export const weeklyScheduleSchema = z
  .object({
    _id: z.string(),
    validFrom: z.string().nullish(),
    masses: z.array(z.unknown()).nullish(),
    devotions: z.array(z.unknown()).nullish(),
    confession: z.unknown(),
  })
  .transform((row, context) => {
    const found = weeklyScheduleStrict.safeParse(row);
    if (found.success) return found.data;
    context.addIssue({ code: "custom", message: z.prettifyError(found.error) });
    return z.NEVER;
  });

/** The whole regular week, as one `weeklySchedule` document holds it: what `WeeklySchedule` is. */
export function weeklyScheduleOf(row: z.output<typeof weeklyScheduleSchema>) {
  return {
    id: row._id,
    /** "YYYY-MM-DD", the first day it is in force; null for a schedule that has always been. */
    validFrom: row.validFrom ?? null,
    masses: row.masses.map((mass) => ({
      days: mass.days,
      time: mass.time,
      language: mass.language,
      /** "Vigil" · "Lễ Vọng"; empty when the Mass has none. */
      note: localizedText(mass.note),
      /** The church or chapel, for a parish that celebrates in more than one; empty for the parish church. */
      place: localizedText(mass.place),
    })),
    /** Adoration, the Divine Mercy hour or another devotion: at a time, or from `start` to `end`. */
    devotions: (row.devotions ?? []).map((devotion) => ({
      name: localizedText(devotion.name),
      days: devotion.days,
      start: "time" in devotion ? devotion.time : devotion.start,
      /** Null for a devotion given a time only. */
      end: "time" in devotion ? null : devotion.end,
    })),
    confession: {
      times: row.confession?.times ?? [],
      /** "30 minutes before each Mass"; null when confessions are not heard before Masses. */
      minutesBeforeMass: row.confession?.minutesBeforeMass ?? null,
      byAppointment: row.confession?.byAppointment ?? false,
    },
  };
}

/** What a page needs of a schedule beyond its shape: a Sunday Mass, and no two Masses at one time and place. */
function scheduleProblem(schedule: WeeklySchedule): string | null {
  if (!schedule.masses.some((mass) => mass.days.includes(0)))
    return `the weekly schedule ${schedule.id} has no Sunday Mass`;
  const slots = schedule.masses.flatMap((mass) => mass.days.map((day) => `${day} ${mass.time} ${mass.place.en ?? ""}`));
  if (new Set(slots).size !== slots.length)
    return `the weekly schedule ${schedule.id} lists two Masses at the same time and place`;
  return null;
}

/**
 * The weekly schedules, each whole or none: a schedule the office could not have published (a time such as 25:00, a
 * day that does not exist, no Sunday Mass, two schedules from the same day) fails like an outage, so the site keeps
 * the last good schedules rather than show a wrong or empty one.
 */
export function parseWeeklySchedules(rows: unknown): WeeklySchedule[] {
  const schedules = z
    .array(weeklyScheduleSchema)
    .min(1, "the dataset has no weekly schedule")
    .parse(rows)
    .map(weeklyScheduleOf);
  const problem = schedules.map(scheduleProblem).find((found) => found !== null);
  if (problem) throw new Error(problem);
  const starts = schedules.map((schedule) => schedule.validFrom ?? "");
  if (new Set(starts).size !== starts.length) throw new Error("two weekly schedules start on the same day");
  return schedules;
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

export function parseBulletins(rows: unknown) {
  return parseRows(
    rows,
    bulletinSchema,
    (row) => ({
      id: row._id,
      /** YYYY-MM-DD: the Sunday it belongs to. */
      date: row.date,
      /** Set when the parish prints separate editions; null for one bulletin in both languages. */
      language: row.language ?? null,
      highlights: localizedContent(row.highlights),
      /** The PDF (its size in bytes); null when the upload is missing: the page says so instead of linking nothing. */
      file: row.file ?? null,
    }),
    "bulletin",
  );
}

export const albumSchema = z.object({
  _id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: localizedString.nullish(),
  date: dateKey,
  cover: optionalImage,
  photos: z
    .array(
      z.object({
        _key: z.string().min(1),
        asset: z.string().nullish(),
        alt: localizedString.nullish(),
        caption: localizedString.nullish(),
      }),
    )
    .nullish(),
});

export function parseAlbums(rows: unknown) {
  return parseRows(
    rows,
    albumSchema,
    (row) => ({
      id: row._id,
      slug: row.slug,
      title: localizedText(row.title),
      /** YYYY-MM-DD, the day of the event. */
      date: row.date,
      cover: contentImage(row.cover),
      // A photo whose upload is missing or odd is left out; the rest of the album still shows.
      photos: (row.photos ?? []).flatMap((photo) => {
        const image = contentImage(imageSchema.safeParse(photo).data);
        return image ? [{ key: photo._key, image, caption: localizedText(photo.caption) }] : [];
      }),
    }),
    "photo album",
  );
}

export const bulletinSundaySchema = z.object({
  _id: z.string().min(1),
  date: dateKey,
  pastorLetter: content.nullish(),
  items: z
    .array(z.object({ _key: z.string().min(1), title: localizedString.nullish(), body: content.nullish() }))
    .nullish(),
});

/** The bulletin's settings are optional as a whole: a parish that never opened them prints on Letter paper. */
export const bulletinExtrasSchema = z.object({
  sundays: z.array(z.unknown()).nullish(),
  settings: z.object({ paper: z.enum(paperSizes).nullish().catch(null), sacramentNotes: content.nullish() }).nullish(),
});

export function parseBulletinExtras(rows: unknown) {
  const found = bulletinExtrasSchema.parse(rows);
  const sundays = parseRows(
    found.sundays ?? [],
    bulletinSundaySchema,
    (row) => ({
      id: row._id,
      /** YYYY-MM-DD: the Sunday. */
      date: row.date,
      pastorLetter: localizedContent(row.pastorLetter),
      // An item with neither a title nor a text prints nothing.
      items: (row.items ?? [])
        .map((item) => ({ key: item._key, title: localizedText(item.title), body: localizedContent(item.body) }))
        .filter((item) => item.title.en || item.title.vi || item.body.en?.length || item.body.vi?.length),
    }),
    "bulletin Sunday",
  );
  return [
    {
      sundays,
      paper: found.settings?.paper ?? ("letter" as const),
      /** The sacraments' notes printed in the bulletin's closing block (how to ask for a baptism, a wedding…). */
      sacramentNotes: localizedContent(found.settings?.sacramentNotes),
    },
  ];
}
