import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, openSubscriptionStore, REFUSALS_BEFORE_REMOVAL, type SubscriptionStore } from "./store.server";

const dir = mkdtempSync(join(tmpdir(), "subscriptions-"));
const opened: SubscriptionStore[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function open(file = `s${(counter += 1)}.db`): SubscriptionStore {
  const store = openSubscriptionStore(join(dir, file));
  opened.push(store);
  return store;
}

const monday = new Date("2026-11-23T15:00:00Z");
const later = (hours: number) => new Date(monday.getTime() + hours * 3_600_000);

function confirmed(
  store: SubscriptionStore,
  email: string,
  topics: Parameters<SubscriptionStore["subscribe"]>[2] = ["bulletin", "schedule", "notices", "weekly"],
) {
  store.subscribe(email, "vi", topics, monday);
  const subscriber = store.byEmail(email);
  if (!subscriber) throw new Error("not stored");
  return store.confirm(subscriber.id, monday);
}

describe("the subscription store", () => {
  it("queues one confirmation a day per address, whatever is asked", () => {
    const store = open();
    expect(store.subscribe("an@example.org", "vi", ["bulletin"], monday)).toBe("confirmation queued");
    expect(store.subscribe("AN@example.org", "both", ["notices"], later(2))).toBe("nothing sent today");
    expect(store.byEmail("an@example.org")).toMatchObject({ language: "both", topics: ["notices"], confirmedAt: null });
    expect(store.due(later(2).getTime(), 10).map((email) => email.kind)).toEqual(["confirm"]);
    expect(store.subscribe("an@example.org", "vi", ["notices"], later(25))).toBe("confirmation queued");
    expect(store.due(later(25).getTime(), 10)).toHaveLength(2);
  });

  it("confirms once, keeping the first consent's date, and a confirmed address is not changed by a new request", () => {
    const store = open();
    store.subscribe("binh@example.org", "en", ["bulletin"], monday);
    const before = store.byEmail("binh@example.org");
    const after = store.confirm(before?.id ?? 0, later(1));
    expect(after.confirmedAt).toBe(later(1).toISOString());
    expect(store.confirm(after.id, later(2))).toEqual(after);
    expect(store.subscribe("binh@example.org", "vi", ["notices"], later(30))).toBe("reminder queued");
    expect(store.byEmail("binh@example.org")).toMatchObject({ language: "en", topics: ["bulletin"] });
  });

  it("names each email uniquely across stores, and the same way each time its store is opened", () => {
    const first = open("named.db");
    first.subscribe("an@example.org", "en", ["bulletin"], monday);
    const [email] = first.due(later(1).getTime(), 10);
    const other = open();
    other.subscribe("an@example.org", "en", ["bulletin"], monday);
    expect(other.due(later(1).getTime(), 10)[0]?.uid).not.toBe(email?.uid);
    first.close();
    expect(open("named.db").due(later(1).getTime(), 10)[0]?.uid).toBe(email?.uid);
  });

  it("gives up an email at once when its recipient is refused for good", () => {
    const store = open();
    store.subscribe("typo@example.org", "en", ["bulletin"], monday);
    const [email] = store.due(later(1).getTime(), 10);
    expect(store.giveUp(email?.id ?? 0, "EENVELOPE, reply 550")).toBe(true);
    expect(store.due(later(48).getTime(), 10)).toEqual([]);
    expect(store.giveUp(email?.id ?? 0, "EENVELOPE, reply 550")).toBe(false);
  });

  it("removes an address its mail server has refused three times in a row for good, and keeps one refused twice", () => {
    const store = open();
    confirmed(store, "closed@example.org");
    confirmed(store, "full@example.org");
    for (let item = 1; item <= REFUSALS_BEFORE_REMOVAL; item += 1) {
      store.publish(`bulletin:${item}`, "bulletin", {}, { now: later(item) });
      for (const email of store.due(later(item).getTime(), 10)) {
        if (email.kind !== "item") store.markSent(email.id, later(item));
        else if (email.subscriber.email === "closed@example.org") store.giveUp(email.id, "EENVELOPE, reply 550");
        // A full mailbox (4xx) is a bad day, not a closed one.
        else store.markFailed(email.id, "EENVELOPE, reply 452", later(item + 1).getTime());
      }
      const kept = store.byEmail("closed@example.org") !== undefined;
      expect(kept).toBe(item < REFUSALS_BEFORE_REMOVAL);
    }
    expect(store.byEmail("full@example.org")).toBeDefined();
  });

  it("opens a store made before refusals were counted, and counts them from then on", () => {
    const file = join(dir, "before-refusals.db");
    const old = new Database(file);
    old.exec(`CREATE TABLE subscriber_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, subscriber_id INTEGER NOT NULL,
      kind TEXT NOT NULL, mailing_id INTEGER, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
      next_at INTEGER NOT NULL, error TEXT, sent_at TEXT, UNIQUE (mailing_id, subscriber_id))`);
    old.close();
    const store = open("before-refusals.db");
    store.subscribe("new@example.org", "en", ["bulletin"], monday);
    const [email] = store.due(later(1).getTime(), 10);
    expect(store.giveUp(email?.id ?? 0, "EENVELOPE, reply 550")).toBe(true);
  });

  it("counts only the refusals since the address's server last took an email", () => {
    const store = open();
    confirmed(store, "sometimes@example.org");
    const refuseOrSend = (item: number, refuse: boolean) => {
      store.publish(`bulletin:${item}`, "bulletin", {}, { now: later(item) });
      for (const email of store.due(later(item).getTime(), 10)) {
        if (refuse && email.kind === "item") store.giveUp(email.id, "EENVELOPE, reply 550");
        else store.markSent(email.id, later(item));
      }
    };
    [true, true, false, true, true].forEach((refuse, index) => refuseOrSend(index + 1, refuse));
    expect(store.byEmail("sometimes@example.org")).toBeDefined();
    refuseOrSend(6, true);
    expect(store.byEmail("sometimes@example.org")).toBeUndefined();
  });

  it("forgets addresses left unconfirmed for seven days, with what waited for them", () => {
    const store = open();
    store.subscribe("old@example.org", "en", ["bulletin"], monday);
    store.subscribe("new@example.org", "en", ["bulletin"], later(24 * 6));
    expect(store.forgetUnconfirmed(later(24 * 7 + 1))).toBe(1);
    expect(store.list().map((subscriber) => subscriber.email)).toEqual(["new@example.org"]);
    expect(store.due(later(24 * 8).getTime(), 10).map((email) => email.subscriber.email)).toEqual(["new@example.org"]);
  });

  it("records an item once and queues it for each confirmed subscriber of its topic only", () => {
    const store = open();
    const first = confirmed(store, "a@example.org");
    confirmed(store, "b@example.org", ["notices"]);
    store.subscribe("pending@example.org", "en", ["bulletin"], monday);
    for (const email of store.due(later(1).getTime(), 10)) store.markSent(email.id, later(1));
    expect(store.publish("bulletin:1", "bulletin", { date: "2026-11-29" }, { now: later(2) })).toBe(1);
    expect(store.publish("bulletin:1", "bulletin", { date: "2026-11-29" }, { now: later(3) })).toBeNull();
    const due = store.due(later(3).getTime(), 10);
    expect(due.map((email) => [email.kind, email.subscriber.id, email.mailing?.content])).toEqual([
      ["item", first.id, { date: "2026-11-29" }],
    ]);
    expect(store.status()).toEqual([
      { item: "bulletin:1", topic: "bulletin", createdAt: later(2).toISOString(), pending: 1, sent: 0, failed: 0 },
    ]);
  });

  it("keeps the ledger across a reopening: an item recorded before is never queued again", () => {
    const file = "reopen.db";
    const store = open(file);
    confirmed(store, "a@example.org");
    store.publish("notice:x", "notices", {}, { now: later(1) });
    store.close();
    opened.splice(opened.indexOf(store), 1);
    const again = open(file);
    expect(again.publish("notice:x", "notices", {}, { now: later(2) })).toBeNull();
    expect(again.status()[0]).toMatchObject({ item: "notice:x", pending: 1 });
  });

  it("records quietly what existed before the ledger began", () => {
    const store = open();
    confirmed(store, "a@example.org");
    expect(store.publish("bulletin:old", "bulletin", {}, { now: later(1), quiet: true })).toBe(0);
    expect(store.status()[0]).toMatchObject({ pending: 0, sent: 0 });
  });

  it("gives an email up after the last attempt and shows it as failed", () => {
    const store = open();
    confirmed(store, "a@example.org");
    store.publish("bulletin:2", "bulletin", {}, { now: later(1) });
    const id = store.due(later(1).getTime(), 10).find((email) => email.kind === "item")?.id ?? 0;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1)
      store.markFailed(id, "ECONNREFUSED", later(1).getTime());
    expect(store.status()[0]).toMatchObject({ pending: 0, failed: 1 });
  });

  it("deletes a subscriber with what waits for them, and counts the confirmed per topic and language", () => {
    const store = open();
    const a = confirmed(store, "a@example.org", ["bulletin", "weekly"]);
    confirmed(store, "b@example.org", ["bulletin"]);
    store.subscribe("c@example.org", "en", ["bulletin"], monday);
    expect(store.counts()).toEqual({
      topics: { bulletin: 2, schedule: 0, notices: 0, weekly: 1 },
      languages: { en: 0, vi: 2, both: 0 },
      confirmed: 2,
      unconfirmed: 1,
    });
    store.publish("bulletin:3", "bulletin", {}, { now: later(1) });
    expect(store.remove(a.id)).toBe(true);
    expect(store.remove(a.id)).toBe(false);
    expect(store.due(later(2).getTime(), 10).some((email) => email.subscriber.id === a.id)).toBe(false);
  });
});
