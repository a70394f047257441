import { ExternalLink } from "#app/components/external-link";
import { formatDate, parishDateKey } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { useParish } from "#app/features/content/site-content";
import {
  addToGoogleCalendarUrl,
  calendarEmbedUrl,
  calendarIcalUrl,
  calendarIdFor,
  type CalendarMode,
  type CalendarSources,
} from "./calendar-links";

type HeadingLevel = 2 | 3;

const externalLinkClass =
  "inline-flex min-h-11 items-center rounded-lg border border-blue-900 px-4 font-semibold text-blue-900 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900";

/** The Google Calendar the visitor's language shows: the environment's, else the parish's settings'; none if neither names one. */
export function useCalendarId(sources: CalendarSources): string | undefined {
  return calendarIdFor(useLanguage(), sources, useParish().calendars);
}

/** Today's date as the parish lives it, in its own time zone, whatever the visitor's. */
export function ParishToday({ now }: { now: Date }) {
  const lang = useLanguage();
  const t = useT();
  return (
    <p className="text-lg">
      {t("calendar.todayLabel")}{" "}
      <time dateTime={parishDateKey(now)} className="font-semibold" suppressHydrationWarning>
        {formatDate(now, lang)}
      </time>
    </p>
  );
}

const frameHeights: Record<CalendarMode, string> = { MONTH: "h-[600px]", AGENDA: "h-96" };

/** A Google Calendar frame; lazy, so it loads only when the visitor scrolls near it. */
export function CalendarFrame({ calendarId, mode }: { calendarId: string; mode: CalendarMode }) {
  const lang = useLanguage();
  const t = useT();
  return (
    <iframe
      src={calendarEmbedUrl(calendarId, lang, mode)}
      title={t(mode === "MONTH" ? "calendar.monthFrameTitle" : "calendar.agendaFrameTitle")}
      loading="lazy"
      data-calendar-mode={mode}
      className={`w-full rounded-lg border border-stone-300 bg-white ${frameHeights[mode]}`}
    />
  );
}

/** Subscribe links work even when the frames cannot load (blocked, offline, strict privacy settings). */
export function SubscribeLinks({ calendarId, headingLevel }: { calendarId: string; headingLevel: HeadingLevel }) {
  const t = useT();
  const lang = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const ical = calendarIcalUrl(calendarId);
  return (
    <section
      id="subscribe"
      aria-labelledby="subscribe-heading"
      className="scroll-mt-24 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <Heading id="subscribe-heading" className="text-xl font-bold text-blue-950">
        {t("calendar.subscribe.heading")}
      </Heading>
      <p className="mt-2">{t("calendar.subscribe.intro")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ExternalLink href={addToGoogleCalendarUrl(calendarId)} className={externalLinkClass}>
          {t("calendar.subscribe.google")}
        </ExternalLink>
        <ExternalLink href={ical} className={externalLinkClass}>
          {t("calendar.subscribe.ical")}
        </ExternalLink>
      </div>
      <p className="mt-4 text-sm">
        <span className="font-semibold">{t("calendar.subscribe.addressLabel")}:</span>{" "}
        <code className="break-all rounded bg-stone-100 px-1 py-0.5 text-stone-800">{ical}</code>
      </p>
      <p className="mt-4 text-sm text-stone-700">
        {t("calendar.frameNote")}{" "}
        <ExternalLink
          href={calendarEmbedUrl(calendarId, lang, "MONTH")}
          className="font-semibold text-blue-900 underline"
        >
          {t("calendar.openInGoogle")}
        </ExternalLink>
      </p>
    </section>
  );
}
