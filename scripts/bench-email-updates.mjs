// @ts-check
// Email updates under `npm run bench`: the site sending a bulletin to its subscribers through a local mail server
// that takes each message and keeps nothing, and the time that takes.
import { execFileSync } from "node:child_process";
import { appendFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SMTPServer } from "smtp-server";
import { multipliedDataset } from "./bench-dataset.mjs";
import { startMeasuredServer } from "./serve-for-measurement.mjs";

/** How long the bench waits for the last email before it reports what arrived. */
const SENDING_DEADLINE_MS = 600_000;

/** A mail server on loopback that takes every message, counts it and its recipients, and keeps nothing. */
async function startMailSink() {
  let received = 0;
  /** @type {Set<string>} */
  const recipients = new Set();
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received += 1;
        for (const to of session.envelope.rcptTo) recipients.add(to.address);
        callback();
      });
    },
  });
  // The site's pooled connection is reset when the measured server stops, which is no fault of the sink.
  sink.on("error", () => undefined);
  await new Promise((resolve) => sink.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = sink.server.address();
  return {
    url: `smtp://127.0.0.1:${address && typeof address === "object" ? address.port : 0}`,
    received: () => received,
    recipients: () => recipients.size,
    close: () => new Promise((resolve) => sink.close(() => resolve(undefined))),
  };
}

/** @param {string[]} args */
function subscribers(...args) {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-subscribers.ts", ...args], { stdio: "inherit" });
}

/**
 * The site with `count` confirmed subscribers to the bulletin, sending at most `perMinute` emails a minute to a local
 * mail server, once it has recorded what its content held; `publish()` then adds a bulletin, as the office does.
 * @param {{ count: number, perMinute: number }} options
 */
export async function startSendingServer({ count, perMinute }) {
  const sink = await startMailSink();
  const dataset = await multipliedDataset(0);
  const storeDir = await mkdtemp(join(tmpdir(), "parish-bench-sending-"));
  const store = join(storeDir, "messages.db");
  subscribers("fill", store, String(count));
  const server = await startMeasuredServer({
    CONTENT_DATASET_PATH: dataset,
    CONTACT_DB_PATH: store,
    SMTP_URL: sink.url,
    ALERTS_FROM: "news@parish.example.org",
    ALERTS_PER_MINUTE: String(perMinute),
    SUBSCRIPTION_SECRET: "a-bench-secret-of-at-least-thirty-two-characters",
  });
  subscribers("ledger-began", store);
  return {
    server,
    sink,
    publish: () =>
      appendFile(
        dataset,
        `${JSON.stringify({ _id: "bulletin-bench", _type: "bulletin", date: "2099-01-04", language: null, highlights: { en: "Bench" } })}\n`,
      ),
    async stop() {
      await server.stop();
      await sink.close();
      for (const dir of [storeDir, dirname(dataset)]) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the sink has received `count` messages, or the deadline has passed; answers the time it did.
 * @param {{ received: () => number }} sink
 * @param {number} count
 * @param {number} deadline
 */
export async function receivedAt(sink, count, deadline) {
  while (sink.received() < count && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return performance.now();
}

/**
 * A bulletin published to `count` subscribers at the highest rate the site allows, nothing else asked of the server:
 * the time to the first email (all of them are queued in one transaction before it goes) and to the last, and the
 * server's peak memory.
 * @param {number} count
 */
export async function measureBulletinToAll(count) {
  const perMinute = 60_000;
  const sending = await startSendingServer({ count, perMinute });
  const cpuBefore = await sending.server.cpuSeconds();
  const published = performance.now();
  await sending.publish();
  const deadline = published + SENDING_DEADLINE_MS;
  const first = await receivedAt(sending.sink, 1, deadline);
  const last = await receivedAt(sending.sink, count, deadline);
  const row = {
    subscribers: count,
    perMinute,
    firstEmailSeconds: Math.round((first - published) / 100) / 10,
    allSentSeconds: Math.round((last - published) / 100) / 10,
    emailsPerSecond: Math.round((sending.sink.received() - 1) / ((last - first) / 1000)),
    received: sending.sink.received(),
    recipients: sending.sink.recipients(),
    serverCpuSeconds: Math.round(((await sending.server.cpuSeconds()) - cpuBefore) * 10) / 10,
    peakRssMb: await sending.server.peakRssMb(),
  };
  await sending.stop();
  return row;
}
