import type { SendMailOptions, SentMessageInfo, Transporter } from "nodemailer";

const LOOPBACK_HOSTS = new Set(["localhost", "::1", "[::1]"]);

/**
 * Whether a plain `smtp://` connection must be upgraded by STARTTLS before anything is sent: always, except to a relay
 * on this machine, since what the site mails carries prayer intentions, children's names and birth dates.
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

export interface SmtpTransport {
  sendMail: (message: SendMailOptions) => Promise<SentMessageInfo>;
  close: () => void;
}

/** nodemailer loads with the first message sent, not with every start of the server. */
function transportOf(options: ReturnType<typeof smtpRules> & { pool?: true; maxConnections?: number }): SmtpTransport {
  let transport: Promise<Transporter> | undefined;
  const ready = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options)));
  return {
    sendMail: async (message) => (await ready()).sendMail(message),
    close: () => void transport?.then((opened) => opened.close()),
  };
}

/** A connection per message: requests come one at a time. */
export function smtpTransport(url: string, timeoutMs = 15_000): SmtpTransport {
  return transportOf(smtpRules(url, timeoutMs));
}

/** One connection kept open for many messages in a row (the email updates). */
export function smtpPool(url: string, timeoutMs = 15_000): SmtpTransport {
  return transportOf({ ...smtpRules(url, timeoutMs), pool: true, maxConnections: 1 });
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
