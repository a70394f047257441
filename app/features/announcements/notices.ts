import type { NoticeItem } from "./types";

/** Dismissed notices are kept in a cookie, so the server leaves them out of the page and nothing jumps after loading. */
export const DISMISSED_NOTICES_COOKIE = "dismissed_notices";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

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
  if (!cookieHeader) return new Set();
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== DISMISSED_NOTICES_COOKIE) continue;
    try {
      return new Set(decodeURIComponent(rest.join("=")).split(",").filter(Boolean));
    } catch {
      return new Set();
    }
  }
  return new Set();
}

/** The cookie after dismissing `notice`; only tokens of notices still shown are kept, so it never grows. */
export function dismissNoticeCookie(cookieHeader: string | null | undefined, notice: NoticeItem, current: NoticeItem[]): string {
  const live = new Set(current.map(noticeToken));
  const kept = [...readDismissedNotices(cookieHeader)].filter((token) => live.has(token));
  const value = encodeURIComponent([...new Set([...kept, noticeToken(notice)])].join(","));
  return `${DISMISSED_NOTICES_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function visibleNotices(notices: NoticeItem[], now: Date, dismissed: Set<string>): NoticeItem[] {
  return notices.filter((notice) => isNoticeActive(notice, now) && !dismissed.has(noticeToken(notice)));
}

/** Remembers in the browser that this visitor dismissed `notice`; returns every dismissed token. */
export function rememberDismissal(notice: NoticeItem, current: NoticeItem[]): Set<string> {
  document.cookie = dismissNoticeCookie(document.cookie, notice, current);
  return readDismissedNotices(document.cookie);
}
