import { type Env, getEnv } from "#app/config/env.server";
import type { RetentionPolicy } from "./retention";
import { deleteStudioCopies, type StudioSettings } from "./studio-outbox.server";
import type { Channel, RequestStore, StoredRequest } from "./store.server";

export type { RetentionPolicy };

export function retentionPolicy(env: Env = getEnv()): RetentionPolicy {
  return { requestDays: env.REQUEST_RETENTION_DAYS, prayerDays: env.PRAYER_RETENTION_DAYS };
}

const DAY_MS = 86_400_000;

/**
 * When a request is to be deleted: its kind's days after the last configured way out had it (the email sent, the
 * Studio copy written), or after it was received when none is configured. While a way out still waits, the office has
 * not had it yet, and it is kept, but never past its days twice over from when it came: a request no way out will
 * ever take (an address refused for good) is not kept for ever.
 */
export function deletionDue(
  request: StoredRequest,
  channels: readonly Channel[],
  policy: RetentionPolicy,
): { at: number; undelivered: boolean } {
  const days = request.kind === "prayer" ? policy.prayerDays : policy.requestDays;
  let handled = Date.parse(request.createdAt);
  for (const channel of channels) {
    const { status, doneAt } = request[channel];
    if (status !== "done" || doneAt === null) return { at: handled + 2 * days * DAY_MS, undelivered: true };
    handled = Math.max(handled, Date.parse(doneAt));
  }
  return { at: handled + days * DAY_MS, undelivered: false };
}

export interface Forgetting {
  store: RequestStore;
  /** Set when requests are copied into the Studio: the copies are deleted too. */
  studio?: StudioSettings;
}

/** Deletes requests everywhere the site put them: the Studio copies first, so a failure there leaves all to try again. */
export async function forgetRequests(
  requests: readonly StoredRequest[],
  { store, studio }: Forgetting,
): Promise<number> {
  if (requests.length === 0) return 0;
  if (studio) await deleteStudioCopies(studio, requests);
  return store.remove(requests.map((request) => request.id));
}

/** Deletes every request whose time has come; answers how many. */
export async function purgeExpired(
  forgetting: Forgetting & { channels: readonly Channel[]; policy: RetentionPolicy; now?: number },
): Promise<number> {
  const { store, channels, policy, now = Date.now() } = forgetting;
  const due = store.list().map((request) => ({ request, ...deletionDue(request, channels, policy) }));
  const expired = due.filter(({ at }) => at <= now);
  const deleted = await forgetRequests(
    expired.map(({ request }) => request),
    forgetting,
  );
  const undelivered = expired.filter((item) => item.undelivered).length;
  if (undelivered > 0)
    console.log(`requests: ${undelivered} never delivered to the office deleted, kept twice their retention period`);
  return deleted;
}
