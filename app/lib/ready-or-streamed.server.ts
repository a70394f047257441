import type { ReadyOrStreamed } from "./ready-or-streamed";

const STILL_PENDING = Symbol("still pending");

/**
 * A slow source's answer for a loader: the answer itself when it settles before the event loop's next turn (the server
 * held it, so no network was waited on), to travel with the rest of the page's data; otherwise the promise, streamed
 * in behind the first byte. A failure is left to the promise, so the page shows it where it shows one that came late.
 * Resolves to a one-item tuple, since a promise returned from an async function would be waited for.
 */
export async function readyOrStreamed<T>(answer: Promise<T>): Promise<[ReadyOrStreamed<T>]> {
  const nextTurn = new Promise<typeof STILL_PENDING>((resolve) => setImmediate(resolve, STILL_PENDING));
  const first = await Promise.race([
    answer.then(
      (value) => ({ value }),
      () => STILL_PENDING,
    ),
    nextTurn,
  ]);
  return [typeof first === "symbol" ? answer : first.value];
}
