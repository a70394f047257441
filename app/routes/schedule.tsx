import { SubPageLayout } from "#app/components/sub-page-layout";
import { getEnv } from "#app/config/env.server";
import { parishJsonLdMeta } from "#app/features/schedule/json-ld-meta";
import { IntentionsWeekLink } from "#app/features/schedule/intentions-week-link";
import { MassIntentionLink } from "#app/features/schedule/mass-intention-link";
import { NextMassLine } from "#app/features/schedule/next-mass-line";
import { ScheduleFeedLinks } from "#app/features/schedule/schedule-feed-links";
import { ScheduleView } from "#app/features/schedule/schedule-view";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/schedule";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  parishJsonLdMeta(args.matches, args.loaderData?.renderedAt ?? Date.now()),
];

export function loader() {
  return { renderedAt: Date.now(), siteUrl: getEnv().SITE_URL };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SubPageLayout path="/schedule" emailUpdates>
      <div className="space-y-10">
        <NextMassLine renderedAt={loaderData.renderedAt} className="rounded-lg bg-amber-50 px-4 py-3 text-amber-950" />
        <ScheduleView headingLevel={2} />
        <div className="flex flex-wrap gap-x-8">
          <MassIntentionLink />
          <IntentionsWeekLink />
        </div>
        <ScheduleFeedLinks siteUrl={loaderData.siteUrl} />
      </div>
    </SubPageLayout>
  );
}
