import type { TranslationKey } from "#app/i18n/dictionary";
import { useLanguage, useT } from "#app/i18n/use-language";
import type { Names, TetDay } from "./liturgical-day";

/** The day's liturgical line as the loaders send it: names in both languages, the Vietnamese-only parts as Vietnamese. */
export interface DayLine {
  date: string;
  celebration: Names;
  /** The rank a parish calendar prints beside the name (Lễ Trọng, Lễ Kính, Lễ Nhớ); none on Sundays and weekdays. */
  rank: TranslationKey | null;
  tet: TetDay | null;
  /** "Tháng các Linh Hồn" in November, "Tháng Mân Côi" in October. */
  monthVi: string | null;
  /** "ngày 18 tháng 10 năm Bính Ngọ". */
  lunarVi: string | null;
}

/**
 * The day's name, Tết's Mass before the Roman day where it prevails and after it where Ash Wednesday or a Sunday of Lent
 * keeps the day, and in Vietnamese the devotional month.
 */
export function DayLineNames({ line, className, testId }: { line: DayLine; className: string; testId: string }) {
  const lang = useLanguage();
  const t = useT();
  const { tet } = line;
  const first = tet?.prevails ? tet.names : line.celebration;
  const second = tet ? (tet.prevails ? line.celebration : tet.names) : null;
  return (
    <>
      <p className={className}>
        <span data-testid={testId}>{first[lang]}</span>
        {lang === "vi" && line.monthVi && <span data-testid="devotional-month"> · {line.monthVi}</span>}
      </p>
      {line.rank && !tet?.prevails && (
        <p className="text-stone-800" data-testid={`${testId}-rank`}>
          {t(line.rank)}
        </p>
      )}
      {second && (
        <p className="text-stone-800" data-testid="liturgical-day-also">
          {second[lang]}
          {tet && !tet.prevails && <span className="block text-sm">{t("readings.liturgy.tet.yields")}</span>}
        </p>
      )}
    </>
  );
}

/**
 * "(âm lịch: ngày 18 tháng 10 năm Bính Ngọ)" after a solar date on Vietnamese pages: named as the lunar calendar, so the
 * two dates never read as a range.
 */
export function LunarSuffix({ text, className }: { text: string | null | undefined; className?: string }) {
  const lang = useLanguage();
  const t = useT();
  return lang === "vi" && text ? (
    <span className={className} data-testid="lunar-date">
      {" "}
      {t("common.lunarDate", { date: text })}
    </span>
  ) : null;
}
