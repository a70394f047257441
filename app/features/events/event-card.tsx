import { Link } from "react-router";
import { ExternalLink } from "#app/components/external-link";
import { formatClockRange } from "#app/i18n/clock";
import { formatDate } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { contactHref } from "#app/features/contact/contact-link";
import { eventAnchor, eventDay, eventIcsPath, isPast, type ParishEvent } from "./events";

const buttonClass =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900";

/** One occurrence with its working buttons: an .ics download, and registration at the event's own page or through the contact form. */
export function EventCard({ event, now, headingLevel }: { event: ParishEvent; now: Date; headingLevel: 3 | 4 }) {
  const lang = useLanguage();
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const title = event.title;
  const past = isPast(event, now);
  const headingId = eventAnchor(event);
  return (
    <article
      aria-labelledby={headingId}
      data-event={event.id}
      data-past={past}
      className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-blue-100 px-3 py-1 font-semibold text-blue-950">
          {t(`events.categories.${event.category}`)}
        </span>
        {past && (
          <span className="rounded-full bg-stone-200 px-3 py-1 font-semibold text-stone-800">{t("events.past")}</span>
        )}
      </div>
      <Heading id={headingId} className="mt-3 scroll-mt-24 text-xl font-bold text-blue-950">
        {title}
      </Heading>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-800">
        <dt className="font-semibold">{t("events.date")}</dt>
        <dd>
          <time dateTime={event.date}>{formatDate(eventDay(event), lang)}</time>
        </dd>
        <dt className="font-semibold">{t("events.time")}</dt>
        <dd>{event.start && event.end ? formatClockRange(event.start, event.end, lang) : t("events.allDay")}</dd>
        {event.location && (
          <>
            <dt className="font-semibold">{t("events.location")}</dt>
            <dd>{event.location}</dd>
          </>
        )}
      </dl>
      <p className="mt-3 grow">{event.description}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={eventIcsPath(event, lang)}
          download
          className={`${buttonClass} bg-blue-900 text-white hover:bg-blue-800`}
        >
          {t("events.addToCalendar")}
          <span className="sr-only">: {title}</span>
        </a>
        {event.url ? (
          <ExternalLink
            href={event.url}
            className={`${buttonClass} border border-blue-900 text-blue-900 hover:bg-blue-50`}
          >
            {t("events.register")}
            <span className="sr-only">: {title}</span>
          </ExternalLink>
        ) : (
          <Link
            to={contactHref(t("events.registerSubject", { title }))}
            className={`${buttonClass} border border-blue-900 text-blue-900 hover:bg-blue-50`}
          >
            {t("events.register")}
            <span className="sr-only">: {title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
