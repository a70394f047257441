import { Link } from "react-router";
import { HomeSection } from "#app/components/home-section";
import { type DayLine, DayLineNames, LunarSuffix } from "#app/features/liturgy/day-line";
import { dateOfKey, formatDate } from "#app/i18n/format";
import { useLanguage, useT } from "#app/i18n/use-language";
import { ExternalLink } from "#app/components/external-link";
import type { ReadyOrStreamed } from "#app/lib/ready-or-streamed";
import { USCCB_TODAY, VATICAN_NEWS_TODAY } from "./daily-pages";
import { LiveReadings } from "./live-readings";
import type { ReadingsRecord } from "./readings";

export interface HomeReadings {
  date: string;
  sourceUrl: string;
  /** Streamed in when the source is still being asked: the block around them is drawn at once. */
  readings: ReadyOrStreamed<ReadingsRecord | null>;
}

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900";

/** Today's liturgical day, the two language buttons, a caption naming the sources, refresh and view full. */
export function ReadingsHomeSection({ data, today }: { data: HomeReadings; today: DayLine }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <HomeSection id="readings" heading={t("readings.heading")} className="bg-white">
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <div className="mb-4 space-y-1">
            <p className="text-stone-800" data-testid="today-date">
              {formatDate(dateOfKey(today.date), lang)}
              <LunarSuffix text={today.lunarVi} />
            </p>
            <DayLineNames line={today} className="text-lg font-semibold text-blue-950" testId="readings-day-name" />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ExternalLink href={VATICAN_NEWS_TODAY} className={`${BUTTON} bg-blue-900 text-white hover:bg-blue-800`}>
              {t("readings.home.vietnameseButton")}
            </ExternalLink>
            <ExternalLink
              href={USCCB_TODAY}
              className={`${BUTTON} border border-blue-900 text-blue-900 hover:bg-blue-50`}
            >
              {t("readings.home.englishButton")}
            </ExternalLink>
          </div>
          <p className="mt-3 text-sm text-stone-700" data-testid="readings-caption">
            {t("readings.home.caption")}
          </p>
          <Link to="/readings" className={`${BUTTON} mt-6 bg-blue-900 text-white hover:bg-blue-800`}>
            {t("readings.home.viewFull")} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
        <LiveReadings date={data.date} sourceUrl={data.sourceUrl} readings={data.readings} headingLevel="h3" />
      </div>
    </HomeSection>
  );
}
