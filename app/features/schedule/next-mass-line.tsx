import { startTransition, useEffect, useState } from "react";
import { useSiteContent } from "#app/features/content/site-content";
import { useLanguage, useT } from "#app/i18n/use-language";
import { occurrenceText } from "./mass-text";
import { nextMass } from "./next-mass";

const TICK_MS = 30_000;

/** Rounded to the tick, so a tick within the same half minute sets the same value and renders nothing. */
function clockNow(): number {
  return Math.floor(Date.now() / TICK_MS) * TICK_MS;
}

/**
 * The time, starting from the server's render time: hydration reuses the server's value (no mismatch), then the
 * browser's clock takes over and keeps the line current. Its updates are transitions, which React renders in short
 * tasks: an external store whose value differs from the server's (a kept page's is minutes old) makes React render
 * the page again synchronously right after hydration, 9 ms of one long task on the home page before throttling.
 */
function useClock(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(clockNow()));
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Next Mass: today 6:00 PM · Vietnamese", computed on the parish's clock from the schedule in force each day, holy days included. */
export function NextMassLine({ renderedAt, className = "" }: { renderedAt: number; className?: string }) {
  const lang = useLanguage();
  const t = useT();
  const { scheduleChanges, schedules } = useSiteContent();
  const next = nextMass(useClock(renderedAt), scheduleChanges, schedules);
  if (!next) return null;
  return (
    <p className={`text-lg ${className}`} data-testid="next-mass">
      <strong className="font-semibold">{t("schedule.nextMass.label")}</strong>{" "}
      <time dateTime={new Date(next.start).toISOString()}>{occurrenceText(next, lang)}</time>
    </p>
  );
}
