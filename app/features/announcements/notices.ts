import { readCookie, yearLongCookie } from "#app/lib/cookies";
import type { NoticeItem } from "./types";

/** Dismissed notices are kept in a cookie, so the server leaves them out of the page and nothing jumps after loading. */
export const DISMISSED_NOTICES_COOKIE = "dismissed_notices";

export function noticeToken(notice: Pick<NoticeItem, "id" | "version">): string {
  return `${notice.id}@${notice.version}`;
}

export function isNoticeActive(notice: Pick<NoticeItem, "endsAt">, now: Date): boolean {
  if (!notice.endsAt) return true;
  const end = Date.parse(notice.endsAt);
  // An end date the office mistyped must not hide a notice about a cancelled Mass.
  return Number.isNaN(end) || end > now.getTime();
}

export function readDismissedNotices(cookieHeader: string | null | undefined): Set<string> {
  return new Set((readCookie(cookieHeader, DISMISSED_NOTICES_COOKIE) ?? "").split(",").filter(Boolean));
}

/** Whether the visitor has dismissed a notice, which makes every page of theirs their own. */
export function hasDismissedNotices(cookieHeader: string | null | undefined): boolean {
  return readDismissedNotices(cookieHeader).size > 0;
}

/** The cookie after dismissing `notice`; only tokens of notices still shown are kept, so it never grows. */
export function dismissNoticeCookie(
  cookieHeader: string | null | undefined,
  notice: NoticeItem,
  current: NoticeItem[],
): string {
  const live = new Set(current.map(noticeToken));
  const kept = [...readDismissedNotices(cookieHeader)].filter((token) => live.has(token));
  return yearLongCookie(DISMISSED_NOTICES_COOKIE, [...new Set([...kept, noticeToken(notice)])].join(","));
}

export function visibleNotices(notices: NoticeItem[], now: Date, dismissed: Set<string>): NoticeItem[] {
  return notices.filter((notice) => isNoticeActive(notice, now) && !dismissed.has(noticeToken(notice)));
}

/** Remembers in the browser that this visitor dismissed `notice`; returns every dismissed token. */
export function rememberDismissal(notice: NoticeItem, current: NoticeItem[]): Set<string> {
  document.cookie = dismissNoticeCookie(document.cookie, notice, current);
  return readDismissedNotices(document.cookie);
}
