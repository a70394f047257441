import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ButtonOnceHydrated } from "#app/components/button-once-hydrated";
import { useLanguage, useT } from "#app/i18n/use-language";
import { CategoryIcon } from "./category-icon";
import { useAnnouncementUpdates } from "./live-updates";
import { readDismissedNotices, rememberDismissal, visibleNotices } from "./notices";
import type { NoticeItem } from "./types";
import { announcementPath } from "#app/site/site-map";

/** setTimeout cannot wait longer than about 24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Hides each notice when its end date passes while the page stays open. */
function useNow(notices: NoticeItem[]): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const ends = notices
      .map((notice) => (notice.endsAt ? Date.parse(notice.endsAt) : Number.NaN))
      .filter((end) => !Number.isNaN(end) && end > now.getTime());
    if (ends.length === 0) return;
    const wait = Math.min(Math.min(...ends) - Date.now() + 50, MAX_TIMER_MS);
    const timer = setTimeout(() => setNow(new Date()), Math.max(wait, 0));
    return () => clearTimeout(timer);
  }, [notices, now]);
  return now;
}

/** `initial` is null when the server sent the page without waiting for the notices; the browser then asks for them. */
export function NoticeList({ initial }: { initial: NoticeItem[] | null }) {
  const t = useT();
  const lang = useLanguage();
  const [notices, setNotices] = useState(initial ?? []);
  const [dismissed, setDismissed] = useState<Set<string>>(() => new Set());
  const now = useNow(notices);
  useAnnouncementUpdates(
    lang,
    (data) => {
      setNotices(data.notices);
      setDismissed(readDismissedNotices(document.cookie));
    },
    initial === null,
  );

  const shown = visibleNotices(notices, now, dismissed);
  if (shown.length === 0) return null;

  /** The notice goes; keyboard focus moves on to the next notice's button, or to the page's content after the last. */
  function dismiss(notice: NoticeItem, button: HTMLButtonElement) {
    const item = button.closest("li");
    const sibling = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector("button");
    setDismissed(rememberDismissal(notice, notices));
    (sibling ?? document.getElementById("main"))?.focus({ preventScroll: true });
  }

  return (
    <aside
      aria-label={t("announcements.notices.label")}
      className="border-b-2 border-amber-500 bg-amber-100 text-amber-950"
      data-testid="notice-strip"
      data-print-hidden
    >
      <ul className="mx-auto max-w-6xl divide-y divide-amber-300 px-4">
        {shown.map((notice) => (
          <li key={notice.id} data-notice={notice.id} className="flex items-center gap-3 py-2">
            <CategoryIcon name="alert" className="h-5 w-5 shrink-0 text-amber-900" />
            <p className="flex-1">
              <strong className="font-semibold">{notice.title}</strong>{" "}
              <Link
                to={announcementPath(notice.id)}
                className="font-medium whitespace-nowrap underline underline-offset-2"
              >
                {t("announcements.notices.details")}
              </Link>
            </p>
            <ButtonOnceHydrated
              button={{ onClick: (event) => dismiss(notice, event.currentTarget) }}
              aria-label={t("announcements.notices.dismiss", { title: notice.title })}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-amber-200 focus-visible:outline-3 focus-visible:outline-blue-700"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </ButtonOnceHydrated>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The site-wide strip of urgent notices, rendered with the page so it never shifts the layout. */
export function NoticeStrip({ notices }: { notices: NoticeItem[] | null }) {
  const lang = useLanguage();
  return <NoticeList key={lang} initial={notices} />;
}
