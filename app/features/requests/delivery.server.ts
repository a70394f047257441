import nodemailer from "nodemailer";
import { z } from "zod";
import { contentService } from "#app/features/content/content-service.server";
import { parishName } from "#app/features/content/parish-name";
import type { ParishIdentity } from "#app/features/parish/identity";
import { backoffDelay } from "#app/lib/backoff";
import { type RequestKind, singleLine } from "./form-spec";
import { bothLanguages, labelledRequest, receivedAt } from "./labelled.server";
import type { Channel, RequestStore, StoredRequest } from "./store.server";

/** One way a stored request goes out to the office: by email, or into the Studio. */
export interface Outbox {
  channel: Channel;
  deliver(request: StoredRequest): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  url: string;
  /** The office's address; a kind named in `routes` goes to its own address instead. */
  to: string;
  routes?: Partial<Record<RequestKind, string>>;
  /** Defaults to the office address: the message is from the website to the office. */
  from?: string;
  timeoutMs?: number;
  /** Whose website sends the message, as the settings say when it is sent. */
  parish?: () => Promise<ParishIdentity>;
}

const strictEmail = z.email();

/** The plain-text mail the office receives, every field labelled in both languages; visitor values sit in the body only. */
export function mailText(request: StoredRequest): string {
  const lines = [
    `${bothLanguages(`requests.kinds.${request.kind}`)} #${request.id}`,
    `${bothLanguages("requests.received")}: ${receivedAt(request)}`,
    `${bothLanguages("requests.language")}: ${request.language === "vi" ? "Tiếng Việt" : "English"}`,
  ];
  for (const section of labelledRequest(request)) {
    lines.push("");
    if (section.heading) lines.push(section.heading);
    const indent = section.heading ? "  " : "";
    for (const { label, value } of section.fields) {
      if (!value.includes("\n")) lines.push(`${indent}${label}: ${value}`);
      else lines.push(`${indent}${label}:`, ...value.split("\n").map((line) => `${indent}  ${line}`));
    }
  }
  return lines.join("\n");
}

/** Where a kind of request is sent: its own address when one is set, else the office's. */
export function recipientFor(kind: RequestKind, { to, routes }: Pick<SmtpSettings, "to" | "routes">): string {
  return routes?.[kind] ?? to;
}

const LOOPBACK_HOSTS = new Set(["localhost", "::1", "[::1]"]);

/**
 * Whether a plain `smtp://` connection must be upgraded by STARTTLS before anything is sent: always, except to a relay
 * on this machine, since the requests carry prayer intentions, children's names and birth dates.
 */
export function requiresStartTls(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol !== "smtp:") return false;
  return !(LOOPBACK_HOSTS.has(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname));
}

/** The site's SMTP rules: STARTTLS beyond this machine, and a deadline on every step so a hanging server only delays mail. */
function smtpRules(url: string, timeoutMs: number) {
  return {
    url,
    requireTLS: requiresStartTls(url),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/** A connection per message: requests come one at a time. */
export function smtpTransport(url: string, timeoutMs = 15_000) {
  return nodemailer.createTransport(smtpRules(url, timeoutMs));
}

/** One connection kept open for many messages in a row (the email updates). */
export function smtpPool(url: string, timeoutMs = 15_000) {
  return nodemailer.createTransport({ ...smtpRules(url, timeoutMs), pool: true, maxConnections: 1 });
}

/** The subject names the form and the request's number only: subjects are shown in lists, previews and logs. */
export function mailSubject(request: StoredRequest): string {
  return `${bothLanguages(`requests.kinds.${request.kind}`)} #${request.id}`;
}

/**
 * Forwards stored requests by SMTP. Visitor values go only into nodemailer's structured fields (the reply-to address
 * object), stripped of line breaks, so they cannot add headers or recipients.
 */
export function createSmtpOutbox({
  url,
  to,
  routes,
  from,
  timeoutMs = 15_000,
  parish = () => contentService().parish(),
}: SmtpSettings): Outbox {
  const transport = smtpTransport(url, timeoutMs);
  return {
    channel: "mail",
    async deliver(request) {
      const recipient = recipientFor(request.kind, { to, routes });
      const email = typeof request.data.email === "string" ? strictEmail.safeParse(request.data.email) : null;
      const name = typeof request.data.name === "string" ? singleLine(request.data.name) : "";
      await transport.sendMail({
        from: { name: `${parishName(await parish(), "en")} website`, address: from ?? to },
        to: recipient,
        replyTo: email?.success ? { name, address: email.data } : undefined,
        subject: mailSubject(request),
        text: mailText(request),
        envelope: { from: from ?? to, to: recipient },
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
  /** The least time between two sends, so a provider's hourly allowance is never exceeded; none by default. */
  spacingMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
  /** Where the first failure of a way out and its recovery are told; the lines name no person. */
  log?: (line: string) => void;
}

export interface DeliveryWorker {
  /** Sends every due request once; resolves when done. */
  runOnce(): Promise<void>;
  /** A new request was stored: send it now. */
  wake(): void;
  stop(): void;
}

/** A durable list of things to send: what is due, and where each attempt left it. */
export interface DeliveryQueue<T> {
  due(now: number, limit: number): T[];
  /** When the earliest waiting item is due, or null when none waits. */
  nextDueAt(): number | null;
  attempts(item: T): number;
  markDone(item: T, at: Date): void;
  /** Records a failed attempt; the queue keeps of the error what it may (an SMTP answer can quote its recipient). */
  markFailed(item: T, error: unknown, nextAttemptAt: number): void;
  /** Records an item whose recipient was refused for good, never to be tried again; answers whether it did. */
  givesUp?(item: T, error: unknown): boolean;
}

/**
 * The mail server refused the recipient for good (a 5xx answer to RCPT TO): sending again would be refused again.
 * Not a refusal of the sender or of the message, nor a policy of the parish's own relay (5.7.x: relaying denied, a
 * sending limit), which say nothing about the recipient's address.
 */
export function recipientRefused(error: unknown): boolean {
  const { code, command, responseCode, response } = (error ?? {}) as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
    response?: unknown;
  };
  return (
    code === "EENVELOPE" &&
    command === "RCPT TO" &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    !(typeof response === "string" && /\b5\.7\.\d{1,3}\b/.test(response))
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What failed, without the message: an SMTP server's answer can quote an address or a line of what was sent. */
export function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return [
    typeof code === "string" ? code : error.name,
    typeof responseCode === "number" ? `reply ${responseCode}` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

const WAY_OUT: Record<Channel, string> = {
  mail: "requests: email to the office",
  studio: "requests: copy into the Studio",
};

/**
 * Sends waiting requests through one way out, oldest first, and schedules retries with exponential backoff.
 * Retries live in the store, so a restarted server picks them up at once.
 */
export function startDeliveryWorker(
  store: RequestStore,
  outbox: Outbox,
  options: DeliveryOptions = {},
): DeliveryWorker {
  const { channel } = outbox;
  const queue: DeliveryQueue<StoredRequest> = {
    due: (now, limit) => store.due(channel, now, limit),
    nextDueAt: () => store.nextDueAt(channel),
    attempts: (request) => request[channel].attempts,
    markDone: (request, at) => store.markDone(channel, request.id, at),
    // The office's own address is the one an answer may quote: its full text helps mend a wrong one.
    markFailed: (request, error, next) => store.markFailed(channel, request.id, describe(error), next),
  };
  return startQueueWorker(
    queue,
    (request) => outbox.deliver(request),
    WAY_OUT[channel],
    options,
    () => outbox.close(),
  );
}

/**
 * Sends what a durable queue holds, oldest first, at most one send per `spacingMs`, and schedules retries with
 * exponential backoff. `name` opens the log lines about the way out failing and recovering.
 */
export function startQueueWorker<T>(
  queue: DeliveryQueue<T>,
  deliver: (item: T) => Promise<void>,
  name: string,
  options: DeliveryOptions = {},
  onStop: () => void = () => undefined,
): DeliveryWorker {
  const {
    baseDelayMs = 30_000,
    maxDelayMs = 3_600_000,
    batchSize = 20,
    spacingMs = 0,
    now = Date.now,
    onError = console.error,
    log = console.error,
  } = options;
  let running: Promise<void> | null = null;
  let failingSince: number | null = null;
  let again = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSendAt = -Infinity;
  let pause: { timer: ReturnType<typeof setTimeout>; resume: () => void } | null = null;

  /** Waits out the spacing since the last send; ends early when the worker stops. */
  function spaced(): Promise<void> {
    const wait = lastSendAt + spacingMs - now();
    if (wait <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      pause = { timer: setTimeout(resolve, wait), resume: resolve };
    }).then(() => {
      pause = null;
    });
  }

  async function deliverDue(): Promise<void> {
    let full = false;
    do {
      again = false;
      const due = queue.due(now(), batchSize);
      full = due.length === batchSize;
      for (const item of due) {
        await spaced();
        if (stopped) return;
        lastSendAt = now();
        try {
          await deliver(item);
          queue.markDone(item, new Date(now()));
          if (failingSince !== null) {
            log(`${name} works again after ${Math.round((now() - failingSince) / 1000)} s`);
            failingSince = null;
          }
        } catch (error) {
          if (queue.givesUp?.(item, error)) continue;
          const delay = backoffDelay(queue.attempts(item), { firstMs: baseDelayMs, maxMs: maxDelayMs });
          queue.markFailed(item, error, now() + delay);
          if (failingSince === null) {
            failingSince = now();
            log(`${name} failed (${failureKind(error)}); what waits in the outbox is tried again`);
          }
        }
      }
    } while ((again || full) && !stopped);
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const next = queue.nextDueAt();
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
      if (pause) {
        clearTimeout(pause.timer);
        pause.resume();
      }
      onStop();
    },
  };
}
