import { SubPageLayout } from "#app/components/sub-page-layout";
import { calendarSources } from "#app/features/calendar/calendar-sources.server";
import { CalendarFrame, ParishToday, SubscribeLinks } from "#app/features/calendar/calendar-view";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { AGENDA_DAYS, EventAgenda } from "#app/features/events/event-agenda";
import { nextEvents } from "#app/features/events/events";
import { lunarTexts } from "#app/features/lunar/lunar.server";
import { requestLanguage } from "#app/i18n/language";
import { useLanguage, useT } from "#app/i18n/use-language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/calendar";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const lang = requestLanguage(request);
  const events = nextEvents(calendarFeed().events(lang), now, { days: AGENDA_DAYS });
  return { sources: calendarSources(), events, lunarDates: lang === "vi" ? lunarTexts(events.map((event) => event.date)) : {}, now: now.toISOString() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const lang = useLanguage();
  const t = useT();
  const calendarId = loaderData.sources[lang];
  return (
    <SubPageLayout path="/communication-events/calendar">
      <div className="space-y-10">
        <ParishToday now={new Date(loaderData.now)} />
        <section aria-labelledby="month-heading" className="space-y-3">
          <h2 id="month-heading" className="text-2xl font-bold text-blue-950">
            {t("calendar.monthView")}
          </h2>
          <CalendarFrame calendarId={calendarId} mode="MONTH" />
        </section>
        <section aria-labelledby="agenda-heading" className="space-y-3">
          <h2 id="agenda-heading" className="text-2xl font-bold text-blue-950">
            {t("calendar.agendaView")}
          </h2>
          <CalendarFrame calendarId={calendarId} mode="AGENDA" />
        </section>
        <EventAgenda events={loaderData.events} lunarDates={loaderData.lunarDates} />
        <SubscribeLinks calendarId={calendarId} headingLevel={2} />
      </div>
    </SubPageLayout>
  );
}
