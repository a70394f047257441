/**
 * Aborted when the server begins a graceful shutdown, so long-lived responses (the announcements event
 * stream) end and let the in-flight requests finish.
 */
const controller = new AbortController();

export const shutdownSignal: AbortSignal = controller.signal;

export function signalShutdown(): void {
  controller.abort();
}
