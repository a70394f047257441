// Both dictionaries: every text of the bulletin is written in both languages, whichever the visitor reads.
import "#app/i18n/dictionaries.server";
import { pickLanguage } from "#app/features/content/localized";
import { officeHoursText } from "#app/features/content/office-contact";
import { parishName } from "#app/features/content/parish-name";
import type {
  Announcement,
  AnnouncementCategory,
  BulletinExtras,
  Localized,
  RichTextBlock,
  ScheduleChange,
  ScheduledIntention,
  SiteSettings,
  StaffMember,
} from "#app/features/content/types";
import type { ParishEvent } from "#app/features/events/events";
import { intentionsWeek } from "#app/features/intentions/this-week";
import { celebrated } from "#app/features/liturgy/liturgical-day";
import { liturgicalDay } from "#app/features/liturgy/liturgical-day.server";
import { rankKey } from "#app/features/liturgy/rank";
import { lunarDayText } from "#app/features/lunar/lunar";
import { fullAddress, type ParishIdentity } from "#app/features/parish/identity";
import { PASSAGE_ORDER, type ReadingsRecord } from "#app/features/readings/readings";
import { massesOnDay } from "#app/features/schedule/masses-on-day";
import { civilDateFromKey, parishInstant, weekdayOf } from "#app/features/schedule/parish-time";
import { confessionText, localText, massDetails } from "#app/features/schedule/schedule-text";
import { scheduleOn, type WeeklySchedules } from "#app/features/schedule/weekly-schedule";
import { formatClock, formatClockRange } from "#app/i18n/clock";
import type { TranslationKey } from "#app/i18n/dictionary";
import { dateOfKey, formatDate } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { translate, type TranslateParams } from "#app/i18n/translate";
import { weekdayKey } from "#app/i18n/weekdays";
import { featurePages } from "#app/site/site-map";
import type {
  BulletinDay,
  BulletinEdition,
  BulletinEvent,
  BulletinNotice,
  ComposedBulletin,
  Contact,
  Written,
} from "./composed-bulletin";
import { qrCode } from "./qr-code.server";
import { dayAfter, weekOf } from "./sundays";

/** Everything a Sunday's bulletin is made of, as the site already holds it. */
export interface BulletinSources {
  /** YYYY-MM-DD: the Sunday. */
  sunday: string;
  siteUrl: string;
  parish: ParishIdentity;
  settings: SiteSettings | null;
  staff: readonly StaffMember[];
  schedules: WeeklySchedules;
  changes: readonly ScheduleChange[];
  /** Published intentions only: the content service never holds a private one. */
  intentions: readonly ScheduledIntention[];
  announcements: readonly Announcement[];
  categories: readonly AnnouncementCategory[];
  /** Each language's calendar. */
  events: Record<Language, readonly ParishEvent[]>;
  /** The Sunday's readings, when the readings source already holds them. */
  readings: ReadingsRecord | null;
  extras: BulletinExtras;
}

/** The events of this many days from the Sunday on. */
export const EVENT_DAYS = 14;
/** Ranks that name a weekday in the week's Masses: the days a parish marks in its bulletin. */
const MARKED_RANKS = new Set(["solemnity", "feastOfTheLord", "feast"]);

const blankText = (text: string) => text.trim() === "";
const noBlocks = (blocks: RichTextBlock[]) => blocks.length === 0;

/** The office's text in `lang`, else in the other language, saying which one it is in. */
function written<T>(value: Localized<T>, lang: Language, isEmpty: (item: T) => boolean): Written<T> | null {
  const found = pickLanguage(value, lang, isEmpty);
  if (found === undefined) return null;
  const own = value[lang];
  return { value: found, lang: own !== undefined && !isEmpty(own) ? lang : lang === "en" ? "vi" : "en" };
}

const englishShortDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "short",
  day: "numeric",
});

/** "Chúa Nhật 29/11" as Vietnamese write a day (day before month), "Sunday, Nov 29" in English. */
export function shortDay(dateKey: string, lang: Language): string {
  if (lang === "en") return englishShortDay.format(dateOfKey(dateKey));
  const { month, day } = civilDateFromKey(dateKey);
  return `${translate("vi", weekdayKey(weekdayOfKey(dateKey)))} ${day}/${month}`;
}

const weekdayOfKey = (dateKey: string) => weekdayOf(civilDateFromKey(dateKey));

/** A weekday's own name in the week's Masses: the office's name for a changed day, else a solemnity or feast. */
function dayName(date: string, sources: BulletinSources, lang: Language): string | null {
  const change = sources.changes.find((candidate) => candidate.date === date);
  const changeTitle = change ? localText(change.title, lang) : "";
  if (changeTitle) return changeTitle;
  const day = liturgicalDay(date, sources.parish.properCalendar);
  if (day.tet?.prevails) return day.tet.names[lang];
  if (!MARKED_RANKS.has(day.rank)) return null;
  const rank = rankKey(day.rank);
  return rank ? `${day.celebration[lang]} (${translate(lang, rank)})` : day.celebration[lang];
}

function bulletinDay(date: string, sources: BulletinSources, lang: Language): BulletinDay {
  const weekday = weekdayOfKey(date);
  const schedule = scheduleOn(sources.schedules, date);
  return {
    date,
    dayText: shortDay(date, lang),
    name: dayName(date, sources, lang),
    masses: massesOnDay(date, weekday, sources.changes, sources.schedules).map((mass) => ({
      time: formatClock(mass.time, lang),
      details: massDetails(mass, lang),
    })),
    devotions: (schedule?.devotions ?? [])
      .filter((devotion) => devotion.days.some((day) => day === weekday))
      .map((devotion) => ({
        name: localText(devotion.name, lang),
        time: devotion.end ? formatClockRange(devotion.start, devotion.end, lang) : formatClock(devotion.start, lang),
      })),
    confession: (schedule?.confession.times ?? [])
      .filter((span) => span.days.some((day) => day === weekday))
      .map((span) => formatClockRange(span.start, span.end, lang)),
  };
}

/** Confession's standing words ("30 minutes before each Mass or by appointment") of each schedule in force that week. */
function confessionLines(sources: BulletinSources, lang: Language): string[] {
  const sentences = weekOf(sources.sunday).map((date) => {
    const schedule = scheduleOn(sources.schedules, date);
    return schedule ? confessionText(schedule.confession, lang).sentence : null;
  });
  return [...new Set(sentences.filter((sentence) => sentence !== null))];
}

/**
 * The notices current that Sunday in the order the announcements page shows them: shown on the site (under a
 * category), published by then, their notice strip not ended before it, and left in the bulletin by the office.
 */
export function currentNotices(sources: BulletinSources): Announcement[] {
  const sundayStarts = parishInstant(civilDateFromKey(sources.sunday), "00:00");
  const order = new Map(sources.categories.map((category, index) => [category.key, index]));
  const isCurrent = (announcement: Announcement) => {
    if (announcement.inBulletin === false || announcement.categoryKey === null) return false;
    if (!order.has(announcement.categoryKey)) return false;
    if (announcement.publishDate !== null && announcement.publishDate > sources.sunday) return false;
    const ends = announcement.isNotice && announcement.noticeEndsAt ? Date.parse(announcement.noticeEndsAt) : NaN;
    return Number.isNaN(ends) || ends > sundayStarts;
  };
  const rank = (announcement: Announcement) => order.get(announcement.categoryKey ?? "") ?? 0;
  // A stable sort keeps the announcements' own order within a category.
  return sources.announcements.filter(isCurrent).sort((a, b) => rank(a) - rank(b));
}

function notices(sources: BulletinSources, lang: Language): BulletinNotice[] {
  const fromAnnouncements = currentNotices(sources).map((announcement) => ({
    key: announcement.id,
    title: announcement.titleIsShown ? written(announcement.title, lang, blankText) : null,
    body: written(announcement.content, lang, noBlocks),
  }));
  const letter = sources.extras.sundays.find((sunday) => sunday.date === sources.sunday);
  const items = (letter?.items ?? []).map((item) => ({
    key: item.key,
    title: written(item.title, lang, blankText),
    body: written(item.body, lang, noBlocks),
  }));
  return [...fromAnnouncements, ...items].filter((notice) => notice.title || notice.body);
}

function eventWhen(event: ParishEvent, lang: Language): string {
  const day = shortDay(event.date, lang);
  const until = event.endDate !== event.date ? ` – ${shortDay(event.endDate, lang)}` : "";
  const time = event.start
    ? event.end && event.endDate === event.date
      ? formatClockRange(event.start, event.end, lang)
      : formatClock(event.start, lang)
    : translate(lang, "events.allDay");
  return `${day}${until} · ${time}`;
}

/** The language's calendar events of the fourteen days from the Sunday, the ones already begun included. */
function events(sources: BulletinSources, lang: Language): BulletinEvent[] {
  const last = dayAfter(sources.sunday, EVENT_DAYS - 1);
  return sources.events[lang]
    .filter((event) => event.endDate >= sources.sunday && event.date <= last)
    .sort((a, b) => `${a.date}T${a.start ?? "00:00"}`.localeCompare(`${b.date}T${b.start ?? "00:00"}`))
    .map((event) => ({ key: event.id, when: eventWhen(event, lang), title: event.title, location: event.location }));
}

/** The staff in the office's order; a role the name already says ("Deacon Paul Le") is not said again. */
function people(staff: readonly StaffMember[], lang: Language): Contact[] {
  return [...staff]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((member) => {
      const name = localText(member.name, lang);
      const role =
        localText(member.role, lang) || (member.clergy ? translate(lang, `contact.office.roles.${member.clergy}`) : "");
      const said = name.toLocaleLowerCase(lang).includes(role.toLocaleLowerCase(lang));
      return { role: said ? "" : role, name, phone: member.phone, email: member.email };
    });
}

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

function edition(sources: BulletinSources, lang: Language, givingUrl: string | null): BulletinEdition {
  const t = (key: TranslationKey, params?: TranslateParams) => translate(lang, key, params);
  const { parish, sunday } = sources;
  const day = liturgicalDay(sunday, parish.properCalendar);
  const shown = celebrated(day);
  const rank = shown.rank ? rankKey(shown.rank) : undefined;
  const alongside = day.tet ? (day.tet.prevails ? day.celebration[lang] : day.tet.names[lang]) : null;
  const passages = sources.readings
    ? PASSAGE_ORDER.flatMap((slot) => {
        const passage = sources.readings?.[slot];
        return passage ? [{ title: t(`readings.titles.${slot}`), reference: passage.reference }] : [];
      })
    : [];
  const intentions = intentionsWeek(sunday, sources.intentions, sources.changes, sources.schedules).map((entry) => ({
    dayText: shortDay(entry.date, lang),
    masses: entry.masses.map(({ mass, intentions: offered }) => ({
      title: `${formatClock(mass.time, lang)} · ${massDetails(mass, lang)}`,
      lang: mass.language === "bilingual" ? null : mass.language,
      intentions: offered.map((offering) => offering.intention),
    })),
  }));
  const shownNotices = notices(sources, lang);
  const shownEvents = events(sources, lang);
  const letter = sources.extras.sundays.find((candidate) => candidate.date === sunday);
  const letterBody = letter ? written(letter.pastorLetter, lang, noBlocks) : null;
  const sacraments = written(sources.extras.sacramentNotes, lang, noBlocks);
  const writtenHours = sources.settings ? pickLanguage(sources.settings.officeHours, lang, blankText) : undefined;
  const updatesUrl = `${sources.siteUrl}${featurePages.emailUpdates}`;
  return {
    lang,
    masthead: {
      kicker: t("composedBulletin.kicker"),
      parishName: parishName(parish, lang),
      churchType: localText(parish.churchType, lang),
      dateText: formatDate(dateOfKey(sunday), lang),
    },
    liturgy: {
      heading: t("composedBulletin.liturgy.heading"),
      celebration: shown.names[lang],
      alongside,
      rank: rank ? t(rank) : null,
      colour: { label: t("composedBulletin.liturgy.colour"), name: t(`readings.liturgy.colours.${shown.colour}`) },
      lunar: day.lunar ? { label: t("composedBulletin.liturgy.lunar"), text: lunarDayText(day.lunar, lang) } : null,
      readings: passages.length > 0 ? { label: t("composedBulletin.liturgy.readings"), passages } : null,
    },
    contact: {
      heading: t("composedBulletin.contact.heading"),
      address: fullAddress(parish),
      phone: parish.phone.display,
      email: parish.email,
      website: withoutScheme(sources.siteUrl),
      people: people(sources.staff, lang),
    },
    giving: givingUrl
      ? { heading: t("composedBulletin.giving.heading"), body: t("composedBulletin.giving.body"), url: givingUrl }
      : null,
    week: {
      heading: t("composedBulletin.week.heading"),
      days: weekOf(sunday).map((date) => bulletinDay(date, sources, lang)),
      noMass: t("composedBulletin.week.noMass"),
      confession: { heading: t("composedBulletin.week.confession"), lines: confessionLines(sources, lang) },
    },
    intentions: {
      heading: t("composedBulletin.intentions.heading"),
      days: intentions,
      empty: intentions.length === 0 ? t("composedBulletin.intentions.empty") : null,
    },
    letter: letterBody ? { heading: t("composedBulletin.letter.heading"), body: letterBody } : null,
    notices: {
      heading: t("composedBulletin.notices.heading"),
      items: shownNotices,
      empty: shownNotices.length === 0 ? t("composedBulletin.notices.empty") : null,
    },
    events: {
      heading: t("composedBulletin.events.heading"),
      items: shownEvents,
      empty: shownEvents.length === 0 ? t("composedBulletin.events.empty") : null,
    },
    closing: {
      officeHours: {
        heading: t("composedBulletin.closing.officeHours"),
        lines: (writtenHours ?? officeHoursText(parish.officeHours, lang)).split("\n").filter(Boolean),
      },
      sacraments: sacraments ? { heading: t("composedBulletin.closing.sacraments"), body: sacraments } : null,
      updates: {
        heading: t("composedBulletin.closing.updates"),
        body: t("composedBulletin.closing.updatesBody", { url: withoutScheme(updatesUrl) }),
        url: updatesUrl,
      },
    },
  };
}

/** One Sunday's bulletin in both languages, from the content the site already holds. */
export function composeBulletin(sources: BulletinSources): ComposedBulletin {
  const givingUrl = sources.settings?.givingUrl ?? null;
  return {
    date: sources.sunday,
    paper: sources.extras.paper,
    givingQr: givingUrl ? qrCode(givingUrl) : null,
    editions: { vi: edition(sources, "vi", givingUrl), en: edition(sources, "en", givingUrl) },
  };
}
