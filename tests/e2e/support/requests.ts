import { test } from "@playwright/test";
import Database from "better-sqlite3";

export interface StoredRequestRow {
  id: number;
  kind: string;
  language: string;
  /** `pending` until the office's mailbox took it, then `sent`. */
  status: "pending" | "sent";
  studio: "pending" | "done";
  data: Record<string, unknown>;
}

/** The requests the site stored, oldest first, read straight from its SQLite file as the office's tools read it. */
export function storedRequests(dbPath: string, kind?: string): StoredRequestRow[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT id, kind, language, mail_status, studio_status, data FROM requests ${kind ? "WHERE kind = ?" : ""} ORDER BY id`,
      )
      .all(...(kind ? [kind] : [])) as {
      id: number;
      kind: string;
      language: string;
      mail_status: string;
      studio_status: "pending" | "done";
      data: string;
    }[];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      language: row.language,
      status: row.mail_status === "done" ? "sent" : "pending",
      studio: row.studio_status,
      data: JSON.parse(row.data) as Record<string, unknown>,
    }));
  } finally {
    db.close();
  }
}

let visitors = 0;

/**
 * The headers of a visitor of the test's own, as the server tells visitors apart (X-Forwarded-For from the loopback
 * proxy it trusts): the rate limit counts every post a visitor makes, and tests sharing a server make many.
 */
export function ownVisitor(): Record<string, string> {
  visitors += 1;
  // A /64 of its own: the server counts an IPv6 visitor by their /64.
  return { "X-Forwarded-For": `2001:db8:${test.info().workerIndex.toString(16)}:${visitors.toString(16)}::1` };
}
