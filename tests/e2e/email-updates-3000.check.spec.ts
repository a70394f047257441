import { appendFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { LEDGER_BEGAN } from "../../app/features/subscriptions/service.server";
import { openSubscriptionStore } from "../../app/features/subscriptions/store.server";
import { headerLines, startMailbox } from "../fixtures/mailbox";
import { startApp } from "./support/app-server";
import { datasetWithout } from "./support/dataset";

const SUBSCRIBERS = 3_000;

/** Whether the server has recorded what the content held when it first started. */
function ledgerBegan(db: string): boolean {
  const store = openSubscriptionStore(db);
  try {
    return store.meta(LEDGER_BEGAN) !== undefined;
  } finally {
    store.close();
  }
}
/** Fast enough for a test, slow enough that the pace is what sets the time. */
const PER_MINUTE = 12_000;

test("a bulletin reaches 3,000 subscribers at the configured rate, and a kill -9 half-way and a restart leave each with one copy", async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), "email-updates-3000-"));
  const db = join(dir, "messages.db");
  const dataset = datasetWithout([]);
  const store = openSubscriptionStore(db);
  const start = new Date("2026-11-01T12:00:00Z");
  for (let n = 0; n < SUBSCRIBERS; n += 1) {
    store.subscribe(
      `parishioner${n}@example.org`,
      n % 3 === 0 ? "both" : n % 3 === 1 ? "vi" : "en",
      ["bulletin"],
      start,
    );
    const subscriber = store.byEmail(`parishioner${n}@example.org`);
    if (subscriber) store.confirm(subscriber.id, start);
  }
  // The confirmations are long sent: only the bulletin is left to go.
  for (const email of store.due(Date.now(), SUBSCRIBERS)) store.markSent(email.id, start);
  store.close();

  const mailbox = await startMailbox();
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    ALERTS_FROM: "news@parish.example.org",
    ALERTS_PER_MINUTE: String(PER_MINUTE),
    SUBSCRIPTION_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
    CONTENT_DATASET_PATH: dataset,
    CONTACT_DB_PATH: db,
  };
  let app = await startApp(env);
  try {
    // The server has recorded what existed when it first started; now the office publishes a new bulletin.
    await expect.poll(() => app.output().includes("listening"), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => ledgerBegan(db), { timeout: 30_000 }).toBe(true);
    const published = Date.now();
    appendFileSync(
      dataset,
      `${JSON.stringify({ _id: "bulletin-2027-01-03", _type: "bulletin", date: "2027-01-03", language: null, highlights: { en: "Epiphany" } })}\n`,
    );
    await expect
      .poll(() => mailbox.received.length, { timeout: 60_000, intervals: [200] })
      .toBeGreaterThanOrEqual(SUBSCRIBERS / 2);
    const beforeKill = mailbox.received.length;
    expect(await app.terminate("SIGKILL")).toBeNull();
    const firstRun = Date.now() - published;
    // The pace: the first half took at least its share of the configured rate.
    expect(firstRun).toBeGreaterThanOrEqual(((beforeKill - 1) * 60_000) / PER_MINUTE);

    app = await startApp(env);
    await expect
      .poll(() => new Set(mailbox.received.flatMap((mail) => mail.to)).size, { timeout: 120_000, intervals: [500] })
      .toBe(SUBSCRIBERS);

    const idsPerRecipient = new Map<string, Set<string>>();
    for (const mail of mailbox.received) {
      const id = headerLines(mail.raw).find((line) => line.toLowerCase().startsWith("message-id:")) ?? "";
      for (const to of mail.to) idsPerRecipient.set(to, (idsPerRecipient.get(to) ?? new Set()).add(id));
    }
    const copies = mailbox.received.length - SUBSCRIBERS;
    console.log(
      `${beforeKill} emails before the kill after ${firstRun} ms, ${mailbox.received.length} in all, ${copies} sent twice with the same Message-ID`,
    );
    expect([...idsPerRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    // Only the email in flight at the kill can go twice, as the same message, which mail providers drop.
    expect(copies).toBeLessThanOrEqual(1);
    const after = openSubscriptionStore(db);
    try {
      expect(after.status().find((item) => item.item === "bulletin:2027-01-03")).toMatchObject({
        pending: 0,
        sent: SUBSCRIBERS,
        failed: 0,
      });
    } finally {
      after.close();
    }
  } finally {
    await app.stop();
    await mailbox.close();
  }
});
