import type { ContentService } from "#app/features/content/content-service.server";
import { plainText } from "#app/features/content/plain-text";
import type {
  Announcement,
  Bulletin,
  GalleryAlbum,
  Localized,
  Memorial,
  RichTextBlock,
  ScheduleChange,
  SitePage,
  SiteSettings,
  StaffMember,
} from "#app/features/content/types";
import { officeContact } from "#app/features/content/office-contact";
import { CHANGES_AHEAD_DAYS } from "#app/features/content/site-content.server";
import { fullAddress, PLACEHOLDER_PARISH } from "#app/features/parish/identity";
import { eventAnchor, type ParishEvent } from "#app/features/events/events";
import { memorialAnchor } from "#app/features/announcements/memorial-list";
import { staffAnchor } from "#app/features/staff/staff-list";
import { albumPath } from "#app/features/gallery/gallery";
import { requestKinds, requestPages } from "#app/features/requests/registry";
import { withServerRetention } from "#app/features/requests/retention-text.server";
import { massDetails, scheduleSearchText } from "#app/features/schedule/schedule-text";
import { formatClock } from "#app/i18n/clock";
import { scheduleOn } from "#app/features/schedule/weekly-schedule";
import { dateOfKey, formatDate, parishDateKey } from "#app/i18n/format";
import { type Language, languages } from "#app/i18n/language";
import { pageText, translate } from "#app/i18n/translate";
import { aliases, allPaths, announcementPath, bulletinIssuePath, featurePages, isPagePath } from "#app/site/site-map";
import type { PdfTexts } from "./pdf-text.server";
import type { SearchDocument } from "./search-index";

/** The events searched: those of the coming 90 days. */
const EVENT_DAYS_AHEAD = 90;
const DAY_MS = 86_400_000;

export interface DocumentSources {
  content: ContentService;
  events: (lang: Language) => readonly ParishEvent[];
  pdfTexts: PdfTexts;
  now?: () => number;
}

const each = <T>(make: (lang: Language) => T) => languages.map(make);

/** Text the office wrote in this language only: the other language's text belongs to the other language's document. */
const own = <T>(value: Localized<T>, lang: Language): T | undefined => value[lang];
const blocksIn = (value: Localized<RichTextBlock[]>, lang: Language) => plainText(own(value, lang) ?? []);

/** What a page says beyond its title and the Studio's body, as its own page shows it: the schedule, the office. */
type PageExtras = Partial<Record<string, (lang: Language) => string>>;

/** The office's phone, email, address and hours, and how to find the church, as the contact page gives them. */
function contactText(settings: SiteSettings | null, lang: Language): string {
  const parish = settings?.parish ?? PLACEHOLDER_PARISH;
  const office = officeContact(parish, settings, lang);
  return [
    translate(lang, "contact.office.heading"),
    `${translate(lang, "contact.office.phone")} ${office.phone.display}`,
    `${translate(lang, "contact.office.email")} ${office.email}`,
    `${translate(lang, "contact.office.address")} ${fullAddress(parish)}`,
    `${translate(lang, "contact.office.hours")} ${office.officeHours}`,
    translate(lang, "contact.office.directions"),
    translate(lang, "search.findUs"),
  ].join(" · ");
}

/**
 * The site's pages in both languages, each with what its page shows beyond the Studio's text (`extras`); the text says
 * the periods requests are kept as its page does.
 */
function pageDocuments(pages: readonly SitePage[], extras: PageExtras): SearchDocument[] {
  const bodies = new Map(pages.map((page) => [page.path, withServerRetention(page.body)]));
  const paths = allPaths()
    .filter(isPagePath)
    .filter((path) => !(path in aliases));
  return paths.flatMap((path) =>
    each((lang): SearchDocument => {
      const text = pageText(lang, path);
      const body = [text.subtitle, blocksIn(bodies.get(path) ?? {}, lang), extras[path]?.(lang) ?? ""];
      return {
        id: path,
        kind: path === "/schedule" ? "schedule" : "page",
        lang,
        title: text.title,
        body: body.filter(Boolean).join(" "),
        url: path,
        date: null,
      };
    }),
  );
}

/**
 * Each holy day or special schedule that the schedule page lists (from today, CHANGES_AHEAD_DAYS ahead), with its
 * Masses, found by its name, its date or its times: a later one would lead to a page that does not show it yet.
 */
function scheduleChangeDocuments(changes: readonly ScheduleChange[], now: number): SearchDocument[] {
  const today = parishDateKey(new Date(now));
  const until = parishDateKey(new Date(now + CHANGES_AHEAD_DAYS * DAY_MS));
  return changes
    .filter((change) => change.date >= today && change.date < until)
    .flatMap((change) =>
      languages.flatMap((lang): SearchDocument[] => {
        const name = own(change.title, lang)?.trim() || change.title.en || change.title.vi;
        if (!name) return [];
        const date = formatDate(dateOfKey(change.date), lang);
        const masses = change.masses
          .map((mass) => `${formatClock(mass.time, lang)} (${massDetails(mass, lang)})`)
          .join(", ");
        const kind = translate(
          lang,
          change.masses.length === 0
            ? "schedule.changes.none"
            : change.replacesWeekly
              ? "schedule.changes.replaces"
              : "schedule.changes.adds",
        );
        return [
          {
            id: `schedule-change:${change.id}`,
            kind: "schedule",
            lang,
            title: `${name}, ${date}`,
            // As the schedule page says it: what the day keeps, then its Masses.
            body: [kind, masses].filter(Boolean).join(" "),
            url: "/schedule",
            date: change.date,
          },
        ];
      }),
    );
}

function formDocuments(): SearchDocument[] {
  return requestKinds.flatMap((kind) =>
    each((lang): SearchDocument => ({
      id: `form:${kind}`,
      kind: "form",
      lang,
      title: translate(lang, `requests.forms.${kind}.heading`),
      body: `${translate(lang, `requests.kinds.${kind}`)}. ${translate(lang, `requests.forms.${kind}.intro`)}`,
      url: requestPages[kind],
      date: null,
    })),
  );
}

function announcementDocuments(announcements: readonly Announcement[]): SearchDocument[] {
  return announcements.flatMap((item) =>
    languages.flatMap((lang): SearchDocument[] => {
      const title = own(item.title, lang)?.trim() ?? "";
      const body = blocksIn(item.content, lang);
      if (!title && !body) return [];
      return [
        {
          id: `announcement:${item.id}`,
          kind: "announcement",
          lang,
          title: title || body.slice(0, 80),
          body,
          url: announcementPath(item.id),
          date: item.publishDate?.slice(0, 10) ?? null,
        },
      ];
    }),
  );
}

function peopleDocuments(memorials: readonly Memorial[], staff: readonly StaffMember[]): SearchDocument[] {
  return [
    ...memorials.flatMap((memorial) =>
      each((lang): SearchDocument => ({
        id: `memorial:${memorial.id}`,
        kind: "memorial",
        lang,
        title: memorial.name,
        body: pageText(lang, "/obituary").subtitle,
        url: `/obituary#${memorialAnchor(memorial.id)}`,
        date: null,
      })),
    ),
    ...staff.flatMap((member) =>
      languages.flatMap((lang): SearchDocument[] => {
        const name = own(member.name, lang) ?? member.name.en ?? member.name.vi;
        if (!name) return [];
        return [
          {
            id: `staff:${member.id}`,
            kind: "staff",
            lang,
            title: name,
            body: [own(member.role, lang), member.email].filter(Boolean).join(" · "),
            url: `/about/staff#${staffAnchor(member.id)}`,
            date: null,
          },
        ];
      }),
    ),
  ];
}

/** Each event once, at its next occurrence in the coming 90 days: a weekly event is one result, not thirteen. */
function eventDocuments(events: DocumentSources["events"], now: number): SearchDocument[] {
  const today = parishDateKey(new Date(now));
  const until = parishDateKey(new Date(now + EVENT_DAYS_AHEAD * DAY_MS));
  return languages.flatMap((lang) => {
    const seen = new Set<string>();
    return events(lang).flatMap((event): SearchDocument[] => {
      const uid = event.id.slice(0, event.id.lastIndexOf("@"));
      if (event.endDate < today || event.date >= until || seen.has(uid)) return [];
      seen.add(uid);
      return [
        {
          id: `event:${uid}`,
          kind: "event",
          lang,
          title: event.title,
          body: [event.description, event.location].filter(Boolean).join(" · "),
          url: `${featurePages.upcomingEvents}#${eventAnchor(event)}`,
          date: event.date,
        },
      ];
    });
  });
}

async function bulletinDocuments(bulletins: readonly Bulletin[], pdfTexts: PdfTexts): Promise<SearchDocument[]> {
  const texts = await Promise.all(
    bulletins.map((bulletin) => (bulletin.file ? pdfTexts.text(bulletin.file.url) : Promise.resolve(""))),
  );
  return bulletins.flatMap((bulletin, index) =>
    (bulletin.language ? [bulletin.language] : languages).map((lang): SearchDocument => ({
      id: `bulletin:${bulletin.id}`,
      kind: "bulletin",
      lang,
      title: translate(lang, "search.bulletinTitle", { date: formatDate(dateOfKey(bulletin.date), lang, "long") }),
      body: [blocksIn(bulletin.highlights, lang), texts[index]].filter(Boolean).join(" "),
      url: bulletinIssuePath(bulletin.date),
      date: bulletin.date,
    })),
  );
}

function albumDocuments(albums: readonly GalleryAlbum[]): SearchDocument[] {
  return albums.flatMap((album) =>
    languages.flatMap((lang): SearchDocument[] => {
      const title = own(album.title, lang)?.trim();
      if (!title) return [];
      // The kind's own word ("album", "hình ảnh") finds albums whose captions never say it.
      const captions = [
        translate(lang, "search.albumWords"),
        ...album.photos.flatMap((photo) => [own(photo.caption, lang), own(photo.image.alt, lang)]),
      ].filter(Boolean);
      return [
        {
          id: `album:${album.id}`,
          kind: "album",
          lang,
          title,
          body: captions.join(" · "),
          url: albumPath(album.slug),
          date: album.date,
        },
      ];
    }),
  );
}

export interface CollectedDocuments {
  documents: SearchDocument[];
  /** False when a part of the content could not be read (an outage, a query still loading): it is left out for now. */
  complete: boolean;
}

/** Everything the search finds, in both languages, read from the content service, the calendar and the site's own texts. */
export async function collectDocuments({
  content,
  events,
  pdfTexts,
  now = Date.now,
}: DocumentSources): Promise<CollectedDocuments> {
  let complete = true;
  const read = <T>(load: () => Promise<T[]>): Promise<T[]> =>
    load().catch(() => {
      complete = false;
      return [];
    });
  const [pages, announcements, memorials, staff, bulletins, albums, schedules, changes, settings] = await Promise.all([
    read(content.pages),
    read(content.announcements),
    read(content.memorials),
    read(content.staff),
    read(content.bulletins),
    read(content.albums),
    read(content.weeklySchedules),
    read(content.scheduleChanges),
    content.settings().catch(() => {
      complete = false;
      return null;
    }),
  ]);
  const schedule = scheduleOn(schedules, parishDateKey(new Date(now())));
  const documents = [
    ...formDocuments(),
    ...eventDocuments(events, now()),
    ...pageDocuments(pages, {
      "/schedule": (lang) => (schedule ? scheduleSearchText(schedule, lang) : ""),
      "/contact": (lang) => contactText(settings, lang),
    }),
    ...scheduleChangeDocuments(changes, now()),
    ...announcementDocuments(announcements),
    ...peopleDocuments(memorials, staff),
    ...(await bulletinDocuments(bulletins, pdfTexts)),
    ...albumDocuments(albums),
  ];
  return { documents, complete };
}
