import { getEnv } from "#app/config/env.server";
import { createSmtpSender, type DeliveryWorker, startDeliveryWorker } from "./delivery.server";
import { type MessageStore, openMessageStore } from "./store.server";

export interface ContactService {
  store: MessageStore;
  /** Tells the delivery worker a message was stored; does nothing when SMTP is not configured. */
  notify(): void;
}

let service: ContactService | undefined;

/**
 * The process's message store and, when SMTP_URL and CONTACT_TO are set, its delivery worker.
 * Idempotent: the first call opens the store and starts the worker, later calls return the same.
 */
export function contactService(): ContactService {
  if (service) return service;
  const env = getEnv();
  const store = openMessageStore(env.CONTACT_DB_PATH);
  let worker: DeliveryWorker | null = null;
  if (env.SMTP_URL && env.CONTACT_TO) {
    worker = startDeliveryWorker(store, createSmtpSender({ url: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM }));
  }
  service = { store, notify: () => worker?.wake() };
  return service;
}

// Unsent messages are retried as soon as the server loads this module, not only after the next post.
if (getEnv().NODE_ENV !== "test") contactService();
