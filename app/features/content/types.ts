import type { ParishIdentity } from "#app/features/parish/identity";
import type { Language } from "#app/i18n/language";

/** A text the content service may hold in one or both languages. */
export type Localized<T> = Partial<Record<Language, T>>;

export interface RichTextSpan {
  _type: "span";
  _key?: string;
  text: string;
  marks?: string[];
}

export interface RichTextMarkDef {
  _type: string;
  _key: string;
  href?: string;
}

/** One Portable Text block, as much of it as we render. */
export interface RichTextBlock {
  _type: "block";
  _key?: string;
  style?: string;
  listItem?: "bullet" | "number";
  level?: number;
  markDefs?: RichTextMarkDef[];
  children: RichTextSpan[];
}

export const categoryColors = ["primary", "red", "orange", "green", "blue", "purple", "gray"] as const;
export type CategoryColor = (typeof categoryColors)[number];

export interface Announcement {
  id: string;
  updatedAt: string | null;
  title: Localized<string>;
  content: Localized<RichTextBlock[]>;
  publishDate: string | null;
  displayOrder: number;
  titleIsShown: boolean;
  /** Our addition to the schema: shown as a strip on every page until noticeEndsAt. */
  isNotice: boolean;
  noticeEndsAt: string | null;
  categoryKey: string | null;
  /** The office asked for it to be emailed to the subscribers of parish notices. */
  emailSubscribers?: boolean;
}

export interface AnnouncementCategory {
  id: string;
  key: string;
  title: Localized<string>;
  description: Localized<string>;
  isImportant: boolean;
  displayOrder: number;
  icon: string | null;
  color: CategoryColor;
}

export interface Memorial {
  id: string;
  name: string;
  link: string | null;
}

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

/** One Mass of a holy day or special schedule, at an "HH:MM" time on the parish's clock. */
export interface ChangedMass {
  time: `${number}:${number}`;
  language: MassLanguage;
  note: Localized<string>;
}

/** A day whose Masses differ from the weekly schedule (Christmas, Holy Week, Tết). */
export interface ScheduleChange {
  id: string;
  /** YYYY-MM-DD in the parish's time zone. */
  date: string;
  title: Localized<string>;
  masses: ChangedMass[];
  /** True: the day's weekly Masses are not held, only these; false: these are added to them. */
  replacesWeekly: boolean;
}

/** A Mass intention the office scheduled and allowed to be published, as it is read at that Mass. */
export interface ScheduledIntention {
  id: string;
  /** YYYY-MM-DD in the parish's time zone. */
  date: string;
  time: `${number}:${number}`;
  intention: string;
}

/** An image in Sanity's pipeline (or the embedded dataset's files), with the size it was uploaded at. */
export interface ContentImage {
  /** The asset's id, `image-<hash>-<width>x<height>-<format>`, from which every size is addressed. */
  assetId: string;
  width: number;
  height: number;
  alt: Localized<string>;
}

export type ClergyRole = "pastor" | "parochialVicar" | "deacon";

export interface StaffMember {
  id: string;
  name: Localized<string>;
  role: Localized<string>;
  /** Set for the priests and deacons, whom the contact page lists with their phone. */
  clergy: ClergyRole | null;
  photo: ContentImage | null;
  phone: string | null;
  email: string | null;
  displayOrder: number;
}

/** The body the office wrote for one of the site map's sub-pages. */
export interface SitePage {
  id: string;
  path: string;
  body: Localized<RichTextBlock[]>;
  image: ContentImage | null;
}

/** What the office sets once for the whole site. */
export interface SiteSettings {
  givingUrl: string | null;
  phone: string | null;
  email: string | null;
  officeHours: Localized<string>;
  /** The enrollment fees as the office words them. */
  fees: { vietnameseSchool: Localized<string>; religiousEducation: Localized<string> };
  socialLinks: { label: string; url: string }[];
  /** Who the parish is: its name, address, office, calendars and online Mass. */
  parish: ParishIdentity;
}

/** A bulletin's PDF as its upload gives it. */
export interface BulletinFile {
  url: string;
  /** In bytes. */
  size: number;
}

/** One week's bulletin, or one language's edition of it. */
export interface Bulletin {
  id: string;
  /** YYYY-MM-DD: the Sunday it belongs to. */
  date: string;
  /** Set when the parish prints separate editions; null for one bulletin in both languages. */
  language: Language | null;
  highlights: Localized<RichTextBlock[]>;
  /** Null when the upload is missing: the page says so instead of linking nothing. */
  file: BulletinFile | null;
}

export interface AlbumPhoto {
  key: string;
  image: ContentImage;
  caption: Localized<string>;
}

export interface GalleryAlbum {
  id: string;
  slug: string;
  title: Localized<string>;
  /** YYYY-MM-DD, the day of the event. */
  date: string;
  cover: ContentImage | null;
  photos: AlbumPhoto[];
}
