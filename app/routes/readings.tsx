import { SubPageLayout } from "#app/components/sub-page-layout";
import { getEnv } from "#app/config/env.server";
import { ExternalLink } from "#app/components/external-link";
import { DayLineNames, LunarSuffix } from "#app/features/liturgy/day-line";
import { dayLine } from "#app/features/liturgy/day-line.server";
import { contentService } from "#app/features/content/content-service.server";
import { celebrated } from "#app/features/liturgy/liturgical-day";
import { liturgicalDay } from "#app/features/liturgy/liturgical-day.server";
import { rankKey } from "#app/features/liturgy/rank";
import { LiveReadings } from "#app/features/readings/live-readings";
import { dateFromKey, usccbReadingsUrl, vaticanNewsReadingsUrl } from "#app/features/readings/readings";
import { readingsSource } from "#app/features/readings/source.server";
import { formatDate, parishDateKey } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/readings";
import { KEPT_PAGE } from "#app/lib/kept-page";
import { readyOrStreamed } from "#app/lib/ready-or-streamed.server";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/**
 * Readings the server holds, or an answer it has at once (a source known to be failing), render with the page;
 * otherwise they stream in behind a skeleton and never hold up the first byte.
 */
export async function loader() {
  const date = parishDateKey();
  const [[readings], { properCalendar }] = await Promise.all([
    readyOrStreamed(readingsSource().readings(date)),
    contentService().parish(),
  ]);
  return {
    date,
    sourceUrl: getEnv().READINGS_SOURCE_URL,
    readings,
    liturgicalDay: liturgicalDay(date, properCalendar),
    line: dayLine(date, properCalendar),
  };
}

const CARD = "rounded-xl border border-stone-200 bg-white p-5 shadow-sm";
const CARD_LINK =
  "mt-4 inline-flex min-h-11 items-center rounded-lg bg-blue-900 px-5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900";
const SWATCHES = {
  green: "bg-green-700",
  violet: "bg-violet-700",
  rose: "bg-pink-400",
  white: "bg-white",
  red: "bg-red-700",
} as const;

const OFFICIAL_SOURCES = [
  { key: "usccb", href: "https://bible.usccb.org/" },
  { key: "vaticanNews", href: "https://www.vaticannews.va/vi.html" },
  { key: "hdgmvn", href: "https://hdgmvietnam.com/" },
] as const;

export default function Readings({ loaderData }: Route.ComponentProps) {
  const { date, sourceUrl, readings, liturgicalDay: day, line } = loaderData;
  const t = useT();
  const lang = useLanguage();
  const shown = celebrated(day);
  const rank = shown.rank && rankKey(shown.rank);
  const when = dateFromKey(date);
  return (
    <SubPageLayout path="/readings">
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-label={t("readings.todayHeading")} className="lg:col-span-2">
          <p className="mb-3 text-lg font-medium text-stone-800" data-testid="today-date">
            {formatDate(when, lang)}
            <LunarSuffix text={line.lunarVi} />
          </p>
          <LiveReadings date={date} sourceUrl={sourceUrl} readings={readings} headingLevel="h2" />
        </section>
        <section aria-labelledby="liturgical-day-heading" className={CARD} data-testid="liturgical-day">
          <h2 id="liturgical-day-heading" className="text-xl font-bold text-blue-950">
            {t("readings.tiles.calendar.title")}
          </h2>
          <div className="mt-3 space-y-1">
            <DayLineNames line={line} className="text-lg font-semibold" testId="liturgical-day-name" />
          </div>
          <dl className="mt-3 space-y-1 text-stone-800">
            <div className="flex gap-2">
              <dt className="font-medium">{t("readings.tiles.calendar.season")}:</dt>
              <dd>{t(`readings.liturgy.seasons.${day.season}`)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="font-medium">{t("readings.tiles.calendar.colour")}:</dt>
              <dd className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`inline-block size-4 rounded-full border border-stone-400 ${SWATCHES[shown.colour]}`}
                />
                {t(`readings.liturgy.colours.${shown.colour}`)}
              </dd>
            </div>
            {day.optionalMemorials.length > 0 && (
              <div>
                <dt className="font-medium">{t("readings.tiles.calendar.optionalMemorials")}:</dt>
                {day.optionalMemorials.map((names) => (
                  <dd key={names.en}>{names[lang]}</dd>
                ))}
              </div>
            )}
          </dl>
        </section>
      </div>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="readings-vi-heading" className={CARD}>
          <h2 id="readings-vi-heading" className="text-xl font-bold text-blue-950">
            {t("readings.vietnamese.title")}
          </h2>
          <p className="mt-2 text-stone-800">{t("readings.vietnamese.body")}</p>
          <ExternalLink href={vaticanNewsReadingsUrl(date)} className={CARD_LINK}>
            {t("readings.vietnamese.link")}
          </ExternalLink>
        </section>
        <section aria-labelledby="readings-en-heading" className={CARD}>
          <h2 id="readings-en-heading" className="text-xl font-bold text-blue-950">
            {t("readings.english.title")}
          </h2>
          <p className="mt-2 text-stone-800">{t("readings.english.body")}</p>
          {/* The bishops' conference dates its readings in US English; the date stands apart, marked as English. */}
          <p className="mt-1 font-semibold text-stone-800" lang="en" data-testid="usccb-date">
            {formatDate(when, "en")}
          </p>
          <ExternalLink href={usccbReadingsUrl(date)} className={CARD_LINK}>
            {t("readings.english.link")}
          </ExternalLink>
        </section>
      </div>

      <section aria-labelledby="official-sources-heading" className="mt-10">
        <h2 id="official-sources-heading" className="text-2xl font-bold text-blue-950">
          {t("readings.official.heading")}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {OFFICIAL_SOURCES.map(({ key, href }) => (
            <li key={key}>
              <ExternalLink
                href={href}
                className={`${CARD} block h-full hover:border-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900`}
              >
                <span className="block text-lg font-semibold text-blue-900">{t(`readings.official.${key}.title`)}</span>
                <span className="mt-1 block text-stone-800">{t(`readings.official.${key}.body`)}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="readings-tiles-heading" className="mt-10">
        <h2 id="readings-tiles-heading" className="text-2xl font-bold text-blue-950">
          {t("readings.tiles.heading")}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <div className={CARD}>
            <h3 className="text-lg font-semibold text-blue-900">{t("readings.tiles.prayers.title")}</h3>
            <p className="mt-2 text-stone-800">{t("readings.tiles.prayers.body")}</p>
          </div>
          <div className={CARD}>
            <h3 className="text-lg font-semibold text-blue-900">{t("readings.tiles.reflection.title")}</h3>
            <p className="mt-2 text-stone-800">{t("readings.tiles.reflection.body")}</p>
          </div>
          <div className={CARD}>
            <h3 className="text-lg font-semibold text-blue-900">{t("readings.tiles.calendar.title")}</h3>
            <p className="mt-2 text-stone-800">
              {shown.names[lang]}
              {rank && `, ${t(rank).toLowerCase()}`} · {t(`readings.liturgy.seasons.${day.season}`)} ·{" "}
              {t(`readings.liturgy.colours.${shown.colour}`)}
            </p>
          </div>
        </div>
      </section>
    </SubPageLayout>
  );
}
