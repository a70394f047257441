import { useSiteContent } from "#app/features/content/site-content";
import type { ScheduleChange } from "#app/features/content/types";
import { formatClock } from "#app/i18n/clock";
import { formatDate, parishDateKey } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { addDays, civilDateFromKey, civilDateKey, parishInstant } from "./parish-time";
import {
  confessionText,
  type DayTime,
  daysLabel,
  devotionGroups,
  firstDayText,
  localText,
  massDetails,
} from "./schedule-text";
import {
  COMING_SCHEDULE_DAYS,
  comingSchedule,
  dayGroups,
  massesOn,
  scheduleOn,
  type WeeklySchedule,
} from "./weekly-schedule";

type HeadingTag = "h2" | "h3" | "h4" | "h5";

/** The holy days and special schedules of the coming weeks, each with its Masses, before the usual week. */
function ScheduleChanges({ changes, Heading }: { changes: readonly ScheduleChange[]; Heading: HeadingTag }) {
  const lang = useLanguage();
  const t = useT();
  return (
    <section
      data-testid="schedule-changes"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <Heading className="mb-2 text-lg font-bold">{t("schedule.changes.heading")}</Heading>
      <ul className="space-y-3">
        {changes.map((change) => (
          <li key={change.id}>
            <p className="font-semibold">
              <time dateTime={change.date}>
                {formatDate(new Date(parishInstant(civilDateFromKey(change.date), "12:00")), lang)}
              </time>
              {" · "}
              {localText(change.title, lang)}
            </p>
            <p className="text-sm">
              {change.masses.length === 0
                ? t("schedule.changes.none")
                : t(change.replacesWeekly ? "schedule.changes.replaces" : "schedule.changes.adds")}
            </p>
            {change.masses.length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-2">
                {change.masses.map((mass) => (
                  <li key={`${mass.time} ${mass.language}`} className="rounded-md bg-white px-2 py-1">
                    <span className="font-semibold">{formatClock(mass.time, lang)}</span>{" "}
                    <span className="text-sm">({massDetails(mass, lang)})</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Thursday: 9:00 AM – 5:45 PM", one line a time. */
function DayTimes({ times }: { times: readonly DayTime[] }) {
  return (
    <ul className="space-y-1">
      {times.map((entry) => (
        <li key={`${entry.days} ${entry.time}`}>
          <span className="font-semibold">{entry.days}:</span> {entry.time}
        </li>
      ))}
    </ul>
  );
}

/** One weekly schedule: its Masses by day, each devotion under its name, confession. */
function WeekView({ schedule, Heading }: { schedule: WeeklySchedule; Heading: HeadingTag }) {
  const lang = useLanguage();
  const t = useT();
  const confession = confessionText(schedule.confession, lang);
  return (
    <div className="space-y-6">
      <section>
        <Heading className="mb-2 text-lg font-bold text-blue-950">{t("schedule.masses")}</Heading>
        <dl className="divide-y divide-stone-200">
          {dayGroups(schedule).map((days) => (
            <div key={days.join()} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold">{daysLabel(days, lang)}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2">
                  {massesOn(schedule, days).map((mass) => (
                    <li
                      key={`${mass.time} ${localText(mass.place, lang)}`}
                      className="rounded-md bg-blue-50 px-2 py-1 text-blue-950"
                    >
                      <span className="font-semibold">{formatClock(mass.time, lang)}</span>{" "}
                      <span className="text-sm">({massDetails(mass, lang)})</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {devotionGroups(schedule.devotions, lang).map((group) => (
        <section key={group.name}>
          <Heading className="mb-2 text-lg font-bold text-blue-950">{group.name}</Heading>
          <DayTimes times={group.times} />
        </section>
      ))}
      <section>
        <Heading className="mb-2 text-lg font-bold text-blue-950">{t("schedule.confession")}</Heading>
        {confession.times.length > 0 && <DayTimes times={confession.times} />}
        {confession.sentence && <p>{confession.sentence}</p>}
      </section>
    </div>
  );
}

const deeper = { h2: "h3", h3: "h4", h4: "h5", h5: "h5" } as const satisfies Record<HeadingTag, HeadingTag>;

/** The day `days` after a "YYYY-MM-DD" day. */
function laterKey(dateKey: string, days: number): string {
  return civilDateKey(addDays(civilDateFromKey(dateKey), days));
}

/**
 * The full schedule: the coming holy days and changes, then the week in force today; when a new schedule starts within
 * the coming 30 days, a notice and the new week beside the current one.
 */
export function ScheduleView({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const lang = useLanguage();
  const t = useT();
  const { scheduleChanges, schedules } = useSiteContent();
  const Heading = `h${headingLevel}` as const;
  const today = parishDateKey();
  const current = scheduleOn(schedules, today) ?? schedules[0];
  const coming = comingSchedule(schedules, today, laterKey(today, COMING_SCHEDULE_DAYS));
  const firstDay = coming?.validFrom ? firstDayText(coming.validFrom, lang) : "";
  return (
    <div className="space-y-6" data-testid="schedule-view">
      {scheduleChanges.length > 0 && <ScheduleChanges changes={scheduleChanges} Heading={Heading} />}
      {coming && (
        <p
          data-testid="coming-schedule"
          className="rounded-xl border border-blue-300 bg-blue-50 p-4 font-semibold text-blue-950"
        >
          {t("schedule.coming.notice", { date: firstDay })}
        </p>
      )}
      {current && coming ? (
        <div className="@container">
          <div className="grid gap-8 @3xl:grid-cols-2">
            <section data-testid="current-schedule">
              <Heading className="mb-3 text-xl font-bold text-blue-950">{t("schedule.coming.current")}</Heading>
              <WeekView schedule={current} Heading={deeper[Heading]} />
            </section>
            <section data-testid="new-schedule">
              <Heading className="mb-3 text-xl font-bold text-blue-950">
                {t("schedule.coming.from", { date: firstDay })}
              </Heading>
              <WeekView schedule={coming} Heading={deeper[Heading]} />
            </section>
          </div>
        </div>
      ) : (
        current && <WeekView schedule={current} Heading={Heading} />
      )}
      <p className="text-sm text-stone-600">{t("schedule.timeZoneNote")}</p>
    </div>
  );
}
