import { PageLinkSection } from "#app/components/home-section";
import { useT } from "#app/i18n/use-language";
import { EventCard } from "./event-card";
import type { ParishEvent } from "./events";

export const HOME_EVENT_COUNT = 3;

/** The next events of the parish calendar, as the home loader chose them. */
export function EventsHomeSection({ events: shown, now }: { events: readonly ParishEvent[]; now: Date }) {
  const t = useT();
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
