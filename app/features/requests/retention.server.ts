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
 * Studio copy written), or after it was received when none is configured. Null while a way out still waits, since
 * the office has not had it yet.
 */
export function deletionDue(
  request: StoredRequest,
  channels: readonly Channel[],
  policy: RetentionPolicy,
): number | null {
  const days = request.kind === "prayer" ? policy.prayerDays : policy.requestDays;
  let handled = Date.parse(request.createdAt);
  for (const channel of channels) {
    const { status, doneAt } = request[channel];
    if (status !== "done" || doneAt === null) return null;
    handled = Math.max(handled, Date.parse(doneAt));
  }
  return handled + days * DAY_MS;
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
  const expired = store.list().filter((request) => {
    const due = deletionDue(request, channels, policy);
    return due !== null && due <= now;
  });
  return forgetRequests(expired, forgetting);
}
