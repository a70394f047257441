import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { LANGUAGE_STORAGE_KEY, type Language, languages } from "#app/i18n/language";
import { useLanguage, useT } from "#app/i18n/use-language";

/**
 * Vietnamese-American parishes fly the yellow Heritage flag with three red stripes; no flag service draws it, and the
 * one they offer for Vietnam is the flag many parishioners fled, so it has no external fallback.
 */
const flagFallback: Partial<Record<Language, string>> = { en: "https://flagcdn.com/us.svg" };
const flagFile: Record<Language, string> = { en: "/flags/us.svg", vi: "/flags/vi-heritage.svg" };
const shortName: Record<Language, string> = { en: "EN", vi: "VI" };

/** The external flag, or for a flag that has none, no image at all (the button still names its language). */
function showFallback(image: HTMLImageElement | null, fallback: string | undefined) {
  if (!image) return;
  if (!fallback) image.hidden = true;
  else if (image.src !== fallback) image.src = fallback;
}

/** The local flag, or its external image when the local file fails, even if it failed before hydration. */
function Flag({ language, alt }: { language: Language; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) showFallback(image, flagFallback[language]);
  }, [language]);
  return (
    <img
      ref={ref}
      src={flagFile[language]}
      alt={alt}
      width={20}
      height={14}
      loading="lazy"
      className="h-3.5 w-5 rounded-sm object-cover"
      onError={(event) => showFallback(event.currentTarget, flagFallback[language])}
    />
  );
}

/** Two buttons, one per language; the current one is pressed. Works as a plain form without JavaScript. */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const lang = useLanguage();
  const t = useT();
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action="/api/language"
      className={`inline-flex overflow-hidden rounded-full border border-current/30 ${className}`}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter instanceof HTMLButtonElement) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, submitter.value);
      }}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {languages.map((language) => (
        <button
          key={language}
          type="submit"
          name="lang"
          value={language}
          aria-pressed={language === lang}
          lang={language}
          title={t(`common.languages.${language}`)}
          className="inline-flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold aria-pressed:bg-white aria-pressed:text-blue-950"
        >
          <Flag language={language} alt={t(`common.flagAlt.${language}`)} />
          <span>{shortName[language]}</span>
        </button>
      ))}
    </fetcher.Form>
  );
}
