import { PageLinkSection } from "#app/components/home-section";
import { useLanguage } from "#app/i18n/use-language";
import type { CalendarSources } from "./calendar-links";
import { CalendarFrame, ParishToday, SubscribeLinks } from "./calendar-view";

/** The calendar on the home page: today's date, the agenda and the subscribe links. */
export function CalendarHomeSection({ sources }: { sources: CalendarSources }) {
  const lang = useLanguage();
  const calendarId = sources[lang];
  return (
    <PageLinkSection id="calendar" path="/calendar">
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <ParishToday now={new Date()} />
          <CalendarFrame calendarId={calendarId} mode="AGENDA" />
        </div>
        <SubscribeLinks calendarId={calendarId} headingLevel={3} />
      </div>
    </PageLinkSection>
  );
}
