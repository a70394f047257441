/**
 * How long a unit test polls for what happens in the background (a request reaching a stand-in, a listener's event,
 * a render starting): long enough for a machine loaded by other work, and only ever spent by a test that fails.
 * `expect.poll` has the same by default (vitest.config.ts).
 */
export const WAIT_FOR_MS = 10_000;
