/** The daily readings record. Shared by the server (which builds it) and the browser (which reads it from /api/readings). */
export interface Passage {
  title: string;
  reference: string;
}

export interface ReadingsRecord {
  date: string;
  dayType: "weekday" | "sunday";
  firstReading: Passage;
  psalm: Passage;
  secondReading?: Passage;
  gospel: Passage;
}

export interface ReadingsAnswer {
  readings: ReadingsRecord | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isPassage(value: unknown): value is Passage {
  return isRecord(value) && typeof value.title === "string" && typeof value.reference === "string";
}

function isReadingsRecord(value: unknown): value is ReadingsRecord {
  return (
    isRecord(value) &&
    typeof value.date === "string" &&
    (value.dayType === "weekday" || value.dayType === "sunday") &&
    isPassage(value.firstReading) &&
    isPassage(value.psalm) &&
    (value.secondReading === undefined || isPassage(value.secondReading)) &&
    isPassage(value.gospel)
  );
}

/** Checks what the browser got from /api/readings; a hand-written guard keeps a schema library out of the page's JavaScript. */
export function isReadingsAnswer(value: unknown): value is ReadingsAnswer {
  return isRecord(value) && (value.readings === null || isReadingsRecord(value.readings));
}

export const DEFAULT_TITLES = {
  firstReading: "Reading 1",
  psalm: "Responsorial Psalm",
  secondReading: "Reading 2",
  gospel: "Gospel",
} as const;

export type PassageSlot = keyof typeof DEFAULT_TITLES;

/** The order in which a Mass proclaims the readings. */
export const PASSAGE_ORDER: readonly PassageSlot[] = ["firstReading", "psalm", "secondReading", "gospel"];

/** Noon UTC of a date key: the same calendar day in every time zone from UTC−11 to UTC+11, so formatting never slips a day. */
export function dateFromKey(dateKey: string): Date {
  return new Date(`${dateKey}T12:00:00Z`);
}

/** The US bishops' conference page of a date (its links take MMDDYY). */
export function usccbReadingsUrl(dateKey: string): string {
  const [year, month, day] = dateKey.split("-");
  return `https://bible.usccb.org/bible/readings/${month}${day}${year?.slice(2)}.cfm`;
}

/** Vatican News' Vietnamese daily readings of a date. */
export function vaticanNewsReadingsUrl(dateKey: string): string {
  const [year, month, day] = dateKey.split("-");
  return `https://www.vaticannews.va/vi/loi-chua-hang-ngay/${year}/${month}/${day}.html`;
}

/** The third-party page holding the full readings of a date. */
export function sourcePageUrl(sourceUrl: string, dateKey: string): string {
  const url = new URL(sourceUrl);
  url.searchParams.set("select_date", dateKey);
  return url.toString();
}

/** "catholic.org" from "https://www.catholic.org/bible/…", for "Check {host} daily readings". */
export function sourceHost(sourceUrl: string): string {
  return new URL(sourceUrl).hostname.replace(/^www\./, "");
}
