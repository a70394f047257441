import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { subscriberQueue } from "./outbox-queue.server";
import { MAX_ATTEMPTS, openSubscriptionStore } from "./store.server";

const dir = mkdtempSync(join(tmpdir(), "subscriber-queue-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a subscriber's mail server answers when their mailbox is full: it quotes the address. */
const mailboxFull = Object.assign(
  new Error("Can't send mail - all recipients were rejected: 452 4.2.2 <maria@example.org>: Mailbox full"),
  {
    code: "EENVELOPE",
    responseCode: 452,
  },
);

describe("the subscribers' outbox", () => {
  it("keeps what failed, never the answer that quotes the subscriber's address", () => {
    const file = join(dir, "store.db");
    const store = openSubscriptionStore(file);
    const now = new Date("2026-11-23T15:00:00Z");
    store.subscribe("maria@example.org", "vi", ["bulletin"], now);
    const queue = subscriberQueue(store);
    const [email] = queue.due(now.getTime(), 10);
    expect(email).toBeDefined();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) queue.markFailed(email!, mailboxFull, now.getTime());
    store.close();

    const db = new Database(file, { readonly: true });
    const rows = db.prepare("SELECT status, error FROM subscriber_outbox").all();
    db.close();
    expect(rows).toEqual([{ status: "failed", error: "EENVELOPE, reply 452" }]);
  });
});
