import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and while React hydrates it, true once React runs the page in the browser. Controls
 * that need JavaScript render as links until then, so none sits dead on a phone still loading the code.
 *
 * The switch is a transition: React may split the re-render into short tasks and put input first. An external store
 * would flip every control in one blocking render right after hydration, 60 ms on the home page before throttling.
 */
export function useHydrated(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => startTransition(() => setOn(true)), []);
  return on;
}
