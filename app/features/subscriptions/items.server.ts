import { createHash } from "node:crypto";
import { announcementPath, bulletinIssuePath } from "#app/site/site-map";
import type { Announcement, Bulletin, Localized, RichTextBlock, ScheduleChange } from "#app/features/content/types";
import type { ParishEvent } from "#app/features/events/events";
import { addDays, civilDateKey as dateKey, parishMoment } from "#app/features/schedule/parish-time";
import { dayGroups, massesOn, type WeeklySchedule } from "#app/features/schedule/weekly-schedule";
import { type Language, languages } from "#app/i18n/language";
import type { ItemContent, Texts } from "./content";
import type { Topic } from "./topics";

/** Something to mail, named in the ledger by `item`, which is what makes it go only once. */
export interface Item {
  item: string;
  topic: Topic;
  content: ItemContent;
}

export interface ContentNow {
  bulletins: readonly Bulletin[];
  announcements: readonly Announcement[];
  scheduleChanges: readonly ScheduleChange[];
  weeklySchedules: readonly WeeklySchedule[];
  /** Each language's events of the coming days (the weekly summary). */
  events: Partial<Record<Language, readonly ParishEvent[]>>;
  siteUrl: string;
  now: Date;
}

/** Schedule changes this many days ahead are mailed; later ones wait until they come this close. */
export const SCHEDULE_DAYS_AHEAD = 30;
/** The weekly summary goes from this hour on Saturday, parish time, until the end of Sunday. */
export const WEEKLY_HOUR = 7;
const SATURDAY = 6;
const SUNDAY = 0;

const paragraphs = (blocks: RichTextBlock[]) =>
  blocks
    .map((block) =>
      block.children
        .map((child) => child.text)
        .join("")
        .trim(),
    )
    .filter((line) => line !== "");

function perLanguage<T, U>(value: Localized<T>, map: (item: T) => U): Partial<Record<Language, U>> {
  return Object.fromEntries(
    languages.flatMap((lang) => (value[lang] === undefined ? [] : [[lang, map(value[lang] as T)]])),
  );
}

function absolute(url: string, siteUrl: string): string {
  return url.startsWith("/") ? `${siteUrl}${url}` : url;
}

/** The newest Sunday's bulletin, its language editions together. */
function bulletinItem(bulletins: readonly Bulletin[], siteUrl: string): Item[] {
  const newest = bulletins.reduce<string | null>(
    (latest, bulletin) => (latest === null || bulletin.date > latest ? bulletin.date : latest),
    null,
  );
  if (newest === null) return [];
  const editions = bulletins.filter((bulletin) => bulletin.date === newest);
  const pdf: Texts = {};
  for (const edition of editions) {
    if (!edition.file) continue;
    for (const lang of edition.language ? [edition.language] : languages)
      pdf[lang] ??= absolute(edition.file.url, siteUrl);
  }
  const highlights = editions.reduce<Partial<Record<Language, string[]>>>(
    (all, edition) => ({ ...perLanguage(edition.highlights, paragraphs), ...all }),
    {},
  );
  return [
    {
      item: `bulletin:${newest}`,
      topic: "bulletin",
      content: { kind: "bulletin", date: newest, highlights, pdf, path: bulletinIssuePath(newest) },
    },
  ];
}

/** A notice marked for email once the site shows it (under a category), opening the page at it. */
function noticeItems(announcements: readonly Announcement[]): Item[] {
  return announcements
    .filter((announcement) => announcement.emailSubscribers && announcement.categoryKey !== null)
    .map((announcement) => ({
      item: `notice:${announcement.id}`,
      topic: "notices",
      content: {
        kind: "notice",
        title: announcement.title,
        paragraphs: perLanguage(announcement.content, paragraphs),
        path: announcementPath(announcement.id),
      },
    }));
}

/** What a correction must change to be sent again: the date, or a Mass's time; a reworded note is not worth an email. */
export function scheduleFingerprint(change: ScheduleChange): string {
  const times = change.masses.map((mass) => mass.time).sort();
  return createHash("sha256")
    .update(JSON.stringify([change.date, change.replacesWeekly, times]))
    .digest("hex")
    .slice(0, 16);
}

function scheduleItems(
  changes: readonly ScheduleChange[],
  today: string,
  until: string,
  known: (prefix: string) => boolean,
): Item[] {
  return changes
    .filter((change) => change.date >= today && change.date <= until)
    .map((change) => ({
      item: `schedule:${change.id}:${scheduleFingerprint(change)}`,
      topic: "schedule",
      content: {
        kind: "schedule",
        correction: known(`schedule:${change.id}:`),
        date: change.date,
        title: change.title,
        masses: change.masses.map((mass) => ({ time: mass.time, language: mass.language, note: mass.note })),
        replacesWeekly: change.replacesWeekly,
      },
    }));
}

/** What a new weekly schedule must change to be sent again: its first day, or a Mass's day, time or language. */
export function weeklyScheduleFingerprint(schedule: WeeklySchedule): string {
  const masses = schedule.masses.map((mass) => `${mass.days.join()} ${mass.time} ${mass.language}`).sort();
  return createHash("sha256")
    .update(JSON.stringify([schedule.validFrom, masses]))
    .digest("hex")
    .slice(0, 16);
}

/** A new weekly schedule entered ahead of its first day, mailed once it is this close. */
function newScheduleItems(
  schedules: readonly WeeklySchedule[],
  today: string,
  until: string,
  known: (prefix: string) => boolean,
): Item[] {
  return schedules
    .filter((schedule) => schedule.validFrom !== null && schedule.validFrom > today && schedule.validFrom <= until)
    .map((schedule) => ({
      item: `new-schedule:${schedule.validFrom}:${weeklyScheduleFingerprint(schedule)}`,
      topic: "schedule",
      content: {
        kind: "newSchedule",
        correction: known(`new-schedule:${schedule.validFrom}:`),
        from: schedule.validFrom ?? today,
        rows: dayGroups(schedule).map((days) => ({
          days: [...days],
          masses: massesOn(schedule, days).map((mass) => ({
            time: mass.time,
            language: mass.language,
            note: { ...mass.note },
          })),
        })),
      },
    }));
}

function weeklyItem(content: ContentNow, known: (prefix: string) => boolean): Item[] {
  const moment = parishMoment(content.now.getTime());
  const saturday = moment.weekday === SATURDAY ? moment : moment.weekday === SUNDAY ? addDays(moment, -1) : null;
  if (!saturday || (moment.weekday === SATURDAY && moment.hours < WEEKLY_HOUR)) return [];
  const weekOf = dateKey(saturday);
  if (known(`weekly:${weekOf}`)) return [];
  const from = dateKey(moment);
  const until = dateKey(addDays(saturday, 8));
  const inWeek = (date: string) => date >= from && date <= until;
  const events = Object.fromEntries(
    languages.map((lang) => [
      lang,
      (content.events[lang] ?? [])
        .filter((event) => inWeek(event.date))
        .map((event) => ({ date: event.date, time: event.start, title: event.title })),
    ]),
  );
  const changes = content.scheduleChanges
    .filter((change) => inWeek(change.date))
    .map((change) => ({ date: change.date, title: change.title }));
  return [{ item: `weekly:${weekOf}`, topic: "weekly", content: { kind: "weekly", weekOf, events, changes } }];
}

/**
 * Everything the content says should be mailed now; `known` tells which items (by name prefix) the ledger already
 * holds. Recording them is the ledger's part: an item it already holds is not mailed again.
 */
export function itemsToMail(content: ContentNow, known: (prefix: string) => boolean): Item[] {
  const moment = parishMoment(content.now.getTime());
  const today = dateKey(moment);
  const until = dateKey(addDays(moment, SCHEDULE_DAYS_AHEAD));
  return [
    ...bulletinItem(content.bulletins, content.siteUrl),
    ...noticeItems(content.announcements),
    ...scheduleItems(content.scheduleChanges, today, until, known),
    ...newScheduleItems(content.weeklySchedules, today, until, known),
    ...weeklyItem(content, known),
  ];
}
