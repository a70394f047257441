import { SubPageLayout } from "#app/components/sub-page-layout";
import { EventList } from "#app/features/events/event-list";
import { parseCategory } from "#app/features/events/events";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/upcoming-events";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** "Now" comes from the server so the page and its hydration agree on which events are past. */
export function loader({ request }: Route.LoaderArgs) {
  return { category: parseCategory(new URL(request.url).searchParams.get("category")), now: new Date().toISOString() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SubPageLayout path="/communication-events/upcoming-events">
      <EventList category={loaderData.category} now={new Date(loaderData.now)} />
    </SubPageLayout>
  );
}
