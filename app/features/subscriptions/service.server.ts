import { randomBytes } from "node:crypto";
import { getEnv } from "#app/config/env.server";
import { contentService } from "#app/features/content/content-service.server";
import { calendarFeed } from "#app/features/events/calendar-feed.server";
import { type DeliveryWorker, failureKind, startQueueWorker } from "#app/lib/queue-worker.server";
import { itemsToMail } from "./items.server";
import { createSubscriberMailer } from "./mailer.server";
import { subscriberQueue } from "./outbox-queue.server";
import { type OutboxEmail, openSubscriptionStore, type SubscriptionStore } from "./store.server";

export interface SubscriptionService {
  store: SubscriptionStore;
  /** Signs the links in the emails. */
  secret: string;
  /** Something was queued: send it now. */
  notify(): void;
  /** Looks at the content for anything new to mail; answers how many emails were queued. */
  check(): Promise<number>;
  close(): void;
}

const HOUR_MS = 3_600_000;
export const LEDGER_BEGAN = "ledger began";
/** Before the ledger has begun, a check that cannot read the content is tried again this often, this many times. */
const FIRST_CHECK_RETRY_MS = 1_000;
const FIRST_CHECK_ATTEMPTS = 60;

let service: SubscriptionService | undefined;

/** SUBSCRIPTION_SECRET, else one made once and kept in the store (no email leaves without SMTP_URL and ALERTS_FROM). */
function secretFor(store: SubscriptionStore): string {
  const configured = getEnv().SUBSCRIPTION_SECRET;
  if (configured) return configured;
  let kept = store.meta("secret");
  if (!kept) {
    kept = randomBytes(32).toString("base64url");
    store.setMeta("secret", kept);
  }
  return kept;
}

function startWorker(store: SubscriptionStore, secret: string): DeliveryWorker | null {
  const { SMTP_URL, ALERTS_FROM, ALERTS_PER_MINUTE, SITE_URL, DELIVERY_RETRY_SECONDS } = getEnv();
  if (!SMTP_URL || !ALERTS_FROM) return null;
  const mailer = createSubscriberMailer({ smtpUrl: SMTP_URL, from: ALERTS_FROM, siteUrl: SITE_URL, secret });
  return startQueueWorker<OutboxEmail>(
    subscriberQueue(store),
    (email) => mailer.send(email),
    "email updates: sending",
    { spacingMs: 60_000 / ALERTS_PER_MINUTE, baseDelayMs: DELIVERY_RETRY_SECONDS * 1000 },
    () => mailer.close(),
  );
}

/** Records in the ledger what the content says should be mailed; the first time ever, without mailing what already existed. */
async function checkContent(store: SubscriptionStore): Promise<number> {
  const content = contentService();
  // A source that fails stops the check: an item missing from an answer must not look new when it returns.
  const [bulletins, announcements, scheduleChanges, weeklySchedules] = await Promise.all([
    content.bulletins(),
    content.announcements(),
    content.scheduleChanges(),
    content.weeklySchedules(),
  ]);
  const feed = calendarFeed();
  const now = new Date();
  const items = itemsToMail(
    {
      bulletins,
      announcements,
      scheduleChanges,
      weeklySchedules,
      events: { en: feed.events("en"), vi: feed.events("vi") },
      siteUrl: getEnv().SITE_URL,
      now,
    },
    (prefix) => store.items(prefix).length > 0,
  );
  const quiet = store.meta(LEDGER_BEGAN) === undefined;
  let queued = 0;
  for (const { item, topic, content: what } of items) queued += store.publish(item, topic, what, { now, quiet }) ?? 0;
  if (quiet) store.setMeta(LEDGER_BEGAN, now.toISOString());
  return queued;
}

/**
 * The first check records what exists without mailing it. Until it has, a failed check (the content still loading at
 * the very first start) is tried again at once rather than at the next change, which it would take for what existed.
 */
async function checkContentOnceBegun(store: SubscriptionStore): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await checkContent(store);
    } catch (error) {
      if (store.meta(LEDGER_BEGAN) !== undefined || attempt >= FIRST_CHECK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, FIRST_CHECK_RETRY_MS));
    }
  }
}

/** The subscription store, its sender when SMTP_URL and ALERTS_FROM are set, and the daily forgetting of unconfirmed addresses. */
export function subscriptionService(): SubscriptionService {
  if (service) return service;
  const store = openSubscriptionStore(getEnv().CONTACT_DB_PATH);
  const secret = secretFor(store);
  const worker = startWorker(store, secret);
  const forget = () => {
    const count = store.forgetUnconfirmed();
    if (count > 0) console.log(`email updates: ${count} unconfirmed addresses forgotten`);
  };
  forget();
  const hourly = setInterval(forget, HOUR_MS);
  hourly.unref();
  let checking: Promise<number> = Promise.resolve(0);
  service = {
    store,
    secret,
    notify: () => worker?.wake(),
    check: () => {
      // One check at a time, each after the last: two at once could both see an item as new before either records it.
      checking = checking
        .then(() => checkContentOnceBegun(store))
        .then((queued) => {
          if (queued > 0) worker?.wake();
          return queued;
        });
      return checking;
    },
    close: () => {
      clearInterval(hourly);
      worker?.stop();
      store.close();
    },
  };
  return service;
}

/**
 * Opens the store and starts sending, then mails what the content holds that is new: at once (what was published while
 * the server was down), on every content change, and each hour (the Saturday summary, schedule changes coming close).
 */
export function startEmailUpdates(): () => void {
  let running: SubscriptionService;
  try {
    running = subscriptionService();
  } catch (error) {
    console.error("email updates: the subscription store could not be opened", error);
    return () => undefined;
  }
  const check = () => {
    running
      .check()
      .catch((error: unknown) =>
        console.error(
          `email updates: the content could not be checked (${failureKind(error)}); checked again at the next change`,
        ),
      );
  };
  check();
  const stopListening = contentService().subscribe(check);
  const hourly = setInterval(check, HOUR_MS);
  hourly.unref();
  return () => {
    stopListening();
    clearInterval(hourly);
  };
}

export function stopSubscriptionService(): void {
  service?.close();
  service = undefined;
}
