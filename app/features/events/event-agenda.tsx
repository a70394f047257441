import { useSiteContent } from "#app/features/content/site-content";
import { LunarSuffix } from "#app/features/liturgy/day-line";
import { massTitle } from "#app/features/schedule/mass-text";
import { massesOnDay } from "#app/features/schedule/masses-on-day";
import { civilDateFromKey, weekdayOf } from "#app/features/schedule/parish-time";
import { formatClock, formatClockRange } from "#app/i18n/clock";
import { dateOfKey, formatDate } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import type { FeedState, ParishEvent } from "./events";
import { EventsPending } from "./events-pending";

export const AGENDA_DAYS = 30;

interface EventAgendaProps {
  events: readonly ParishEvent[];
  /** The agenda's first and last days, "YYYY-MM-DD": a holy day's Masses between them are listed even on a day without events. */
  from: string;
  until: string;
  state: FeedState;
  calendarId: string | undefined;
  lunarDates?: Readonly<Record<string, string>>;
}

/** The Masses of a day whose schedule the office changed (a holy day), as the agenda lists them above the day's events. */
function DayMasses({ day }: { day: string }) {
  const lang = useLanguage();
  const { scheduleChanges, schedules } = useSiteContent();
  const masses = massesOnDay(day, weekdayOf(civilDateFromKey(day)), scheduleChanges, schedules);
  return (
    <ul className="mt-2 space-y-1" data-agenda-masses>
      {masses.map((mass) => (
        <li key={`${mass.time}-${mass.language}`} className="grid gap-x-3 sm:grid-cols-[13rem_1fr]">
          <span className="font-semibold text-stone-800 sm:whitespace-nowrap">{formatClock(mass.time, lang)}</span>
          <span className="font-semibold text-blue-950">{massTitle(mass, lang)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The next days of the parish calendar, as the loader chose them, as a list grouped by day, in the visitor's language:
 * readable by keyboard and screen reader, and there even when the calendar's frame cannot load. A holy day's Masses
 * come first on their day; on Vietnamese pages each day also gives its lunar date.
 */
export function EventAgenda({ events: coming, from, until, state, calendarId, lunarDates = {} }: EventAgendaProps) {
  const lang = useLanguage();
  const t = useT();
  const { scheduleChanges } = useSiteContent();
  const changedDays = new Set(
    scheduleChanges.filter((change) => change.date >= from && change.date <= until).map((change) => change.date),
  );
  const days = [...new Set([...coming.map((event) => event.date), ...changedDays])].sort();
  return (
    <section aria-labelledby="event-agenda-heading" className="space-y-3" data-event-agenda>
      <h2 id="event-agenda-heading" className="text-2xl font-bold text-blue-950">
        {t("events.agendaHeading")}
      </h2>
      <p className="text-stone-700">{t("events.agendaIntro")}</p>
      {state !== "ready" && <EventsPending state={state} calendarId={calendarId} />}
      {state === "ready" && days.length === 0 && (
        <p className="rounded-lg bg-blue-50 p-4 text-blue-950">{t("events.agendaEmpty")}</p>
      )}
      {days.length > 0 && (
        <ol className="divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          {days.map((day) => {
            const ofDay = coming.filter((event) => event.date === day);
            return (
              <li key={day} className="p-4" data-agenda-day={day}>
                <h3 className="font-bold text-blue-950">
                  <time dateTime={day}>{formatDate(dateOfKey(day), lang)}</time>
                  <LunarSuffix text={lunarDates[day]} className="font-normal text-stone-700" />
                </h3>
                {changedDays.has(day) && <DayMasses day={day} />}
                {ofDay.length > 0 && (
                  <ul className="mt-2 space-y-1">
                    {ofDay.map((event) => (
                      <li key={event.id} className="grid gap-x-3 sm:grid-cols-[13rem_1fr]">
                        <span className="font-semibold text-stone-800 sm:whitespace-nowrap" data-agenda-time>
                          {event.start && event.end
                            ? formatClockRange(event.start, event.end, lang)
                            : t("events.allDay")}
                        </span>
                        <span>
                          {event.title}
                          {event.location && <span className="text-stone-700"> · {event.location}</span>}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
