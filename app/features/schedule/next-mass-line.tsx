import { useSyncExternalStore } from "react";
import { useLanguage, useT } from "#app/i18n/use-language";
import { occurrenceText } from "./mass-text";
import { nextMass } from "./next-mass";

const TICK_MS = 30_000;

function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, TICK_MS);
  return () => window.clearInterval(timer);
}

/** Rounded, so the snapshot stays the same value between ticks as useSyncExternalStore requires. */
function clockSnapshot(): number {
  return Math.floor(Date.now() / TICK_MS) * TICK_MS;
}

/**
 * The time, starting from the server's render time: hydration reuses the server's value (no mismatch),
 * then the browser's clock takes over and keeps the line current.
 */
function useClock(renderedAt: number): number {
  return useSyncExternalStore(subscribe, clockSnapshot, () => renderedAt);
}

/** "Next Mass: today 6:00 PM · Vietnamese", computed on the parish's clock (America/Chicago). */
export function NextMassLine({ renderedAt, className = "" }: { renderedAt: number; className?: string }) {
  const lang = useLanguage();
  const t = useT();
  const next = nextMass(useClock(renderedAt));
  if (!next) return null;
  return (
    <p className={`text-lg ${className}`} data-testid="next-mass">
      <strong className="font-semibold">{t("schedule.nextMass.label")}</strong>{" "}
      <time dateTime={new Date(next.start).toISOString()}>{occurrenceText(next, lang)}</time>
    </p>
  );
}
