import { Suspense, useState } from "react";
import { Await, useLocation } from "react-router";
import { ButtonOnceHydrated } from "#app/components/button-once-hydrated";
import { formatDate } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { ExternalLink } from "#app/components/external-link";
import type { ReadyOrStreamed } from "#app/lib/ready-or-streamed";
import {
  dateFromKey,
  PASSAGE_ORDER,
  type PassageSlot,
  isReadingsAnswer,
  type ReadingsRecord,
  sourceHost,
  sourcePageUrl,
} from "./readings";

type Readings = ReadingsRecord | null;

type Refresh = { status: "idle" } | { status: "loading" } | { status: "done"; readings: Readings };

interface LiveReadingsProps {
  date: string;
  sourceUrl: string;
  /** Server-rendered when already held, a promise that streams in when not. */
  readings: ReadyOrStreamed<Readings>;
  headingLevel: "h2" | "h3";
}

const FALLBACK_SLOTS: readonly PassageSlot[] = ["firstReading", "psalm", "gospel"];

/** Asks our own server again; the browser's cache is bypassed, the server's five-minute cache is not. */
async function fetchReadings(date: string): Promise<Readings> {
  try {
    const response = await fetch(`/api/readings?date=${encodeURIComponent(date)}`, {
      cache: "no-cache",
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    const answer: unknown = await response.json();
    return isReadingsAnswer(answer) ? answer.readings : null;
  } catch {
    return null;
  }
}

export function ReadingsSkeleton() {
  const t = useT();
  return (
    <div role="status" data-testid="readings-skeleton" className="space-y-4">
      <span className="sr-only">{t("readings.loading")}</span>
      {FALLBACK_SLOTS.map((slot) => (
        <div key={slot} aria-hidden="true" className="animate-pulse space-y-2">
          <div className="h-4 w-32 rounded bg-stone-200" />
          <div className="h-5 w-48 rounded bg-stone-200" />
        </div>
      ))}
    </div>
  );
}

function ReadingsResult({ readings, date, sourceUrl }: { readings: Readings; date: string; sourceUrl: string }) {
  const t = useT();
  if (!readings) {
    return (
      <div data-testid="readings-fallback">
        <p className="font-medium text-red-900">{t("readings.unavailable")}</p>
        <dl className="mt-4 space-y-3">
          {FALLBACK_SLOTS.map((slot) => (
            <div key={slot}>
              <dt className="text-sm font-semibold tracking-wide text-blue-900 uppercase">
                {t(`readings.titles.${slot}`)}
              </dt>
              <dd>
                <ExternalLink
                  href={sourcePageUrl(sourceUrl, date)}
                  className="text-blue-900 underline underline-offset-2 hover:text-blue-700"
                >
                  {t("readings.checkSource", { host: sourceHost(sourceUrl) })}
                </ExternalLink>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
  return (
    <div data-testid="readings-loaded">
      <p className="text-sm text-stone-700">{t(`readings.dayType.${readings.dayType}`)}</p>
      <dl className="mt-3 space-y-3">
        {PASSAGE_ORDER.map((slot) => {
          const passage = readings[slot];
          return passage ? (
            <div key={slot}>
              <dt className="text-sm font-semibold tracking-wide text-blue-900 uppercase">
                {t(`readings.titles.${slot}`)}
              </dt>
              <dd className="text-lg text-stone-900">{passage.reference}</dd>
            </div>
          ) : null;
        })}
      </dl>
    </div>
  );
}

/**
 * As much room as the tallest answer a streamed part can bring, drawn invisibly in the same place as the skeleton and
 * then the answer, so neither coming in moves what follows: the fallback's message and links, set in the loaded
 * readings' larger type, for all four passages a Sunday has.
 */
function RoomForAnyAnswer({ sourceUrl }: { sourceUrl: string }) {
  const t = useT();
  return (
    <div aria-hidden="true" className="invisible col-start-1 row-start-1">
      <p className="font-medium">{t("readings.unavailable")}</p>
      <dl className="mt-4 space-y-3">
        {PASSAGE_ORDER.map((slot) => (
          <div key={slot}>
            <dt className="text-sm font-semibold tracking-wide uppercase">{t(`readings.titles.${slot}`)}</dt>
            <dd className="text-lg">{t("readings.checkSource", { host: sourceHost(sourceUrl) })}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The live readings of a date, with a Refresh button. */
export function LiveReadings({ date, sourceUrl, readings, headingLevel: Heading }: LiveReadingsProps) {
  const t = useT();
  const lang = useLanguage();
  // Without JavaScript, Refresh reloads the page, which the server fills with the readings as they are now.
  const here = useLocation();
  const [refresh, setRefresh] = useState<Refresh>({ status: "idle" });
  const loading = refresh.status === "loading";

  async function onRefresh() {
    setRefresh({ status: "loading" });
    setRefresh({ status: "done", readings: await fetchReadings(date) });
  }

  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-xl font-bold text-blue-950">{t("readings.todayHeading")}</Heading>
        <ButtonOnceHydrated
          button={{ onClick: () => void onRefresh(), disabled: loading }}
          fallbackHref={`${here.pathname}${here.search}`}
          aria-label={t("readings.refreshLabel")}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-blue-900 px-4 font-semibold text-blue-900 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 disabled:opacity-60"
        >
          <span aria-hidden="true">↻</span> {t("readings.refresh")}
        </ButtonOnceHydrated>
      </div>
      <div className="mt-4" aria-live="polite" aria-busy={loading}>
        {refresh.status === "loading" ? (
          <ReadingsSkeleton />
        ) : refresh.status === "done" ? (
          <ReadingsResult readings={refresh.readings} date={date} sourceUrl={sourceUrl} />
        ) : readings instanceof Promise ? (
          <div className="grid">
            <RoomForAnyAnswer sourceUrl={sourceUrl} />
            <div className="col-start-1 row-start-1">
              <Suspense fallback={<ReadingsSkeleton />}>
                <Await
                  resolve={readings}
                  errorElement={<ReadingsResult readings={null} date={date} sourceUrl={sourceUrl} />}
                >
                  {(resolved) => <ReadingsResult readings={resolved} date={date} sourceUrl={sourceUrl} />}
                </Await>
              </Suspense>
            </div>
          </div>
        ) : (
          <ReadingsResult readings={readings} date={date} sourceUrl={sourceUrl} />
        )}
      </div>
      <p className="mt-5">
        <ExternalLink
          href={sourcePageUrl(sourceUrl, date)}
          className="font-semibold text-blue-900 underline underline-offset-2 hover:text-blue-700"
        >
          {t("readings.fullReadings", { date: formatDate(dateFromKey(date), lang, "long") })}
        </ExternalLink>
      </p>
    </div>
  );
}
