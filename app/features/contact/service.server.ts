import { getEnv } from "#app/config/env.server";
import { createSmtpSender, type DeliveryWorker, startDeliveryWorker } from "./delivery.server";
import { type MessageStore, openMessageStore } from "./store.server";

export interface ContactService {
  store: MessageStore;
  /** Tells the delivery worker a message was stored; does nothing when SMTP is not configured. */
  notify(): void;
  /** Stops delivery and closes the store cleanly (server shutdown). */
  close(): void;
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
  service = {
    store,
    notify: () => worker?.wake(),
    close: () => {
      worker?.stop();
      store.close();
    },
  };
  return service;
}

/** Opens the store and starts delivery now, so unsent messages are retried without waiting for the next post. */
export function startContactDelivery(): void {
  try {
    contactService();
  } catch (error) {
    // The site must keep serving when the store cannot open; the form then answers with the office's phone and email.
    console.error("contact: the message store could not be opened", error);
  }
}

/** Closes the store if it was ever opened; the next use opens it again. */
export function stopContactService(): void {
  service?.close();
  service = undefined;
}
