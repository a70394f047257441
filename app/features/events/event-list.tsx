import { Link, useLocation } from "react-router";
import { useT } from "#app/i18n/use-language";
import { EventCard } from "./event-card";
import { type EventCategory, eventCategories, type EventListing, type FeedState } from "./events";
import { EventsPending } from "./events-pending";

function filterHref(search: string, category: EventCategory | null): string {
  const params = new URLSearchParams(search);
  if (category) params.set("category", category);
  else params.delete("category");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

function CategoryFilter({ active }: { active: EventCategory | null }) {
  const t = useT();
  const { search } = useLocation();
  const options: { value: EventCategory | null; label: string }[] = [
    { value: null, label: t("events.all") },
    ...eventCategories.map((category) => ({ value: category, label: t(`events.categories.${category}`) })),
  ];
  return (
    <nav aria-label={t("events.filterLabel")} data-print-hidden>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = option.value === active;
          return (
            <li key={option.value ?? "all"}>
              <Link
                to={filterHref(search, option.value)}
                preventScrollReset
                replace
                aria-current={current ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 ${
                  current
                    ? "border-blue-900 bg-blue-900 text-white"
                    : "border-stone-300 bg-white text-blue-950 hover:bg-blue-50"
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface EventListProps {
  listing: EventListing;
  category: EventCategory | null;
  now: Date;
  state: FeedState;
  calendarId: string | undefined;
}

/**
 * The parish calendar's coming events, filterable by category; those of the last 30 days in a closed list of their
 * own; while the calendar's feed has not answered, that it is loading.
 */
export function EventList({ listing, category, now, state, calendarId }: EventListProps) {
  const t = useT();
  const { upcoming, more, recent: past } = listing;
  return (
    <div className="space-y-10">
      <CategoryFilter active={category} />
      <section aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-2xl font-bold text-blue-950">
          {t("events.upcomingHeading")}
        </h2>
        {state !== "ready" ? (
          <div className="mt-4">
            <EventsPending state={state} calendarId={calendarId} />
          </div>
        ) : upcoming.length === 0 ? (
          <p className="mt-4 rounded-lg bg-blue-50 p-4 text-blue-950">{t("events.noUpcoming")}</p>
        ) : (
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            {upcoming.map((event) => (
              <EventCard key={event.id} event={event} now={now} headingLevel={3} />
            ))}
          </div>
        )}
        {more && (
          <p className="mt-4">
            <Link
              to="/communication-events/calendar"
              className="font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700"
            >
              {t("events.everyDate")}
            </Link>
          </p>
        )}
      </section>
      {past.length > 0 && (
        <details className="group" data-recent-events>
          <summary className="flex min-h-11 cursor-pointer items-center text-2xl font-bold text-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900">
            <h2>{t("events.pastHeading")}</h2>
          </summary>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            {past.map((event) => (
              <EventCard key={event.id} event={event} now={now} headingLevel={3} />
            ))}
          </div>
        </details>
      )}
      <section aria-labelledby="event-updates-heading" className="rounded-xl bg-blue-950 p-6 text-white">
        <h2 id="event-updates-heading" className="text-2xl font-bold">
          {t("events.subscribeHeading")}
        </h2>
        <p className="mt-2 text-blue-50">{t("events.subscribeIntro")}</p>
        <Link
          to="/communication-events/calendar#subscribe"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-blue-950 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t("events.subscribe")}
        </Link>
      </section>
    </div>
  );
}
