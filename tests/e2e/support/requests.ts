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
