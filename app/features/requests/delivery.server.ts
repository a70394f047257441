import { z } from "zod";
import { contentService } from "#app/features/content/content-service.server";
import { parishName } from "#app/features/content/parish-name";
import type { ParishIdentity } from "#app/features/parish/identity";
import {
  type DeliveryOptions,
  type DeliveryQueue,
  type DeliveryWorker,
  startQueueWorker,
} from "#app/lib/queue-worker.server";
import { smtpTransport } from "#app/lib/smtp.server";
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

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
