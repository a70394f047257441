import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "#app/lib/when-idle";

/**
 * False in the server's HTML and while React hydrates it, true once React runs the page in the browser. Controls
 * that need JavaScript render as links until then, so none sits dead on a phone still loading the code.
 *
 * The switch is a transition: React may split the re-render into short tasks and put input first. An external store
 * would flip every control in one blocking render right after hydration, 60 ms on the home page before throttling.
 */
export function useHydrated(): boolean {
  return useSwitchedOn(now);
}

/**
 * As `useHydrated`, but true only at the browser's first idle moment after that (app/lib/when-idle.ts), in a render
 * and commit of its own: for what is costly to build and not needed at once, such as a third party's frame.
 */
export function useIdleAfterHydration(): boolean {
  return useSwitchedOn(whenIdle);
}

function now(work: () => void): undefined {
  work();
}

function useSwitchedOn(when: (work: () => void) => (() => void) | undefined): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => when(() => startTransition(() => setOn(true))), [when]);
  return on;
}
