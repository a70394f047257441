import { createHash, randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { forgetForGood, openStoreDatabase } from "#app/lib/store-database.server";
import { canonicalMailbox } from "./mailbox";
import { isTopic, type MailLanguage, mailLanguages, PENDING_DAYS, type Topic, topics as allTopics } from "./topics";

/**
 * The subscribers, the once-only ledger of what was mailed (one row per item, whatever happens to the server) and the
 * outbox of single emails, in the request store's file. An item and its emails are written in one transaction, so a
 * crash leaves either both or neither; each email is one row, marked sent after the mail server took it.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  language TEXT NOT NULL CHECK (language IN ('en', 'vi', 'both')),
  topics TEXT NOT NULL,
  key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  last_notice_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mailings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  item TEXT NOT NULL UNIQUE,
  topic TEXT NOT NULL,
  created_at TEXT NOT NULL,
  content TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS subscriber_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subscriber_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'reminder', 'item')),
  mailing_id INTEGER,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL,
  error TEXT,
  sent_at TEXT,
  refused INTEGER NOT NULL DEFAULT 0,
  UNIQUE (mailing_id, subscriber_id)
);
CREATE INDEX IF NOT EXISTS subscriber_outbox_due ON subscriber_outbox (status, next_at);
CREATE TABLE IF NOT EXISTS subscription_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS mailbox_notices (mailbox TEXT PRIMARY KEY, at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS unsubscribed (id INTEGER PRIMARY KEY, key TEXT NOT NULL, at INTEGER NOT NULL);
`;

/**
 * What the store keeps of a mailbox for a day, to send it one email a day whatever variant of its address is typed:
 * a digest, not the address.
 */
const mailboxDigest = (email: string) => createHash("sha256").update(canonicalMailbox(email)).digest("base64url");

/** How long the random key of a removed subscriber is kept: as long as the unsubscribe links signed with it work. */
const UNSUBSCRIBED_KEPT_MS = 400 * 86_400_000;

const DAY_MS = 86_400_000;
/** After this many failed attempts (about a day and a half with the back-off) an email is given up and shown as failed. */
export const MAX_ATTEMPTS = 12;
/** Emails in a row an address's mail server refuses for good before it is removed: a closed mailbox, not a bad day. */
export const REFUSALS_BEFORE_REMOVAL = 3;

export interface Subscriber {
  id: number;
  email: string;
  language: MailLanguage;
  topics: Topic[];
  /** Random, kept only here: every signed link covers it, so changing it ends the links made before. */
  key: string;
  createdAt: string;
  /** The date of consent; null while the address is unconfirmed. */
  confirmedAt: string | null;
}

export interface Mailing {
  id: number;
  item: string;
  topic: Topic;
  createdAt: string;
  content: unknown;
}

export interface OutboxEmail {
  id: number;
  /** The row's number and the store's own random name: unique across stores, so a Message-ID is never reused. */
  uid: string;
  kind: "confirm" | "reminder" | "item";
  attempts: number;
  subscriber: Subscriber;
  mailing: Mailing | null;
}

export interface ItemStatus {
  item: string;
  topic: Topic;
  createdAt: string;
  pending: number;
  sent: number;
  failed: number;
}

const subscriberRow = z.object({
  id: z.number(),
  email: z.string(),
  language: z.enum(mailLanguages),
  topics: z.string(),
  key: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
});

function toSubscriber(row: unknown): Subscriber {
  const r = subscriberRow.parse(row);
  return {
    id: r.id,
    email: r.email,
    language: r.language,
    topics: r.topics.split(",").filter(isTopic),
    key: r.key,
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at,
  };
}

const mailingRow = z.object({
  id: z.number(),
  item: z.string(),
  topic: z.enum(allTopics),
  created_at: z.string(),
  content: z.string(),
});

function toMailing(row: unknown): Mailing {
  const r = mailingRow.parse(row);
  return { id: r.id, item: r.item, topic: r.topic, createdAt: r.created_at, content: JSON.parse(r.content) as unknown };
}

const newKey = () => randomBytes(18).toString("base64url");

/** What a request to subscribe leads to; the visitor is told the same in every case. */
export type SubscribeOutcome = "confirmation queued" | "reminder queued" | "nothing sent today";

export interface SubscriptionStore {
  /**
   * A visitor asked to subscribe this address; at most one email a day goes to its mailbox, whatever is asked and
   * however the address is written (`+tag`, Gmail's dots).
   */
  subscribe(email: string, language: MailLanguage, topics: Topic[], now?: Date): SubscribeOutcome;
  get(id: number): Subscriber | undefined;
  byEmail(email: string): Subscriber | undefined;
  /**
   * The key of a subscriber no longer kept, for as long as links signed with it work: an unsubscribe link opened
   * again is checked with it, so a forged one is refused whether or not its number was ever a subscriber's. Only a
   * random key and a number are kept, nothing of the address.
   */
  removedKey(id: number): string | undefined;
  /** Confirms a pending subscriber; a confirmed one keeps the date of its first consent. */
  confirm(id: number, now?: Date): Subscriber;
  update(id: number, language: MailLanguage, topics: Topic[]): void;
  /** Deletes the subscriber and what waits to be sent to them; answers whether there was one. */
  remove(id: number): boolean;
  /** Deletes the addresses left unconfirmed for PENDING_DAYS; answers how many. */
  forgetUnconfirmed(now?: Date): number;
  list(): Subscriber[];
  /**
   * Records an item in the ledger and queues one email of it for each confirmed subscriber of its topic, in one
   * transaction; an item already recorded is left alone. `quiet` records it without sending (what existed before
   * the ledger began). Answers how many emails were queued, or null when the item was known.
   */
  publish(item: string, topic: Topic, content: unknown, options?: { now?: Date; quiet?: boolean }): number | null;
  hasItem(item: string): boolean;
  /** Items recorded whose name starts with `prefix`. */
  items(prefix: string): Mailing[];
  due(now: number, limit: number): OutboxEmail[];
  nextDueAt(): number | null;
  markSent(id: number, at: Date): void;
  markFailed(id: number, error: string, nextAttemptAt: number): void;
  /**
   * Marks a waiting email failed at once (its recipient was refused for good); answers whether one was waiting. The
   * address is removed at its REFUSALS_BEFORE_REMOVAL-th refusal in a row: nobody reads it, and it is no longer kept.
   */
  giveUp(id: number, error: string): boolean;
  /** Per item: its emails pending, sent and failed; newest first. */
  status(): ItemStatus[];
  /** Confirmed subscribers per topic and per language. */
  counts(): {
    topics: Record<Topic, number>;
    languages: Record<MailLanguage, number>;
    confirmed: number;
    unconfirmed: number;
  };
  meta(name: string): string | undefined;
  setMeta(name: string, value: string): void;
  close(): void;
}

export function openSubscriptionStore(path: string): SubscriptionStore {
  const db: Database.Database = openStoreDatabase(path);
  db.exec(SCHEMA);
  // A store made before refusals were counted gains the column; its earlier emails count as not refused.
  const columns = db.prepare<[], { name: string }>("PRAGMA table_info(subscriber_outbox)").all();
  if (!columns.some((column) => column.name === "refused"))
    db.exec("ALTER TABLE subscriber_outbox ADD COLUMN refused INTEGER NOT NULL DEFAULT 0");
  const one = <T>(sql: string) => db.prepare<unknown[], T>(sql);

  const byId = one("SELECT * FROM subscribers WHERE id = ?");
  const byEmail = one("SELECT * FROM subscribers WHERE email = ?");
  const insertSubscriber = db.prepare(
    "INSERT INTO subscribers (email, language, topics, key, created_at, last_notice_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const setChoices = db.prepare("UPDATE subscribers SET language = ?, topics = ? WHERE id = ?");
  const noticed = db.prepare("UPDATE subscribers SET last_notice_at = ? WHERE id = ?");
  const queueOne = db.prepare("INSERT INTO subscriber_outbox (subscriber_id, kind, next_at) VALUES (?, ?, ?)");
  const deleteOutbox = db.prepare("DELETE FROM subscriber_outbox WHERE subscriber_id = ? AND status = 'pending'");
  const deleteSubscriber = db.prepare("DELETE FROM subscribers WHERE id = ?");
  const lastMailboxNotice = one<{ at: number }>("SELECT at FROM mailbox_notices WHERE mailbox = ?");
  const mailboxNoticed = db.prepare(
    "INSERT INTO mailbox_notices (mailbox, at) VALUES (?, ?) ON CONFLICT (mailbox) DO UPDATE SET at = excluded.at",
  );
  const forgetMailboxes = db.prepare("DELETE FROM mailbox_notices WHERE at <= ?");
  const keepRemovedKey = db.prepare(
    "INSERT OR REPLACE INTO unsubscribed (id, key, at) SELECT id, key, ? FROM subscribers WHERE id = ?",
  );
  const forgetRemovedKeys = db.prepare("DELETE FROM unsubscribed WHERE at <= ?");
  const removedKey = one<{ key: string }>("SELECT key FROM unsubscribed WHERE id = ?");
  const stale = one<{ id: number }>("SELECT id FROM subscribers WHERE confirmed_at IS NULL AND created_at < ?");
  const insertMailing = db.prepare(
    "INSERT OR IGNORE INTO mailings (item, topic, created_at, content) VALUES (?, ?, ?, ?)",
  );
  const queueMailing = db.prepare(
    `INSERT OR IGNORE INTO subscriber_outbox (subscriber_id, kind, mailing_id, next_at)
     SELECT id, 'item', ?, ? FROM subscribers WHERE confirmed_at IS NOT NULL AND instr(',' || topics || ',', ',' || ? || ',') > 0 ORDER BY id`,
  );
  const itemNamed = one("SELECT 1 FROM mailings WHERE item = ?");
  const itemsLike = one("SELECT * FROM mailings WHERE item LIKE ? ESCAPE '\\' ORDER BY id");
  const dueRows = one<{ id: number; kind: string; attempts: number; subscriber_id: number; mailing_id: number | null }>(
    "SELECT id, kind, attempts, subscriber_id, mailing_id FROM subscriber_outbox WHERE status = 'pending' AND next_at <= ? ORDER BY next_at, id LIMIT ?",
  );
  const mailingById = one("SELECT * FROM mailings WHERE id = ?");
  const nextDue = one<{ next: number | null }>(
    "SELECT MIN(next_at) AS next FROM subscriber_outbox WHERE status = 'pending'",
  );
  const sent = db.prepare(
    "UPDATE subscriber_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, error = NULL WHERE id = ?",
  );
  const failed = db.prepare(
    `UPDATE subscriber_outbox SET attempts = attempts + 1, error = ?, next_at = ?,
     status = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'pending' END WHERE id = ? AND status = 'pending'`,
  );
  const givenUp = db.prepare(
    "UPDATE subscriber_outbox SET attempts = attempts + 1, error = ?, status = 'failed', refused = 1 WHERE id = ? AND status = 'pending'",
  );
  // The refusals in a row: those since the last email the address's server accepted.
  const refusals = one<{ subscriber_id: number; refusals: number }>(
    `SELECT e.subscriber_id, (SELECT COUNT(*) FROM subscriber_outbox o WHERE o.subscriber_id = e.subscriber_id
       AND o.refused = 1 AND o.id > COALESCE((SELECT MAX(s.id) FROM subscriber_outbox s
         WHERE s.subscriber_id = e.subscriber_id AND s.status = 'sent'), 0)) AS refusals
     FROM subscriber_outbox e WHERE e.id = ?`,
  );
  const statusRows = one<{
    item: string;
    topic: string;
    created_at: string;
    pending: number;
    sent: number;
    failed: number;
  }>(
    `SELECT m.item, m.topic, m.created_at,
       COALESCE(SUM(o.status = 'pending'), 0) AS pending, COALESCE(SUM(o.status = 'sent'), 0) AS sent, COALESCE(SUM(o.status = 'failed'), 0) AS failed
     FROM mailings m LEFT JOIN subscriber_outbox o ON o.mailing_id = m.id GROUP BY m.id ORDER BY m.id DESC`,
  );
  const everyone = one("SELECT * FROM subscribers ORDER BY id");
  const getMeta = one<{ value: string }>("SELECT value FROM subscription_meta WHERE name = ?");
  const putMetaOnce = db.prepare("INSERT OR IGNORE INTO subscription_meta (name, value) VALUES (?, ?)");
  const putMeta = db.prepare(
    "INSERT INTO subscription_meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
  );

  putMetaOnce.run("store", randomBytes(9).toString("base64url"));
  const storeName = getMeta.get("store")?.value ?? "";

  const get = (id: number) => {
    const row = byId.get(id);
    return row === undefined ? undefined : toSubscriber(row);
  };

  const subscribe = db.transaction(
    (email: string, language: MailLanguage, topics: Topic[], now: Date): SubscribeOutcome => {
      const row = byEmail.get(email) as (Record<string, unknown> & { last_notice_at: number }) | undefined;
      const known = row === undefined ? undefined : toSubscriber(row);
      // An unconfirmed address takes the latest choices; a confirmed one changes only through its own manage link.
      if (known && !known.confirmedAt) setChoices.run(language, topics.join(","), known.id);
      forgetMailboxes.run(now.getTime() - DAY_MS);
      const mailbox = mailboxDigest(email);
      const lastNotice = Math.max(lastMailboxNotice.get(mailbox)?.at ?? 0, row?.last_notice_at ?? 0);
      // However the address is written this time, its mailbox was sent an email today: nothing more is sent or kept.
      if (lastNotice > now.getTime() - DAY_MS) return "nothing sent today";
      mailboxNoticed.run(mailbox, now.getTime());
      if (!known) {
        const id = Number(
          insertSubscriber.run(email, language, topics.join(","), newKey(), now.toISOString(), now.getTime())
            .lastInsertRowid,
        );
        queueOne.run(id, "confirm", now.getTime());
        return "confirmation queued";
      }
      noticed.run(now.getTime(), known.id);
      queueOne.run(known.id, known.confirmedAt ? "reminder" : "confirm", now.getTime());
      return known.confirmedAt ? "reminder queued" : "confirmation queued";
    },
  );

  const remove = db.transaction((id: number, now = Date.now()) => {
    forgetRemovedKeys.run(now - UNSUBSCRIBED_KEPT_MS);
    keepRemovedKey.run(now, id);
    deleteOutbox.run(id);
    return deleteSubscriber.run(id).changes > 0;
  });

  const publish = db.transaction(
    (item: string, topic: Topic, content: unknown, now: Date, quiet: boolean): number | null => {
      const inserted = insertMailing.run(item, topic, now.toISOString(), JSON.stringify(content));
      if (inserted.changes === 0) return null;
      return quiet ? 0 : queueMailing.run(inserted.lastInsertRowid, now.getTime(), topic).changes;
    },
  );

  return {
    subscribe: (email, language, topics, now = new Date()) => subscribe(email, language, topics, now),
    get,
    byEmail: (email) => {
      const row = byEmail.get(email);
      return row === undefined ? undefined : toSubscriber(row);
    },
    removedKey: (id) => removedKey.get(id)?.key,
    confirm: (id, now = new Date()) => {
      db.prepare("UPDATE subscribers SET confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?").run(
        now.toISOString(),
        id,
      );
      const subscriber = get(id);
      if (!subscriber) throw new Error("no such subscriber");
      return subscriber;
    },
    update: (id, language, topics) => {
      setChoices.run(language, topics.join(","), id);
    },
    remove: (id) => {
      const removed = remove(id);
      if (removed) forgetForGood(db);
      return removed;
    },
    forgetUnconfirmed: (now = new Date()) => {
      const cutoff = new Date(now.getTime() - PENDING_DAYS * DAY_MS).toISOString();
      const forgotten = stale.all(cutoff).filter(({ id }) => remove(id)).length;
      if (forgotten > 0) forgetForGood(db);
      return forgotten;
    },
    list: () => everyone.all().map(toSubscriber),
    publish: (item, topic, content, { now = new Date(), quiet = false } = {}) =>
      publish(item, topic, content, now, quiet),
    hasItem: (item) => itemNamed.get(item) !== undefined,
    items: (prefix) => itemsLike.all(`${prefix.replace(/[\\%_]/g, "\\$&")}%`).map(toMailing),
    due: (now, limit) =>
      dueRows.all(now, limit).flatMap((row) => {
        const subscriber = get(row.subscriber_id);
        const mailing = row.mailing_id === null ? undefined : mailingById.get(row.mailing_id);
        if (!subscriber || (mailing === undefined && row.kind === "item")) return [];
        return [
          {
            id: row.id,
            uid: `${row.id}.${storeName}`,
            kind: z.enum(["confirm", "reminder", "item"]).parse(row.kind),
            attempts: row.attempts,
            subscriber,
            mailing: mailing ? toMailing(mailing) : null,
          },
        ];
      }),
    nextDueAt: () => nextDue.get()?.next ?? null,
    markSent: (id, at) => {
      sent.run(at.toISOString(), id);
    },
    markFailed: (id, error, nextAttemptAt) => {
      failed.run(error.slice(0, 1000), nextAttemptAt, id);
    },
    giveUp: (id, error) => {
      if (givenUp.run(error.slice(0, 1000), id).changes === 0) return false;
      const counted = refusals.get(id);
      if (counted && counted.refusals >= REFUSALS_BEFORE_REMOVAL && remove(counted.subscriber_id)) forgetForGood(db);
      return true;
    },
    status: () =>
      statusRows.all().map((row) => ({
        item: row.item,
        topic: z.enum(allTopics).parse(row.topic),
        createdAt: row.created_at,
        pending: row.pending,
        sent: row.sent,
        failed: row.failed,
      })),
    counts: () => {
      const all = everyone.all().map(toSubscriber);
      const confirmed = all.filter((subscriber) => subscriber.confirmedAt);
      const count = <K extends string>(keys: readonly K[], has: (subscriber: Subscriber, key: K) => boolean) =>
        Object.fromEntries(
          keys.map((key) => [key, confirmed.filter((subscriber) => has(subscriber, key)).length]),
        ) as Record<K, number>;
      return {
        topics: count(allTopics, (subscriber, topic) => subscriber.topics.includes(topic)),
        languages: count(mailLanguages, (subscriber, language) => subscriber.language === language),
        confirmed: confirmed.length,
        unconfirmed: all.length - confirmed.length,
      };
    },
    meta: (name) => getMeta.get(name)?.value,
    setMeta: (name, value) => {
      putMeta.run(name, value);
    },
    close: () => db.close(),
  };
}
