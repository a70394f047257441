import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";

/** Opens (and on first use creates) the store's SQLite file, as every table in it (requests, subscribers) needs it. */
export function openStoreDatabase(path: string): Database.Database {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL makes every commit reach the disk before "sent" is answered, power loss included.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  // What is deleted is overwritten, not only unlinked: a visitor's deleted words must not stay in the file, or in the
  // backups copied from it.
  db.pragma("secure_delete = ON");
  return db;
}

/** How long after a checkpoint that a reader held up it is tried again. */
const CHECKPOINT_RETRY_MS = 60_000;

/**
 * After a deletion: the write-ahead log still holds the pages as they were before it; they are written into the
 * file and the log emptied, so nothing deleted stays in either. It never waits for a reader (a backup being copied,
 * the office's command): the server's one thread would wait with it; it tries again a minute later instead.
 */
export function forgetForGood(db: Database.Database, retryMs = CHECKPOINT_RETRY_MS): void {
  if (!emptyLogWaiting(db, 0)) setTimeout(() => db.open && forgetForGood(db, retryMs), retryMs).unref();
}

/** Writes the log into the file and empties it, waiting up to `waitMs` for readers; false when they held it. */
export function emptyLogWaiting(db: Database.Database, waitMs: number): boolean {
  const timeout = Number(db.pragma("busy_timeout", { simple: true }));
  db.pragma(`busy_timeout = ${waitMs}`);
  try {
    const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    return result?.busy === 0;
  } catch {
    return false;
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}
