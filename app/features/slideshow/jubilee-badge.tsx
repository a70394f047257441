import { useParish } from "#app/features/content/site-content";
import type { Language } from "#app/i18n/language";
import { useLanguage, useT } from "#app/i18n/use-language";
import { builtOnFirstUse } from "#app/lib/built-on-first-use";

const ordinalSuffixes: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const englishOrdinals = builtOnFirstUse(() => new Intl.PluralRules("en-US", { type: "ordinal" }));

/** "25th", as English counts an anniversary; Vietnamese says the number of years ("Kỷ Niệm 25 Năm"). */
export function anniversaryOrdinal(count: number, lang: Language): string {
  if (lang === "vi") return String(count);
  return `${count}${ordinalSuffixes[englishOrdinals().select(count)] ?? "th"}`;
}

/** The jubilee the parish keeps, only while the office has set its year; the anniversary when the founding year is set too. */
export function JubileeBadge() {
  const t = useT();
  const lang = useLanguage();
  const { foundedYear, jubileeYear } = useParish();
  if (jubileeYear === null) return null;
  const years = foundedYear !== null && jubileeYear > foundedYear ? jubileeYear - foundedYear : null;
  return (
    <p
      data-testid="jubilee-badge"
      className="absolute top-3 left-3 z-10 rounded-2xl border-2 border-amber-300 bg-red-800 px-3 py-2 text-center leading-tight shadow-lg"
    >
      {years !== null && (
        <span className="block text-sm font-bold sm:text-base">
          {t("home.badge.anniversary", { ordinal: anniversaryOrdinal(years, lang) })}
        </span>
      )}
      <span className="block text-xs sm:text-sm">{t("home.badge.jubilee", { year: jubileeYear })}</span>
    </p>
  );
}
