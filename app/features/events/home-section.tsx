import { PageLinkSection } from "#app/components/home-section";
import { useT } from "#app/i18n/use-language";
import { EventCard } from "./event-card";
import { type ParishEvent, splitByTime } from "./events";

const HOME_EVENT_COUNT = 3;

/** The next events of the parish calendar. */
export function EventsHomeSection({ events, now }: { events: readonly ParishEvent[]; now: Date }) {
  const t = useT();
  const shown = splitByTime(events, now).upcoming.slice(0, HOME_EVENT_COUNT);
  return (
    <PageLinkSection id="events" path="/events">
      <p className="mb-5 text-lg text-stone-700">{t("events.homeIntro")}</p>
      {shown.length === 0 ? (
        <p className="rounded-lg bg-blue-50 p-4 text-blue-950">{t("events.noUpcoming")}</p>
      ) : (
        <div className="grid gap-5 md:grid-cols-3">
          {shown.map((event) => (
            <EventCard key={event.id} event={event} now={now} headingLevel={3} />
          ))}
        </div>
      )}
    </PageLinkSection>
  );
}
