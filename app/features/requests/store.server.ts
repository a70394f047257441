import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { type Language, languages } from "#app/i18n/language";
import { emptyLogWaiting, forgetForGood, openStoreDatabase } from "#app/lib/store-database.server";
import type { RequestData, RequestKind } from "./form-spec";
import { requestKinds } from "./registry";

/**
 * Every request a visitor sent, with where it stands on each way out to the office: `mail` (forwarded by SMTP) and
 * `studio` (a document in the Sanity Studio). `npm run messages` (scripts/messages.ts) reads the same table.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL,
  language TEXT NOT NULL,
  data TEXT NOT NULL,
  mail_status TEXT NOT NULL DEFAULT 'pending' CHECK (mail_status IN ('pending', 'done')),
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_next_at INTEGER NOT NULL,
  mail_error TEXT,
  mail_done_at TEXT,
  studio_status TEXT NOT NULL DEFAULT 'pending' CHECK (studio_status IN ('pending', 'done')),
  studio_attempts INTEGER NOT NULL DEFAULT 0,
  studio_next_at INTEGER NOT NULL,
  studio_error TEXT,
  studio_done_at TEXT
);
CREATE INDEX IF NOT EXISTS requests_mail_due ON requests (mail_status, mail_next_at);
CREATE INDEX IF NOT EXISTS requests_studio_due ON requests (studio_status, studio_next_at);
`;

/** Contact messages kept by earlier versions, in a table of their own, move into the requests table with their ids. */
const MIGRATE_MESSAGES = `
INSERT INTO requests (id, uid, kind, created_at, language, data, mail_status, mail_attempts, mail_next_at, mail_error, mail_done_at, studio_next_at)
SELECT id, lower(hex(randomblob(16))), 'contact', created_at, language,
  json_patch('{}', json_object('name', name, 'email', email, 'phone', phone, 'subject', subject, 'message', message)),
  CASE status WHEN 'sent' THEN 'done' ELSE 'pending' END, attempts, next_attempt_at, last_error, sent_at, next_attempt_at
FROM messages ORDER BY id;
DROP TABLE messages;
`;

export const channels = ["mail", "studio"] as const;
export type Channel = (typeof channels)[number];

const fieldValue = z.union([z.string(), z.array(z.string())]);
const dataSchema = z.record(z.string(), z.union([fieldValue, z.array(z.record(z.string(), fieldValue))]));

const rowSchema = z.looseObject({
  id: z.number().int(),
  uid: z.string(),
  kind: z.enum(requestKinds),
  created_at: z.string(),
  language: z.enum(languages),
  data: z.string().transform((text, context) => {
    const parsed = dataSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data as RequestData;
    context.addIssue({ code: "custom", message: "stored request data is not a request" });
    return z.NEVER;
  }),
});

export interface ChannelState {
  status: "pending" | "done";
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  doneAt: string | null;
}

export interface StoredRequest {
  id: number;
  /** Names the request outside this store (the Studio document), so a second attempt never makes a second copy. */
  uid: string;
  kind: RequestKind;
  createdAt: string;
  language: Language;
  data: RequestData;
  mail: ChannelState;
  studio: ChannelState;
}

function channelState(row: Record<string, unknown>, channel: Channel): ChannelState {
  const state = z
    .object({
      status: z.enum(["pending", "done"]),
      attempts: z.number(),
      next: z.number(),
      error: z.string().nullable(),
      done: z.string().nullable(),
    })
    .parse({
      status: row[`${channel}_status`],
      attempts: row[`${channel}_attempts`],
      next: row[`${channel}_next_at`],
      error: row[`${channel}_error`],
      done: row[`${channel}_done_at`],
    });
  return {
    status: state.status,
    attempts: state.attempts,
    nextAttemptAt: state.next,
    lastError: state.error,
    doneAt: state.done,
  };
}

function toRequest(row: unknown): StoredRequest {
  const r: z.infer<typeof rowSchema> & Record<string, unknown> = rowSchema.parse(row);
  return {
    id: r.id,
    uid: r.uid,
    kind: r.kind,
    createdAt: r.created_at,
    language: r.language,
    data: r.data,
    mail: channelState(r, "mail"),
    studio: channelState(r, "studio"),
  };
}

export interface Backlog {
  /** Requests not yet through this way out. */
  waiting: number;
  /** When the oldest of them was received (ISO), or null when none waits. */
  oldestWaitingSince: string | null;
}

export interface RequestStore {
  /** Commits the request before it returns: once this returns, a crash cannot lose it. */
  add(kind: RequestKind, data: RequestData, language: Language, now?: Date): number;
  get(id: number): StoredRequest | undefined;
  /** Requests not yet through this way out whose next attempt is due, oldest first. */
  due(channel: Channel, now: number, limit: number): StoredRequest[];
  /** When the earliest waiting request is due on this way out, or null when none waits. */
  nextDueAt(channel: Channel): number | null;
  markDone(channel: Channel, id: number, at: Date): void;
  backlog(channel: Channel): Backlog;
  markFailed(channel: Channel, id: number, error: string, nextAttemptAt: number): void;
  /** Every request, newest first. */
  list(): StoredRequest[];
  /** The requests whose email address is this one, in any case. */
  withEmail(address: string): StoredRequest[];
  /** Deletes these requests for good; answers how many there were. */
  remove(ids: readonly number[]): number;
  /**
   * Empties the write-ahead log into the file now, waiting up to `waitMs` for readers: for a command about to exit,
   * whose later tries (forgetForGood's) would never run. False when a reader held the log the whole time.
   */
  emptyLog(waitMs: number): boolean;
  close(): void;
}

/** Opens (and on first use creates) the SQLite request store at `path`. */
export function openRequestStore(path: string): RequestStore {
  const db = openStoreDatabase(path);
  db.transaction(() => {
    db.exec(SCHEMA);
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get())
      db.exec(MIGRATE_MESSAGES);
  })();

  const insert = db.prepare(
    `INSERT INTO requests (uid, kind, created_at, language, data, mail_next_at, studio_next_at)
     VALUES (@uid, @kind, @createdAt, @language, @data, @now, @now)`,
  );
  const byId = db.prepare("SELECT * FROM requests WHERE id = ?");
  const all = db.prepare("SELECT * FROM requests ORDER BY created_at DESC, id DESC");
  const byEmail = db.prepare(
    "SELECT * FROM requests WHERE lower(trim(json_extract(data, '$.email'))) = lower(trim(?)) ORDER BY id",
  );
  const deleteOne = db.prepare("DELETE FROM requests WHERE id = ?");
  const deleteMany = db.transaction((ids: readonly number[]) =>
    ids.reduce((count, id) => count + deleteOne.run(id).changes, 0),
  );
  const statements = Object.fromEntries(
    channels.map((channel) => [
      channel,
      {
        due: db.prepare(
          `SELECT * FROM requests WHERE ${channel}_status = 'pending' AND ${channel}_next_at <= ? ORDER BY ${channel}_next_at, id LIMIT ?`,
        ),
        next: db.prepare(`SELECT MIN(${channel}_next_at) AS next FROM requests WHERE ${channel}_status = 'pending'`),
        backlog: db.prepare(
          `SELECT COUNT(*) AS waiting, MIN(created_at) AS oldest FROM requests WHERE ${channel}_status = 'pending'`,
        ),
        done: db.prepare(
          `UPDATE requests SET ${channel}_status = 'done', ${channel}_attempts = ${channel}_attempts + 1, ${channel}_done_at = ?, ${channel}_error = NULL WHERE id = ?`,
        ),
        failed: db.prepare(
          `UPDATE requests SET ${channel}_attempts = ${channel}_attempts + 1, ${channel}_error = ?, ${channel}_next_at = ? WHERE id = ? AND ${channel}_status = 'pending'`,
        ),
      },
    ]),
  ) as Record<Channel, Record<"due" | "next" | "backlog" | "done" | "failed", Database.Statement>>;

  return {
    add: (kind, data, language, now = new Date()) =>
      Number(
        insert.run({
          uid: randomUUID(),
          kind,
          createdAt: now.toISOString(),
          language,
          data: JSON.stringify(data),
          now: now.getTime(),
        }).lastInsertRowid,
      ),
    get: (id) => {
      const row: unknown = byId.get(id);
      return row === undefined ? undefined : toRequest(row);
    },
    due: (channel, now, limit) => statements[channel].due.all(now, limit).map(toRequest),
    nextDueAt: (channel) => z.object({ next: z.number().nullable() }).parse(statements[channel].next.get()).next,
    backlog: (channel) => {
      const { waiting, oldest } = z
        .object({ waiting: z.number(), oldest: z.string().nullable() })
        .parse(statements[channel].backlog.get());
      return { waiting, oldestWaitingSince: oldest };
    },
    markDone: (channel, id, at) => {
      statements[channel].done.run(at.toISOString(), id);
    },
    markFailed: (channel, id, error, nextAttemptAt) => {
      statements[channel].failed.run(error.slice(0, 1000), nextAttemptAt, id);
    },
    list: () => all.all().map(toRequest),
    withEmail: (address) => byEmail.all(address).map(toRequest),
    remove: (ids) => {
      const count = deleteMany(ids);
      if (count > 0) forgetForGood(db);
      return count;
    },
    emptyLog: (waitMs) => emptyLogWaiting(db, waitMs),
    close: () => db.close(),
  };
}
