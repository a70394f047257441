import { formatClockRange } from "#app/i18n/clock";
import { formatDate } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { eventDay, type ParishEvent } from "./events";

export const AGENDA_DAYS = 30;

/**
 * The next days of the parish calendar, as the loader chose them, as a list grouped by day, in the visitor's language: readable by keyboard
 * and screen reader, and there even when the calendar's frame cannot load; on Vietnamese pages each day also gives its lunar date.
 */
export function EventAgenda({ events: coming, lunarDates = {} }: { events: readonly ParishEvent[]; lunarDates?: Readonly<Record<string, string>> }) {
  const lang = useLanguage();
  const t = useT();
  const days = [...new Set(coming.map((event) => event.date))];
  return (
    <section aria-labelledby="event-agenda-heading" className="space-y-3" data-event-agenda>
      <h2 id="event-agenda-heading" className="text-2xl font-bold text-blue-950">
        {t("events.agendaHeading")}
      </h2>
      <p className="text-stone-700">{t("events.agendaIntro")}</p>
      {days.length === 0 ? (
        <p className="rounded-lg bg-blue-50 p-4 text-blue-950">{t("events.agendaEmpty")}</p>
      ) : (
        <ol className="divide-y divide-stone-200 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          {days.map((day) => {
            const ofDay = coming.filter((event) => event.date === day);
            return (
              <li key={day} className="p-4">
                <h3 className="font-bold text-blue-950">
                  <time dateTime={day}>{formatDate(eventDay(ofDay[0]!), lang)}</time>
                  {lang === "vi" && lunarDates[day] && <span className="font-normal text-stone-700" data-testid="lunar-date"> — {lunarDates[day]}</span>}
                </h3>
                <ul className="mt-2 space-y-1">
                  {ofDay.map((event) => (
                    <li key={event.id} className="grid gap-x-3 sm:grid-cols-[13rem_1fr]">
                      <span className="font-semibold text-stone-800 sm:whitespace-nowrap" data-agenda-time>
                        {event.start && event.end ? formatClockRange(event.start, event.end, lang) : t("events.allDay")}
                      </span>
                      <span>
                        {event.title}
                        {event.location && <span className="text-stone-700"> · {event.location}</span>}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
