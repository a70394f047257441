import type { MassLanguage } from "#app/features/content/types";
import type { Language } from "#app/i18n/language";

/** A text in each language the office wrote it in. */
export type Texts = Partial<Record<Language, string>>;

/** A Mass as an email lists it: its time, its language and the office's note. */
export interface MassEntry {
  time: string;
  language: MassLanguage;
  note: Texts;
}

/**
 * What an item's email says, kept in the ledger as it was when the item was recorded: every subscriber then gets
 * the same, whenever their turn in the outbox comes.
 */
export type ItemContent =
  | { kind: "bulletin"; date: string; highlights: Partial<Record<Language, string[]>>; pdf: Texts; path: string }
  | { kind: "notice"; title: Texts; paragraphs: Partial<Record<Language, string[]>>; path: string }
  | {
      kind: "schedule";
      correction: boolean;
      date: string;
      title: Texts;
      masses: MassEntry[];
      replacesWeekly: boolean;
    }
  | {
      kind: "weekly";
      weekOf: string;
      events: Partial<Record<Language, WeekEvent[]>>;
      changes: { date: string; title: Texts }[];
    }
  | { kind: "newSchedule"; correction: boolean; from: string; rows: ScheduleRow[] };

/** One row of a weekly schedule as an email lists it: its days (0 = Sunday) and their Masses. */
export interface ScheduleRow {
  days: number[];
  masses: MassEntry[];
}

export interface WeekEvent {
  date: string;
  time: string | null;
  title: string;
}
