import { PageLinkSection } from "#app/components/home-section";
import { useT } from "#app/i18n/use-language";
import { EventCard } from "./event-card";
import { parishEvents, splitByTime } from "./events";

const HOME_EVENT_COUNT = 3;

/** The next events; once all are past, the most recent ones, marked as past. */
export function EventsHomeSection() {
  const t = useT();
  const now = new Date();
  const { upcoming, past } = splitByTime(parishEvents, now);
  const shown = [...upcoming, ...past].slice(0, HOME_EVENT_COUNT);
  return (
    <PageLinkSection id="events" path="/events">
      <p className="mb-5 text-lg text-stone-700">{t("events.homeIntro")}</p>
      <div className="grid gap-5 md:grid-cols-3">
        {shown.map((event) => (
          <EventCard key={event.id} event={event} now={now} headingLevel={3} />
        ))}
      </div>
    </PageLinkSection>
  );
}
