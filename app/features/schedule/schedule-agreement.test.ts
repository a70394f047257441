import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseNdjson, runQuery } from "#app/features/content/embedded-source.server";
import { scheduleChangesQuery } from "#app/features/content/queries";
import { parseScheduleChanges } from "#app/features/content/schemas";
import type { ScheduleChange } from "#app/features/content/types";
import type { ClockTime } from "#app/i18n/clock";
import { dictionaries } from "#app/i18n/dictionaries.server";
import { massesOnDate } from "./next-mass";
import { addDays, type CivilDate, civilDateFromKey, civilDateKey, weekdayOf } from "./parish-time";
import { embeddedSchedules } from "../../../tests/support/embedded-parish";

/*
 * Every Mass a text names with its time must be in the schedule: a Mass said to be on a date (or on a weekday after
 * the text's own date) in that day's schedule, holy-day schedules included; a "Sunday" or "weekday" Mass, or one named
 * with no day, in the weekly schedule. The days of Holy Week are left out: the weekly schedule never holds them, and
 * the only text that names them is the sample bulletin of Easter 2024, before the dataset's holy-day schedules.
 */

const TIME = String.raw`(\d{1,2}):(\d{2})\s*(AM|PM|sáng|trưa|chiều|tối|khuya)`;
const MASS = String.raw`(?:Mass|Thánh Lễ|Lễ Vọng)`;
/** "5:00 PM Vigil Mass", "8:00 AM and 10:00 AM Mass", "10:00 AM: Mass of thanksgiving", "7:00 chiều Lễ Vọng". */
const TIMES_BEFORE_MASS = new RegExp(
  String.raw`((?:${TIME}(?:\s*(?:and|và|,)\s*)?)+)\s*:?\s*(?:(?:Sunday|weekday|Vigil|bilingual)\s+)*${MASS}`,
  "giu",
);
/** "one bilingual Mass at 9:00 AM", "Mass on Thursday at 9:00 AM", "Thánh Lễ 10:00 sáng Chúa Nhật", "Thánh Lễ Tạ Ơn Thứ Năm lúc 9:00 sáng". */
const MASS_THEN_TIMES = new RegExp(
  String.raw`${MASS}((?:\s+(?!and\b|và\b|or\b|hoặc\b)[^\s.;,:!?\d]+){0,5})\s+((?:${TIME}(?:\s*(?:and|và)\s*)?)+)((?:\s+[^\s.;,:!?\d]+){0,2})`,
  "giu",
);
const HOLY_WEEK = /Holy Thursday|Good Friday|Holy Saturday|Easter Vigil|Tuần Thánh|Vọng Phục Sinh/iu;
const CANCELLED = /cancel|hủy/iu;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const ENGLISH_DATE = new RegExp(String.raw`(${MONTHS.join("|")})\s+(\d{1,2})(?:,\s*(\d{4}))?`, "iu");
const VIETNAMESE_DATE = /(?:ngày\s+)?(\d{1,2})\s+tháng\s+(\d{1,2})(?:\s+năm\s+(\d{4}))?/iu;
const WEEKDAYS: [RegExp, number][] = [
  [/\b(?:Sunday)\b|Chúa Nhật/iu, 0],
  [/\bMonday\b|Thứ Hai/iu, 1],
  [/\bTuesday\b|Thứ Ba/iu, 2],
  [/\bWednesday\b|Thứ Tư/iu, 3],
  [/\bThursday\b|Thứ Năm/iu, 4],
  [/\bFriday\b|Thứ Sáu/iu, 5],
  [/\bSaturday\b|Thứ Bảy/iu, 6],
];

export interface NamedMass {
  where: string;
  text: string;
  time: ClockTime;
  /** The day the text puts it on; none: any day of the weekly schedule. */
  date?: CivilDate;
  /** The weekly Masses of these days, whatever the date. */
  weekly?: readonly number[];
}

function clock(hours: string, minutes: string, period: string): ClockTime {
  let h = Number(hours) % 12;
  if (["PM", "chiều", "tối"].includes(period) || (period === "trưa" && h < 6)) h += 12;
  if (period === "trưa" && Number(hours) === 12) h = 12;
  return `${String(h).padStart(2, "0")}:${minutes}` as ClockTime;
}

function timesIn(text: string): ClockTime[] {
  return [...text.matchAll(new RegExp(TIME, "giu"))].map((match) =>
    clock(match[1] ?? "", match[2] ?? "", match[3] ?? ""),
  );
}

/** The date a text names, the first on or after its anchor when it gives no year; or the weekday it names, after the anchor. */
function dateIn(text: string, anchor: CivilDate | undefined, byWeekday = true): CivilDate | undefined {
  const english = ENGLISH_DATE.exec(text);
  const vietnamese = VIETNAMESE_DATE.exec(text);
  const month = english ? MONTHS.indexOf((english[1] ?? "").toLowerCase()) + 1 : Number(vietnamese?.[2]);
  const day = Number(english?.[2] ?? vietnamese?.[1]);
  const year = english?.[3] ?? vietnamese?.[3];
  if (month && day) {
    if (year) return { year: Number(year), month, day };
    if (!anchor) return undefined;
    const sameYear = { year: anchor.year, month, day };
    return civilDateKey(sameYear) >= civilDateKey(anchor) ? sameYear : { year: anchor.year + 1, month, day };
  }
  const weekday = WEEKDAYS.find(([pattern]) => pattern.test(text))?.[1];
  if (!byWeekday || weekday === undefined || !anchor) return undefined;
  return addDays(anchor, (weekday - weekdayOf(anchor) + 7) % 7);
}

const SUNDAY_OR_WEEKDAY = /\bSunday\b|Chúa Nhật|\bweekday\b|ngày thường/iu;

/**
 * The Masses a passage names with their times. `context` is the date heading the passage sits under, if any;
 * `anchor` the text's own date (a notice's publication, a bulletin's issue).
 */
export function massesNamedIn(where: string, text: string, anchor?: CivilDate, context?: CivilDate): NamedMass[] {
  const found: NamedMass[] = [];
  for (const clause of text.split(/(?<=[.;!?])\s+/u)) {
    if (HOLY_WEEK.test(clause)) continue;
    const spans = [
      ...[...clause.matchAll(TIMES_BEFORE_MASS)].map((match) => ({ times: timesIn(match[1] ?? ""), around: match[0] })),
      ...[...clause.matchAll(MASS_THEN_TIMES)].map((match) => ({ times: timesIn(match[2] ?? ""), around: match[0] })),
    ];
    for (const { times, around } of spans) {
      const qualifier = SUNDAY_OR_WEEKDAY.exec(around)?.[0].toLowerCase();
      const weekly =
        CANCELLED.test(clause) || qualifier
          ? qualifier === "sunday" || qualifier === "chúa nhật"
            ? [0]
            : qualifier
              ? [1, 2, 3, 4, 5]
              : undefined
          : undefined;
      const date =
        weekly || CANCELLED.test(clause)
          ? undefined
          : (dateIn(around, anchor) ?? dateIn(clause, anchor, false) ?? context);
      for (const time of times) found.push({ where, text: clause, time, date, weekly });
    }
  }
  return found;
}

/** Whether the embedded dataset's schedule holds a Mass at that time on that day (or on those weekly days, or on any day). */
export function inSchedule(mass: NamedMass, changes: readonly ScheduleChange[]): boolean {
  if (mass.date)
    return massesOnDate(mass.date, weekdayOf(mass.date), changes, embeddedSchedules).some(
      (held) => held.time === mass.time,
    );
  const days = mass.weekly ?? [0, 1, 2, 3, 4, 5, 6];
  return embeddedSchedules.some((schedule) =>
    schedule.masses.some((held) => held.time === mass.time && held.days.some((day) => days.includes(day))),
  );
}

interface Block {
  _type?: string;
  children?: { text?: string }[];
}

function blockTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return (value as Block[])
    .filter((block) => block._type === "block")
    .map((block) => (block.children ?? []).map((span) => span.text ?? "").join(""));
}

/** A short block that names a date heads the blocks after it ("Christmas Eve, Thursday, December 24"). */
function massesInBlocks(where: string, blocks: string[], anchor?: CivilDate): NamedMass[] {
  let heading: CivilDate | undefined;
  return blocks.flatMap((text) => {
    const masses = massesNamedIn(where, text, anchor, heading);
    if (text.length < 60 && timesIn(text).length === 0) heading = dateIn(text, anchor) ?? heading;
    return masses;
  });
}

type Doc = Record<string, unknown> & { _id: string; _type: string };
const dataset = parseNdjson(readFileSync("content/production.ndjson", "utf8")) as Doc[];

function anchorOf(doc: Doc): CivilDate | undefined {
  const key =
    typeof doc.publishDate === "string" ? doc.publishDate : typeof doc.date === "string" ? doc.date : undefined;
  return key ? civilDateFromKey(key) : undefined;
}

function bilingualBlocks(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** Every Mass the dataset's notices, pages and bulletins name, in both languages. */
function datasetMasses(): NamedMass[] {
  return dataset
    .filter((doc) => !doc._id.startsWith("drafts.") && ["announcement", "page", "bulletin"].includes(doc._type))
    .flatMap((doc) => {
      const rich = bilingualBlocks(doc.content ?? doc.body ?? doc.highlights);
      return ["en", "vi"].flatMap((lang) =>
        massesInBlocks(`${doc._id} (${lang})`, blockTexts(rich[lang]), anchorOf(doc)),
      );
    });
}

function dictionaryTexts(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === "string") return [[path.join("."), node]];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => dictionaryTexts(child, [...path, key]));
}

/** Texts whose every time is a Mass's: the Mass-intention form's example of a date and time. */
const MASS_TIME_HINTS = new Set(["requests.hints.preferredDates"]);

function dictionaryMasses(): NamedMass[] {
  return (["en", "vi"] as const).flatMap((lang) =>
    dictionaryTexts(dictionaries[lang]).flatMap(([key, text]) => {
      if (!MASS_TIME_HINTS.has(key)) return massesNamedIn(`${lang} ${key}`, text);
      const weekly = SUNDAY_OR_WEEKDAY.test(text) ? [0] : undefined;
      return timesIn(text).map((time) => ({ where: `${lang} ${key}`, text, time, weekly }));
    }),
  );
}

const changes = parseScheduleChanges(await runQuery(scheduleChangesQuery, dataset));

describe("the Mass times the site's texts name", () => {
  it("finds the Masses the texts name", () => {
    const named = [...datasetMasses(), ...dictionaryMasses()];
    expect(
      named.filter((mass) => mass.where.startsWith("announcement-christmas-masses")).map((mass) => mass.time),
    ).toEqual(expect.arrayContaining(["17:00", "19:00", "08:00", "10:00", "18:00"]));
    expect(
      named.some(
        (mass) =>
          mass.where.startsWith("announcement-thanksgiving") && mass.date && civilDateKey(mass.date) === "2026-11-26",
      ),
    ).toBe(true);
  });

  it("finds no weekly Mass time in the dictionaries: the weekly schedule is the office's, in the content", () => {
    expect(dictionaryMasses().filter((mass) => mass.weekly)).toEqual([]);
  });

  it("are all in the schedule, with the holy-day schedules of the dataset", () => {
    const missing = [...datasetMasses(), ...dictionaryMasses()].filter((mass) => !inSchedule(mass, changes));
    expect(
      missing.map(
        ({ where, time, date, text }) => `${where}: ${time}${date ? ` on ${civilDateKey(date)}` : ""} in "${text}"`,
      ),
    ).toEqual([]);
  });

  it("tells a Mass that is not in the schedule", () => {
    const thanksgiving = massesNamedIn(
      "notice",
      "On Thanksgiving Day, Thursday, November 26, there is one bilingual Mass at 9:00 AM.",
      civilDateFromKey("2026-11-16"),
    );
    expect(thanksgiving.map((mass) => inSchedule(mass, []))).toEqual([false]);
    expect(thanksgiving.map((mass) => inSchedule(mass, changes))).toEqual([true]);
    const sunday = massesNamedIn("hint", "Thánh Lễ 9:00 sáng Chúa Nhật");
    expect(sunday.map((mass) => [mass.time, inSchedule(mass, changes)])).toEqual([["09:00", false]]);
    const weekday = massesNamedIn("notice", "The 6:00 PM weekday Mass is cancelled on December 24 and 25.");
    expect(weekday.map((mass) => [mass.time, inSchedule(mass, changes)])).toEqual([["18:00", true]]);
    expect(
      massesNamedIn(
        "choir",
        "Ca Đoàn Cecilia hát trong Thánh Lễ 10:00 sáng Chúa Nhật, tập hát vào tối Thứ Sáu lúc 8:00 tối.",
      ).map((mass) => mass.time),
    ).toEqual(["10:00"]);
  });
});
