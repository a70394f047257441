import { SubPageLayout } from "#app/components/sub-page-layout";
import { calendarSources } from "#app/features/calendar/calendar-sources.server";
import { CalendarFrame, ParishToday, SubscribeLinks, useCalendarId } from "#app/features/calendar/calendar-view";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { AGENDA_DAYS, EventAgenda } from "#app/features/events/event-agenda";
import { nextEvents } from "#app/features/events/events";
import { lunarTexts } from "#app/features/lunar/lunar.server";
import { addDays, civilDateKey, parishMoment } from "#app/features/schedule/parish-time";
import { parishDateKey } from "#app/i18n/format";
import { requestLanguage } from "#app/i18n/language";
import { useT } from "#app/i18n/use-language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/calendar";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The calendar's two frames, each under its heading. */
const frames = [
  { mode: "MONTH", id: "month-heading", heading: "calendar.monthView" },
  { mode: "AGENDA", id: "agenda-heading", heading: "calendar.agendaView" },
] as const;

export function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const lang = requestLanguage(request);
  const shown = calendarFeed().shown(lang);
  const events = nextEvents(shown.events, now, { days: AGENDA_DAYS });
  // Counted in the parish's days, not in 24 hours: the night the clocks change has 23 or 25.
  const today = parishMoment(now.getTime());
  const days = Array.from({ length: AGENDA_DAYS + 1 }, (_, offset) => civilDateKey(addDays(today, offset)));
  return {
    sources: calendarSources(),
    events,
    state: shown.state,
    from: days[0] ?? parishDateKey(now),
    until: days.at(-1) ?? parishDateKey(now),
    lunarDates: lang === "vi" ? lunarTexts(days) : {},
    now: now.toISOString(),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const calendarId = useCalendarId(loaderData.sources);
  return (
    <SubPageLayout path="/communication-events/calendar">
      <div className="space-y-10">
        <ParishToday now={new Date(loaderData.now)} />
        {calendarId &&
          frames.map(({ mode, id, heading }) => (
            <section key={mode} aria-labelledby={id} className="space-y-3">
              <h2 id={id} className="text-2xl font-bold text-blue-950">
                {t(heading)}
              </h2>
              <CalendarFrame calendarId={calendarId} mode={mode} />
            </section>
          ))}
        <EventAgenda
          events={loaderData.events}
          from={loaderData.from}
          until={loaderData.until}
          state={loaderData.state}
          calendarId={calendarId}
          lunarDates={loaderData.lunarDates}
        />
        {calendarId && <SubscribeLinks calendarId={calendarId} headingLevel={2} />}
      </div>
    </SubPageLayout>
  );
}
