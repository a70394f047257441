import { PageLinkSection } from "#app/components/home-section";
import type { CalendarSources } from "./calendar-links";
import { CalendarFrame, ParishToday, SubscribeLinks, useCalendarId } from "./calendar-view";

/** The calendar on the home page: today's date, the agenda and the subscribe links (those two when the parish has a calendar). */
export function CalendarHomeSection({ sources }: { sources: CalendarSources }) {
  const calendarId = useCalendarId(sources);
  return (
    <PageLinkSection id="calendar" path="/calendar">
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <ParishToday now={new Date()} />
          {calendarId && <CalendarFrame calendarId={calendarId} mode="AGENDA" />}
        </div>
        {calendarId && <SubscribeLinks calendarId={calendarId} headingLevel={3} />}
      </div>
    </PageLinkSection>
  );
}
