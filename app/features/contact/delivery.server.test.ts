import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createSmtpSender, type DeliveryWorker, startDeliveryWorker } from "./delivery.server";
import { type MessageStore, openMessageStore } from "./store.server";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface Mailbox {
  port: number;
  received: Received[];
  close: () => Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
function startMailbox(port = 0): Promise<Mailbox> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The headers of a raw message, unfolded, one per entry. */
function headerLines(raw: string): string[] {
  const head = raw.split(/\r\n\r\n/)[0] ?? "";
  return head.replace(/\r\n[ \t]+/g, " ").split("\r\n");
}

const dir = mkdtempSync(join(tmpdir(), "contact-delivery-"));
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function store(name: string): MessageStore {
  const opened = openMessageStore(join(dir, `${name}.db`));
  cleanup.push(() => opened.close());
  return opened;
}

function worker(messages: MessageStore, port: number, options: Parameters<typeof startDeliveryWorker>[2] = {}): DeliveryWorker {
  const sender = createSmtpSender({ url: `smtp://127.0.0.1:${port}`, to: "office@parish.example.org", from: "website@parish.example.org", timeoutMs: 2_000 });
  const started = startDeliveryWorker(messages, sender, { onError: () => undefined, ...options });
  cleanup.push(() => started.stop());
  return started;
}

const message = { name: "Maria Nguyen", email: "maria@example.com", phone: "817-555-0199", subject: "Baptism", message: "Xin chào cha,\ncon muốn ghi danh." };

describe("SMTP delivery", () => {
  it("delivers a stored message with the right fields and records it as sent", async () => {
    const mailbox = await startMailbox();
    cleanup.push(mailbox.close);
    const messages = store("deliver");
    const id = messages.add(message, "vi");
    await worker(messages, mailbox.port).runOnce();

    expect(mailbox.received).toHaveLength(1);
    const [mail] = mailbox.received;
    expect(mail?.from).toBe("website@parish.example.org");
    expect(mail?.to).toEqual(["office@parish.example.org"]);
    const headers = headerLines(mail?.raw ?? "");
    expect(headers).toContain("To: office@parish.example.org");
    expect(headers).toContain(`Subject: Contact form #${id}: Baptism`);
    expect(headers.find((line) => line.startsWith("Reply-To:"))).toBe("Reply-To: Maria Nguyen <maria@example.com>");
    expect(mail?.raw).toContain("Phone: 817-555-0199");
    expect(messages.get(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("keeps the message when SMTP is down and delivers it on a later retry", async () => {
    const port = await freePort();
    let clock = 1_000_000;
    const messages = store("retry");
    const id = messages.add(message, "en", new Date(clock));
    const delivery = worker(messages, port, { now: () => clock, baseDelayMs: 60_000 });
    await delivery.runOnce();

    const failed = messages.get(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: clock + 60_000 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);

    const mailbox = await startMailbox(port);
    cleanup.push(mailbox.close);
    await delivery.runOnce();
    expect(mailbox.received).toHaveLength(0);

    clock += 60_000;
    await delivery.runOnce();
    expect(mailbox.received).toHaveLength(1);
    expect(messages.get(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("picks up unsent messages when a new process starts", async () => {
    const path = join(dir, "restart.db");
    const before = openMessageStore(path);
    const id = before.add(message, "en");
    before.markFailed(id, "connect ECONNREFUSED", Date.now() - 1);
    before.close();

    const mailbox = await startMailbox();
    cleanup.push(mailbox.close);
    const after = openMessageStore(path);
    cleanup.push(() => after.close());
    worker(after, mailbox.port);
    await expect.poll(() => after.get(id)?.status).toBe("sent");
    expect(mailbox.received).toHaveLength(1);
  });

  it("never lets line breaks in the name, email or subject add headers or recipients", async () => {
    const mailbox = await startMailbox();
    cleanup.push(mailbox.close);
    const messages = store("injection");
    // Stored as if the form's own checks had been bypassed.
    messages.add(
      {
        name: "Eve\r\nBcc: victim@example.net\r\nX-Injected: name",
        email: "eve@example.com\r\nBcc: victim2@example.net",
        subject: "Hi\nX-Injected: subject",
        message: "Body\r\nBcc: not-a-header@example.net",
      },
      "en",
    );
    await worker(messages, mailbox.port).runOnce();

    const [mail] = mailbox.received;
    expect(mail?.to).toEqual(["office@parish.example.org"]);
    const headers = headerLines(mail?.raw ?? "");
    expect(headers.filter((line) => /^(bcc|cc|x-injected):/i.test(line))).toEqual([]);
    expect(headers.some((line) => line.startsWith("Reply-To:"))).toBe(false);
    expect(headers.find((line) => line.startsWith("Subject:"))).toMatch(/^Subject: Contact form #\d+: Hi X-Injected: subject$/);
  });
});
