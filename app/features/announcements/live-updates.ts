import { useEffect, useRef } from "react";
import type { Language } from "#app/i18n/language";
import type { AnnouncementsData } from "./types";

export const EVENTS_URL = "/api/announcements/events";
/** The browser reconnects 1 s after the stream drops. */
export const RECONNECT_DELAY_MS = 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * Changes the open stream has relayed. Parts of a page hydrate at different times: the notice strip can open the
 * stream while the announcements list is still waiting to hydrate, and a change relayed in between would never
 * reach the list.
 */
let changesRelayed = 0;

function notify() {
  changesRelayed += 1;
  for (const listener of listeners) listener();
}

/** The longest wait between two tries of a stream the server keeps refusing (it is busy, or restarting). */
export const LONGEST_RETRY_MS = 60_000;
/** Tries in a row that never opened a stream: each waits twice as long as the last. */
let refusals = 0;

function connect() {
  reconnectTimer = undefined;
  let hadError = false;
  const events = new EventSource(EVENTS_URL);
  source = events;
  events.addEventListener("change", notify);
  // After a drop, changes may have been missed while disconnected.
  events.addEventListener("open", () => {
    refusals = 0;
    if (hadError) notify();
  });
  events.addEventListener("error", () => {
    hadError = true;
    if (events.readyState !== EventSource.CLOSED) return;
    source = null;
    if (listeners.size === 0) return;
    const wait = Math.min(RECONNECT_DELAY_MS * 2 ** refusals, LONGEST_RETRY_MS);
    refusals += 1;
    // Refused a stream, the page refreshes at each try instead, so a change still shows within a minute.
    reconnectTimer = setTimeout(() => {
      notify();
      connect();
    }, wait);
  });
}

/**
 * One event stream per page, shared by every component that shows announcements. A listener that joins after the
 * stream has relayed a change is called at once: what it shows predates that change.
 */
export function onAnnouncementsChange(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && reconnectTimer === undefined) connect();
  else if (changesRelayed > 0) listener();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    source?.close();
    source = null;
    changesRelayed = 0;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
  };
}

function isAnnouncementsData(value: unknown): value is AnnouncementsData {
  return (
    typeof value === "object" &&
    value !== null &&
    "groups" in value &&
    Array.isArray(value.groups) &&
    "notices" in value &&
    Array.isArray(value.notices)
  );
}

export async function fetchAnnouncements(lang: Language): Promise<AnnouncementsData> {
  const response = await fetch(`/api/announcements?lang=${lang}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`/api/announcements answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isAnnouncementsData(data)) throw new Error("/api/announcements answered an unexpected shape");
  return data;
}

/**
 * Refetches the announcements on every change the server relays, and hands the latest to `onData`. With
 * `fetchAtOnce`, it also fetches them as soon as it mounts, for a page the server had to send without them.
 */
export function useAnnouncementUpdates(
  lang: Language,
  onData: (data: AnnouncementsData) => void,
  fetchAtOnce = false,
): void {
  const latest = useRef(onData);
  useEffect(() => {
    latest.current = onData;
  });
  useEffect(() => {
    let request = 0;
    const refresh = () => {
      const own = ++request;
      fetchAnnouncements(lang).then(
        (data) => {
          if (own === request) latest.current(data);
        },
        (error: unknown) => console.error("Could not refresh the announcements", error),
      );
    };
    const stop = onAnnouncementsChange(refresh);
    // Unless joining the stream late has already asked.
    if (fetchAtOnce && request === 0) refresh();
    return stop;
  }, [lang, fetchAtOnce]);
}
