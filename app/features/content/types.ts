import type { Language } from "#app/i18n/language";
import type {
  parseAlbums,
  parseAnnouncements,
  parseBulletinExtras,
  parseBulletins,
  parseCategories,
  parseMemorials,
  parsePages,
  parseScheduleChanges,
  parseScheduledIntentions,
  parseSettings,
  parseStaff,
} from "./schemas";

/** A text the content service may hold in one or both languages. */
export type Localized<T> = Partial<Record<Language, T>>;

export type { RichTextBlock, RichTextSpan } from "./schemas";

export const categoryColors = ["primary", "red", "orange", "green", "blue", "purple", "gray"] as const;
export type CategoryColor = (typeof categoryColors)[number];

/** What the site makes of the content service's rows: each type is what its parse function returns (schemas.ts). */
type Parsed<Parse extends (rows: unknown) => readonly unknown[]> = ReturnType<Parse>[number];

type ParsedAnnouncement = Parsed<typeof parseAnnouncements>;
type Choices = "emailSubscribers" | "inBulletin";
/** The office's two choices may be left out (the fallback notices do): absent, they read as the parser defaults them. */
export type Announcement = Omit<ParsedAnnouncement, Choices> & Partial<Pick<ParsedAnnouncement, Choices>>;
export type AnnouncementCategory = Parsed<typeof parseCategories>;
export type Memorial = Parsed<typeof parseMemorials>;

/** A change to a watched document, as the listener reports it. */
export interface ContentChange {
  documentId: string | null;
}

/** Where content comes from: Sanity, or the dataset embedded in the repository. */
export interface ContentSource {
  readonly kind: "sanity" | "embedded";
  query(groq: string): Promise<unknown>;
  /** Starts listening for changes to documents matching `groq`; returns the function that stops it. Throws if it cannot listen. */
  listen(groq: string, onChange: (change: ContentChange) => void): () => void;
}

/** The content service has no project to read: "Content client not configured". */
export class ContentNotConfiguredError extends Error {
  constructor(detail: string) {
    super(`Content client not configured: ${detail}`);
    this.name = "ContentNotConfiguredError";
  }
}

/** A listener query longer than the listen URL allows: "Query too large for listener". */
export class ListenerQueryTooLargeError extends Error {
  constructor(length: number, limit: number) {
    super(`Query too large for listener: its URL would be ${length} characters, the limit is ${limit}`);
    this.name = "ListenerQueryTooLargeError";
  }
}

/** The language a Mass is said in; a holy day's Mass may be in both. */
export type MassLanguage = Language | "bilingual";

/** A day whose Masses differ from the weekly schedule (Christmas, Holy Week, Tết). */
export type ScheduleChange = Parsed<typeof parseScheduleChanges>;
/** One Mass of a holy day or special schedule. */
export type ChangedMass = ScheduleChange["masses"][number];

/** A Mass intention the office scheduled and allowed to be published, as it is read at that Mass. */
export type ScheduledIntention = Parsed<typeof parseScheduledIntentions>;

/** An image in Sanity's pipeline (or the embedded dataset's files), with the size it was uploaded at. */
export interface ContentImage {
  /** The asset's id, `image-<hash>-<width>x<height>-<format>`, from which every size is addressed. */
  assetId: string;
  width: number;
  height: number;
  alt: Localized<string>;
}

export type StaffMember = Parsed<typeof parseStaff>;
export type ClergyRole = NonNullable<StaffMember["clergy"]>;

/**
 * What the office may write in a page's text (the privacy page) for how long the website keeps what visitors send:
 * the page shows in their place the periods the server runs with (REQUEST_RETENTION_DAYS, PRAYER_RETENTION_DAYS), so
 * it never says another period than the forms.
 */
export const RETENTION_PLACEHOLDERS = { requestPeriod: "{requestPeriod}", prayerPeriod: "{prayerPeriod}" } as const;

/** The body the office wrote for one of the site map's sub-pages. */
export type SitePage = Parsed<typeof parsePages>;

/** What the office sets once for the whole site. */
export type SiteSettings = Parsed<typeof parseSettings>;

/** One week's bulletin, or one language's edition of it. */
export type Bulletin = Parsed<typeof parseBulletins>;

export type GalleryAlbum = Parsed<typeof parseAlbums>;
export type AlbumPhoto = GalleryAlbum["photos"][number];

export const paperSizes = ["letter", "a4"] as const;
export type PaperSize = (typeof paperSizes)[number];

/** The composed bulletin's own content: each Sunday's letter and items, and the bulletin's settings. */
export type BulletinExtras = Parsed<typeof parseBulletinExtras>;
/** What the office wrote for one Sunday's composed bulletin: the pastor's letter and items of its own. */
export type BulletinSunday = BulletinExtras["sundays"][number];
