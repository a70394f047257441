import { Link } from "react-router";
import { ExternalLink } from "#app/components/external-link";
import { calendarEmbedUrl } from "#app/features/calendar/calendar-links";
import { useLanguage, useT } from "#app/i18n/use-language";
import type { FeedState } from "./events";

const linkClass = "font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700";

/**
 * In place of an event list while the parish's calendar feed has not answered, or cannot be read: says so, and links
 * to the calendar itself (Google's, when the page knows which; else the site's calendar page).
 */
export function EventsPending({
  state,
  calendarId,
}: {
  state: Exclude<FeedState, "ready">;
  calendarId?: string | undefined;
}) {
  const t = useT();
  const lang = useLanguage();
  const label = t("eventFeed.openCalendar");
  return (
    <p className="rounded-lg bg-blue-50 p-4 text-blue-950" role="status" data-events-pending={state}>
      {t(state === "loading" ? "eventFeed.loading" : "eventFeed.unavailable")}{" "}
      {calendarId ? (
        <ExternalLink href={calendarEmbedUrl(calendarId, lang, "MONTH")} className={linkClass}>
          {label}
        </ExternalLink>
      ) : (
        <Link to="/communication-events/calendar" className={linkClass}>
          {label}
        </Link>
      )}
    </p>
  );
}
