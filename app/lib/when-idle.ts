/** However busy the page stays, the work waits no longer than this. */
export const IDLE_DEADLINE_MS = 2000;

/**
 * Runs `work` in a task of its own once the browser has nothing more pressing, for work a visitor does not wait on.
 * Run in the effects that follow hydration, each piece lengthened that one task; Lighthouse counts the part of a task
 * past 50 ms (on a phone four times slower) as blocking time, and a page answers no tap until the task ends.
 * Safari has no `requestIdleCallback`: there it is the next task. Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: IDLE_DEADLINE_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work);
  return () => window.clearTimeout(id);
}
