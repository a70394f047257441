import nodemailer from "nodemailer";
import { z } from "zod";
import { parish } from "#app/config/parish";
import { backoffDelay } from "#app/lib/backoff";
import { singleLine } from "./schema";
import type { MessageStore, StoredMessage } from "./store.server";

export interface MailSender {
  send(message: StoredMessage): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  url: string;
  to: string;
  /** Defaults to the office address: the message is from the website to the office. */
  from?: string;
  timeoutMs?: number;
}

const strictEmail = z.email();

/** The plain-text mail the office receives; every visitor value sits in the body, never in a raw header. */
export function mailText(message: StoredMessage): string {
  return [
    `Name: ${singleLine(message.name)}`,
    `Email: ${singleLine(message.email)}`,
    `Phone: ${message.phone ? singleLine(message.phone) : "-"}`,
    `Subject: ${message.subject ? singleLine(message.subject) : "-"}`,
    `Language: ${message.language}`,
    `Received: ${message.createdAt}`,
    `Reference: #${message.id}`,
    "",
    message.message,
  ].join("\n");
}

/**
 * Forwards stored messages by SMTP. Visitor values go only into nodemailer's structured fields
 * (reply-to address object, subject), stripped of line breaks, so they cannot add headers or recipients.
 */
export function createSmtpSender({ url, to, from, timeoutMs = 15_000 }: SmtpSettings): MailSender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      const replyTo = strictEmail.safeParse(message.email);
      const topic = message.subject ? singleLine(message.subject) : singleLine(message.name);
      await transport.sendMail({
        from: { name: `${parish.name.en} website`, address: from ?? to },
        to,
        replyTo: replyTo.success ? { name: singleLine(message.name), address: replyTo.data } : undefined,
        subject: `Contact form #${message.id}: ${topic}`,
        text: mailText(message),
        envelope: { from: from ?? to, to },
      });
    },
    close: () => transport.close(),
  };
}

export interface DeliveryOptions {
  /** First retry delay; it doubles with each failed attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  batchSize?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface DeliveryWorker {
  /** Sends every due message once; resolves when done. */
  runOnce(): Promise<void>;
  /** A new message was stored: send it now. */
  wake(): void;
  stop(): void;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Forwards unsent messages, oldest first, and schedules retries with exponential backoff.
 * Retries live in the store, so a restarted server picks them up at once.
 */
export function startDeliveryWorker(store: MessageStore, sender: MailSender, options: DeliveryOptions = {}): DeliveryWorker {
  const { baseDelayMs = 30_000, maxDelayMs = 3_600_000, batchSize = 20, now = Date.now, onError = console.error } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function deliverDue(): Promise<void> {
    let full = false;
    do {
      again = false;
      const due = store.due(now(), batchSize);
      full = due.length === batchSize;
      for (const message of due) {
        if (stopped) return;
        try {
          await sender.send(message);
          store.markSent(message.id, new Date(now()));
        } catch (error) {
          store.markFailed(message.id, describe(error), now() + backoffDelay(message.attempts, { firstMs: baseDelayMs, maxMs: maxDelayMs }));
        }
      }
    } while ((again || full) && !stopped);
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const next = store.nextDueAt();
    if (next === null) return;
    timer = setTimeout(() => void runOnce(), Math.min(Math.max(0, next - now()), maxDelayMs));
    timer.unref();
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch(onError)
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  void runOnce();
  return {
    runOnce,
    wake: () => void runOnce(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      sender.close();
    },
  };
}
