import { PageLinkSection } from "#app/components/home-section";
import { useT } from "#app/i18n/use-language";
import { EventCard } from "./event-card";
import type { FeedState, ParishEvent } from "./events";
import { EventsPending } from "./events-pending";

export const HOME_EVENT_COUNT = 3;

/** The next events of the parish calendar, as the home loader chose them; while the calendar's feed has not answered, that it is loading. */
export function EventsHomeSection({
  events: shown,
  now,
  state,
}: {
  events: readonly ParishEvent[];
  now: Date;
  state: FeedState;
}) {
  const t = useT();
  return (
    <PageLinkSection id="events" path="/events">
      <p className="mb-5 text-lg text-stone-700">{t("events.homeIntro")}</p>
      {state !== "ready" ? (
        <EventsPending state={state} />
      ) : shown.length === 0 ? (
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
