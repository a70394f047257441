import { SubPageLayout } from "#app/components/sub-page-layout";
import { calendarSources } from "#app/features/calendar/calendar-sources.server";
import { useCalendarId } from "#app/features/calendar/calendar-view";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { EventList } from "#app/features/events/event-list";
import { eventListing, parseCategory } from "#app/features/events/events";
import { requestLanguage } from "#app/i18n/language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/upcoming-events";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** "Now" comes from the server so the page and its hydration agree on which events are past. */
export function loader({ request }: Route.LoaderArgs) {
  const category = parseCategory(new URL(request.url).searchParams.get("category"));
  const now = new Date();
  const shown = calendarFeed().shown(requestLanguage(request));
  return {
    listing: eventListing(shown.events, category, now),
    state: shown.state,
    sources: calendarSources(),
    category,
    now: now.toISOString(),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const calendarId = useCalendarId(loaderData.sources);
  return (
    <SubPageLayout path="/communication-events/upcoming-events" emailUpdates>
      <EventList
        listing={loaderData.listing}
        category={loaderData.category}
        now={new Date(loaderData.now)}
        state={loaderData.state}
        calendarId={calendarId}
      />
    </SubPageLayout>
  );
}
