import { pickLanguage } from "#app/features/content/localized";
import { useSiteContent } from "#app/features/content/site-content";
import type { ScheduleChange } from "#app/features/content/types";
import { formatDate } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { dayRangeLabel } from "#app/i18n/weekdays";
import { civilDateFromKey, parishInstant } from "./parish-time";
import { formatClock, formatClockRange } from "#app/i18n/clock";
import { dayGroups, massesOn, schedule } from "./schedule";

const isBlank = (text: string) => text.trim() === "";

/** The holy days and special schedules of the coming weeks, each with its Masses, before the usual week. */
function ScheduleChanges({ changes, Heading }: { changes: readonly ScheduleChange[]; Heading: "h2" | "h3" | "h4" }) {
  const lang = useLanguage();
  const t = useT();
  return (
    <section data-testid="schedule-changes" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <Heading className="mb-2 text-lg font-bold">{t("schedule.changes.heading")}</Heading>
      <ul className="space-y-3">
        {changes.map((change) => (
          <li key={change.id}>
            <p className="font-semibold">
              <time dateTime={change.date}>{formatDate(new Date(parishInstant(civilDateFromKey(change.date), "12:00")), lang)}</time>
              {" · "}
              {pickLanguage(change.title, lang, isBlank)}
            </p>
            <p className="text-sm">
              {change.masses.length === 0 ? t("schedule.changes.none") : t(change.replacesWeekly ? "schedule.changes.replaces" : "schedule.changes.adds")}
            </p>
            {change.masses.length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-2">
                {change.masses.map((mass) => {
                  const note = pickLanguage(mass.note, lang, isBlank);
                  return (
                    <li key={`${mass.time} ${mass.language}`} className="rounded-md bg-white px-2 py-1">
                      <span className="font-semibold">{formatClock(mass.time, lang)}</span>{" "}
                      <span className="text-sm">
                        ({note ? `${note}, ` : ""}
                        {t(`schedule.language.${mass.language}`)})
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The full schedule: the coming holy days and changes, then the week's Masses by day with language, adoration, Divine
 * Mercy hour and confession.
 */
export function ScheduleView({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const lang = useLanguage();
  const t = useT();
  const { scheduleChanges } = useSiteContent();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-6" data-testid="schedule-view">
      {scheduleChanges.length > 0 && <ScheduleChanges changes={scheduleChanges} Heading={Heading} />}
      <section>
        <Heading className="mb-2 text-lg font-bold text-blue-950">{t("schedule.masses")}</Heading>
        <dl className="divide-y divide-stone-200">
          {dayGroups.map((days) => (
            <div key={days.join()} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold">{dayRangeLabel(days, t)}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {massesOn(days).map((mass) => (
                    <li key={mass.time} className="rounded-md bg-blue-50 px-2 py-1 text-blue-950">
                      <span className="font-semibold">{formatClock(mass.time, lang)}</span>{" "}
                      <span className="text-sm">
                        ({mass.note === "vigil" ? `${t("schedule.vigil")}, ` : ""}
                        {t(`schedule.language.${mass.language}`)})
                      </span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <Heading className="mb-2 text-lg font-bold text-blue-950">{t("schedule.adoration")}</Heading>
        <ul className="space-y-1">
          {schedule.adoration.map((span) => (
            <li key={span.days.join() + span.start}>
              <span className="font-semibold">{dayRangeLabel(span.days, t)}:</span> {formatClockRange(span.start, span.end, lang)}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <Heading className="mb-2 text-lg font-bold text-blue-950">{t("schedule.divineMercy")}</Heading>
        <p>
          <span className="font-semibold">{dayRangeLabel(schedule.divineMercyHour.days, t)}:</span> {formatClock(schedule.divineMercyHour.time, lang)}
        </p>
      </section>
      <section>
        <Heading className="mb-2 text-lg font-bold text-blue-950">{t("schedule.confession")}</Heading>
        <p>{t("schedule.confessionTimes")}</p>
      </section>
      <p className="text-sm text-stone-600">{t("schedule.timeZoneNote")}</p>
    </div>
  );
}
