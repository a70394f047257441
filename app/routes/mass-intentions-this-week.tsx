import "#app/features/bulletin/bulletin-print.css";
import { PrintButton } from "#app/components/print-button";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { contentService } from "#app/features/content/content-service.server";
import { LunarSuffix } from "#app/features/liturgy/day-line";
import { intentionsWeek } from "#app/features/intentions/this-week";
import { lunarTexts } from "#app/features/lunar/lunar.server";
import { massTitle } from "#app/features/schedule/mass-text";
import { formatClock } from "#app/i18n/clock";
import { dateOfKey, formatDate, parishDateKey } from "#app/i18n/format";
import { requestLanguage } from "#app/i18n/language";
import { useLanguage, useT } from "#app/i18n/use-language";
import { withinDeadline } from "#app/lib/deadline";
import { pageMeta } from "#app/site/meta";
import { featurePages } from "#app/site/site-map";
import type { Route } from "./+types/mass-intentions-this-week";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** How long the page waits for the content service, as the root waits for notices, so an outage never slows it. */
const CONTENT_WAIT_MS = 300;

export async function loader({ request }: Route.LoaderArgs) {
  const service = contentService();
  const [intentions, changes, schedules] = await Promise.all([
    withinDeadline(
      service.scheduledIntentions().catch(() => []),
      CONTENT_WAIT_MS,
      [],
    ),
    withinDeadline(
      service.scheduleChanges().catch(() => []),
      CONTENT_WAIT_MS,
      [],
    ),
    withinDeadline(
      service.weeklySchedules().catch(() => []),
      CONTENT_WAIT_MS,
      [],
    ),
  ]);
  const days = intentionsWeek(parishDateKey(), intentions, changes, schedules);
  const lunarDates = requestLanguage(request) === "vi" ? lunarTexts(days.map((day) => day.date)) : {};
  return { days, lunarDates };
}

export default function Page({ loaderData: { days, lunarDates } }: Route.ComponentProps) {
  const t = useT();
  const lang = useLanguage();
  return (
    <SubPageLayout path={featurePages.massIntentionsThisWeek}>
      <div className="space-y-6 print:space-y-2 print:text-[10pt]" data-intentions-week>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-3xl text-stone-800 print:text-black">{t("schedule.intentions.intro")}</p>
          {days.length > 0 && <PrintButton label={t("schedule.intentions.print")} />}
        </div>
        {days.length === 0 ? (
          <p className="rounded-lg bg-blue-50 p-4 text-blue-950" data-testid="intentions-empty">
            {t("schedule.intentions.empty")}
          </p>
        ) : (
          <ol className="space-y-6 print:columns-2 print:gap-8 print:space-y-0">
            {days.map((day) => (
              <li key={day.date} className="break-inside-avoid print:mb-2" data-testid="intentions-day">
                <h2 className="text-xl font-bold text-blue-950 print:text-[11pt] print:text-black">
                  <time dateTime={day.date}>{formatDate(dateOfKey(day.date), lang)}</time>
                  <LunarSuffix text={lunarDates[day.date]} className="font-normal text-stone-700 print:text-black" />
                </h2>
                <ul className="mt-2 space-y-3 print:mt-0 print:space-y-0">
                  {day.masses.map(({ mass, intentions }) => (
                    <li
                      key={mass.time}
                      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 print:p-0 print:shadow-none print:ring-0"
                      data-testid="intentions-mass"
                    >
                      <h3 className="font-semibold text-stone-900">
                        {formatClock(mass.time, lang)} · {massTitle(mass, lang)}
                      </h3>
                      {/* An intention is written as it is read at its Mass, so it is in that Mass's language. */}
                      <ul
                        lang={mass.language === "bilingual" ? undefined : mass.language}
                        className="mt-1 list-disc space-y-0.5 pl-6 print:mt-0 print:space-y-0"
                      >
                        {intentions.map(({ id, intention }) => (
                          <li key={id}>{intention}</li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </SubPageLayout>
  );
}
