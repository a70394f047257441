import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { z } from "zod";
import { languages } from "#app/i18n/language";
import type { Language } from "#app/i18n/language";
import type { ContactMessage } from "./schema";

/** `pending` until the office's mailbox accepted it; `npm run messages` (scripts/messages.js) reads the same table. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS messages_due ON messages (status, next_attempt_at);
`;

const rowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  language: z.enum(languages),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(["pending", "sent"]),
  attempts: z.number().int(),
  next_attempt_at: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});

export interface StoredMessage {
  id: number;
  createdAt: string;
  language: Language;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  status: "pending" | "sent";
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
}

function toMessage(row: unknown): StoredMessage {
  const r = rowSchema.parse(row);
  return {
    id: r.id,
    createdAt: r.created_at,
    language: r.language,
    name: r.name,
    email: r.email,
    phone: r.phone ?? undefined,
    subject: r.subject ?? undefined,
    message: r.message,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
    sentAt: r.sent_at,
  };
}

export interface MessageStore {
  /** Commits the message before it returns: once this returns, a crash cannot lose it. */
  add(message: ContactMessage, language: Language, now?: Date): number;
  get(id: number): StoredMessage | undefined;
  /** Unsent messages whose next attempt is due, oldest first. */
  due(now: number, limit: number): StoredMessage[];
  /** When the earliest unsent message is due, or null when none waits. */
  nextDueAt(): number | null;
  markSent(id: number, at: Date): void;
  markFailed(id: number, error: string, nextAttemptAt: number): void;
  /** Every message, newest first. */
  list(): StoredMessage[];
  close(): void;
}

/** Opens (and on first use creates) the SQLite message store at `path`. */
export function openMessageStore(path: string): MessageStore {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL makes every commit reach the disk before "Message Sent" is answered, power loss included.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);

  const insert = db.prepare(
    `INSERT INTO messages (created_at, language, name, email, phone, subject, message, next_attempt_at)
     VALUES (@createdAt, @language, @name, @email, @phone, @subject, @message, @nextAttemptAt)`,
  );
  const byId = db.prepare("SELECT * FROM messages WHERE id = ?");
  const dueRows = db.prepare("SELECT * FROM messages WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?");
  const nextDue = db.prepare("SELECT MIN(next_attempt_at) AS next FROM messages WHERE status = 'pending'");
  const sent = db.prepare("UPDATE messages SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ?");
  const failed = db.prepare("UPDATE messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'pending'");
  const all = db.prepare("SELECT * FROM messages ORDER BY created_at DESC, id DESC");

  const addInTransaction = db.transaction((message: ContactMessage, language: Language, now: Date) => {
    const result = insert.run({
      createdAt: now.toISOString(),
      language,
      name: message.name,
      email: message.email,
      phone: message.phone ?? null,
      subject: message.subject ?? null,
      message: message.message,
      nextAttemptAt: now.getTime(),
    });
    return Number(result.lastInsertRowid);
  });

  return {
    add: (message, language, now = new Date()) => addInTransaction(message, language, now),
    get: (id) => {
      const row: unknown = byId.get(id);
      return row === undefined ? undefined : toMessage(row);
    },
    due: (now, limit) => dueRows.all(now, limit).map(toMessage),
    nextDueAt: () => {
      const row = z.object({ next: z.number().nullable() }).parse(nextDue.get());
      return row.next;
    },
    markSent: (id, at) => {
      sent.run(at.toISOString(), id);
    },
    markFailed: (id, error, nextAttemptAt) => {
      failed.run(error.slice(0, 1000), nextAttemptAt, id);
    },
    list: () => all.all().map(toMessage),
    close: () => db.close(),
  };
}
