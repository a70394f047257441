import { useT } from "#app/i18n/use-language";

export const SCHEDULE_FEED_PATH = "/schedule.ics";

/** Download the weekly schedule as an .ics file, or subscribe to it (webcal://) so a calendar app follows every change. */
export function ScheduleFeedLinks({ siteUrl }: { siteUrl: string }) {
  const t = useT();
  const subscribeUrl = `${siteUrl.replace(/^https?:/, "webcal:")}${SCHEDULE_FEED_PATH}`;
  return (
    <section aria-labelledby="schedule-feed-heading" className="rounded-xl border border-stone-200 bg-white p-6">
      <h2 id="schedule-feed-heading" className="text-xl font-bold text-blue-950">
        {t("schedule.feed.heading")}
      </h2>
      <p className="mt-2 text-stone-700">{t("schedule.feed.body")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={subscribeUrl}
          className="inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-5 font-semibold text-white hover:bg-blue-800"
        >
          {t("schedule.feed.subscribe")}
        </a>
        <a
          href={SCHEDULE_FEED_PATH}
          download="schedule.ics"
          className="inline-flex min-h-11 items-center rounded-lg border-2 border-blue-900 px-5 font-semibold text-blue-900 hover:bg-blue-50"
        >
          {t("schedule.feed.download")}
        </a>
      </div>
    </section>
  );
}
