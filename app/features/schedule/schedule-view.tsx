import { useLanguage, useT } from "#app/i18n/use-language";
import { dayRangeLabel } from "./day-names";
import { dayGroups, formatClock, formatClockRange, massesOn, schedule } from "./schedule";

/** The full weekly schedule: Masses by day with language, adoration, Divine Mercy hour and confession. */
export function ScheduleView({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const lang = useLanguage();
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-6" data-testid="schedule-view">
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
