import type { Bulletin } from "#app/features/content/types";
import { dateOfKey, formatDate } from "#app/i18n/format";
import type { Language } from "#app/i18n/language";
import { formatFileSize, formatMonth } from "./archive-format";

/** An edition's PDF: its address and its size as the visitor reads it ("2.4 MB"). */
export interface EditionFile {
  url: string;
  size: string;
}

/**
 * One Sunday's bulletin: its editions (one for both languages, or one per language) and what the office wrote of it,
 * with its date already written in the visitor's language.
 */
export interface BulletinIssue {
  date: string;
  dateText: string;
  editions: { id: string; language: Bulletin["language"]; file: EditionFile | null }[];
  highlights: Bulletin["highlights"];
}

export interface BulletinMonth {
  /** "YYYY-MM". */
  month: string;
  /** "November 2026", "Tháng 11 năm 2026". */
  monthText: string;
  issues: BulletinIssue[];
}

/** The bulletins as issues by Sunday, newest first; the visitor's language's edition before the other's. */
export function bulletinIssues(bulletins: readonly Bulletin[], lang: Language): BulletinIssue[] {
  const byDate = new Map<string, Bulletin[]>();
  for (const bulletin of bulletins) byDate.set(bulletin.date, [...(byDate.get(bulletin.date) ?? []), bulletin]);
  const rank = (bulletin: Bulletin) => (bulletin.language === null ? 0 : bulletin.language === lang ? 1 : 2);
  return [...byDate.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, editions]) => {
      const ordered = [...editions].sort((a, b) => rank(a) - rank(b));
      return {
        date,
        dateText: formatDate(dateOfKey(date), lang),
        editions: ordered.map(({ id, language, file }) => ({
          id,
          language,
          file: file && { url: file.url, size: formatFileSize(file.size, lang) },
        })),
        highlights: ordered.find((edition) => edition.highlights.en || edition.highlights.vi)?.highlights ?? {},
      };
    });
}

/** Issues grouped by month, keeping their order (newest first). */
export function issuesByMonth(issues: readonly BulletinIssue[], lang: Language): BulletinMonth[] {
  const months: BulletinMonth[] = [];
  for (const issue of issues) {
    const month = issue.date.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.issues.push(issue);
    else months.push({ month, monthText: formatMonth(issue.date, lang), issues: [issue] });
  }
  return months;
}
