import { type DeliveryQueue, failureKind } from "#app/lib/queue-worker.server";
import { recipientRefused } from "#app/lib/smtp.server";
import type { OutboxEmail, SubscriptionStore } from "./store.server";

/** The subscribers' outbox as the delivery worker works through it. */
export function subscriberQueue(store: SubscriptionStore): DeliveryQueue<OutboxEmail> {
  return {
    due: (now, limit) => store.due(now, limit),
    nextDueAt: () => store.nextDueAt(),
    attempts: (email) => email.attempts,
    markDone: (email, at) => store.markSent(email.id, at),
    // A subscriber's mail server quotes their address in its answer: only what failed is kept.
    markFailed: (email, error, next) => store.markFailed(email.id, failureKind(error), next),
    // An address its own mail server refuses (a typo, a closed mailbox) is not tried for a day and a half.
    givesUp: (email, error) => recipientRefused(error) && store.giveUp(email.id, failureKind(error)),
  };
}
