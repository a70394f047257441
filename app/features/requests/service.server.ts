import { formRoutes } from "./form-routes";
import { type Env, getEnv } from "#app/config/env.server";
import { type DeliveryWorker, failureKind } from "#app/lib/queue-worker.server";
import { createSmtpOutbox, type Outbox, startDeliveryWorker } from "./delivery.server";
import { purgeExpired, retentionPolicy } from "./retention.server";
import { createStudioOutbox, type StudioSettings } from "./studio-outbox.server";
import { type Channel, openRequestStore, type RequestStore } from "./store.server";

export interface RequestService {
  store: RequestStore;
  /** The ways out that are configured, whose backlogs /readyz shows. */
  channels: Channel[];
  /** How the daily deletion of requests past their retention period went: /readyz shows it. */
  retention(): RetentionStatus;
  /** Tells the delivery workers a request was stored; does nothing for a way out that is not configured. */
  notify(): void;
  /** Stops delivery and closes the store cleanly (server shutdown). */
  close(): void;
}

let service: RequestService | undefined;

/** The Studio the requests are copied into, when SANITY_WRITE_TOKEN (with SANITY_PROJECT_ID) is set. */
export function studioSettings(env: Env = getEnv()): StudioSettings | undefined {
  if (!env.SANITY_WRITE_TOKEN || !env.SANITY_PROJECT_ID) return undefined;
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    token: env.SANITY_WRITE_TOKEN,
    apiHost: env.SANITY_API_HOST,
  };
}

const DAY_MS = 86_400_000;

/** The ways out a request must have gone through before its retention period starts. */
export function configuredChannels(env: Env = getEnv()): Channel[] {
  return [
    ...(env.SMTP_URL && env.CONTACT_TO ? (["mail"] as const) : []),
    ...(studioSettings(env) ? (["studio"] as const) : []),
  ];
}

/** When the deletion of requests past their time last went through, and since when it has failed, if it does. */
export interface RetentionStatus {
  lastDone: string | null;
  failingSince: string | null;
}

/**
 * One run of the deletion at a time, remembering how it went: a Studio that refuses every day (a revoked token)
 * would otherwise keep every request past its time with one line a day in the log to say so.
 */
export function trackedRetention(purge: () => Promise<number>, now: () => Date = () => new Date()) {
  const status: RetentionStatus = { lastDone: null, failingSince: null };
  return {
    status: (): RetentionStatus => ({ ...status }),
    run: () =>
      purge()
        .then((count) => {
          status.lastDone = now().toISOString();
          status.failingSince = null;
          if (count > 0) console.log(`requests: ${count} deleted at the end of their retention period`);
        })
        .catch((error: unknown) => {
          status.failingSince ??= now().toISOString();
          console.error(
            `requests: the requests past their retention period could not be deleted (${failureKind(error)}); tried again tomorrow`,
          );
        }),
  };
}

/** Deletes the requests past their retention period now, then once a day; answers how it goes and how to stop. */
function startRetention(store: RequestStore): { status: () => RetentionStatus; stop: () => void } {
  const env = getEnv();
  const retention = trackedRetention(() =>
    purgeExpired({
      store,
      channels: configuredChannels(env),
      studio: studioSettings(env),
      policy: retentionPolicy(env),
    }),
  );
  const first = setTimeout(() => void retention.run(), 0);
  const daily = setInterval(() => void retention.run(), DAY_MS);
  first.unref();
  daily.unref();
  return {
    status: retention.status,
    stop: () => {
      clearTimeout(first);
      clearInterval(daily);
    },
  };
}

/** The ways out that are configured: email when SMTP_URL and CONTACT_TO are set, the Studio when SANITY_WRITE_TOKEN is. */
function configuredOutboxes(): Outbox[] {
  const env = getEnv();
  const outboxes: Outbox[] = [];
  if (env.SMTP_URL && env.CONTACT_TO) {
    outboxes.push(
      createSmtpOutbox({
        url: env.SMTP_URL,
        to: env.CONTACT_TO,
        routes: formRoutes(env.REQUESTS_TO),
        from: env.CONTACT_FROM,
      }),
    );
  }
  const studio = studioSettings(env);
  if (studio) outboxes.push(createStudioOutbox(studio));
  return outboxes;
}

/**
 * The process's request store and a delivery worker for each configured way out.
 * Idempotent: the first call opens the store and starts the workers, later calls return the same.
 */
export function requestService(): RequestService {
  if (service) return service;
  const store = openRequestStore(getEnv().CONTACT_DB_PATH);
  const outboxes = configuredOutboxes();
  const baseDelayMs = getEnv().DELIVERY_RETRY_SECONDS * 1000;
  const workers: DeliveryWorker[] = outboxes.map((outbox) => startDeliveryWorker(store, outbox, { baseDelayMs }));
  const retention = startRetention(store);
  service = {
    store,
    channels: outboxes.map((outbox) => outbox.channel),
    retention: retention.status,
    notify: () => {
      for (const worker of workers) worker.wake();
    },
    close: () => {
      retention.stop();
      for (const worker of workers) worker.stop();
      store.close();
    },
  };
  return service;
}

/** Opens the store and starts delivery now, so waiting requests are retried without waiting for the next post. */
export function startRequestDelivery(): void {
  try {
    requestService();
  } catch (error) {
    // The site must keep serving when the store cannot open; the forms then answer with the office's phone and email.
    console.error("requests: the request store could not be opened", error);
  }
}

/** Closes the store if it was ever opened; the next use opens it again. */
export function stopRequestService(): void {
  service?.close();
  service = undefined;
}
