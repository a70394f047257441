/** A calendar date as written in a video title, day/month/year. */
export interface TitleDate {
  year: number;
  month: number;
  day: number;
}

const FIRST_YEAR = 2020;

/**
 * Parish video titles carry the Mass date as day/month/year ("Thánh Lễ Chúa Nhật 2/3/2025"); some are
 * typed with dots or dashes, so those count too when both separators agree. The digits must not run on
 * into other digits, so "12/3/20251" or "112/3/2025" never yield a date.
 */
const DATE_PATTERN = /(?<!\d)(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?!\d)/g;

function isRealDate({ year, month, day }: TitleDate): boolean {
  if (year < FIRST_YEAR || month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Every valid day/month/year date in a title, in the order written. */
export function datesInTitle(title: string): TitleDate[] {
  const dates: TitleDate[] = [];
  for (const match of title.matchAll(DATE_PATTERN)) {
    const date = { day: Number(match[1]), month: Number(match[3]), year: Number(match[4]) };
    if (isRealDate(date)) dates.push(date);
  }
  return dates;
}

/** Whether a title carries the given date, given as YYYY-MM-DD (as parishDateKey() writes today). */
export function titleHasDate(title: string, dateKey: string): boolean {
  const [year, month, day] = dateKey.split("-").map(Number);
  return datesInTitle(title).some((date) => date.year === year && date.month === month && date.day === day);
}
