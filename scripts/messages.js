// @ts-check
// Lists the contact messages in the store (CONTACT_DB_PATH, default data/messages.db), newest first,
// with their delivery status. Usage: npm run messages [-- --limit N]
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import Database from "better-sqlite3";

/**
 * @typedef {{ id: number, created_at: string, language: string, name: string, email: string, phone: string | null,
 *   subject: string | null, message: string, status: string, attempts: number, next_attempt_at: number,
 *   last_error: string | null, sent_at: string | null }} MessageRow
 */

/** @param {string[]} args */
function parseLimit(args) {
  const index = args.indexOf("--limit");
  if (index === -1) return 50;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error("--limit needs a whole number of at least 1");
    process.exit(2);
  }
  return value;
}

/** @param {MessageRow} row */
function statusLine(row) {
  if (row.status === "sent") return `sent ${row.sent_at ?? ""} (after ${row.attempts} attempt${row.attempts === 1 ? "" : "s"})`;
  if (row.attempts === 0) return "stored, not forwarded yet (forwarded by SMTP once SMTP_URL and CONTACT_TO are set)";
  return `not delivered yet: ${row.attempts} failed attempt${row.attempts === 1 ? "" : "s"}, next ${new Date(row.next_attempt_at).toISOString()}; last error: ${row.last_error ?? "unknown"}`;
}

/** @param {MessageRow} row */
function format(row) {
  const lines = [
    `#${row.id}  ${row.created_at}  [${row.status.toUpperCase()}]`,
    `  From:     ${row.name} <${row.email}>${row.phone ? `, ${row.phone}` : ""}`,
    ...(row.subject ? [`  Subject:  ${row.subject}`] : []),
    `  Language: ${row.language}`,
    `  Delivery: ${statusLine(row)}`,
    ...row.message.split("\n").map((line) => `  | ${line}`),
  ];
  return lines.join("\n");
}

const path = resolve(process.env.CONTACT_DB_PATH?.trim() || "data/messages.db");
if (!existsSync(path)) {
  console.log(`No messages yet: there is no message store at ${path}.`);
  process.exit(0);
}

const db = new Database(path, { readonly: true, fileMustExist: true });
const limit = parseLimit(process.argv.slice(2));
const total = /** @type {{ count: number, pending: number }} */ (
  db.prepare("SELECT COUNT(*) AS count, COALESCE(SUM(status = 'pending'), 0) AS pending FROM messages").get()
);
const rows = /** @type {MessageRow[]} */ (db.prepare("SELECT * FROM messages ORDER BY created_at DESC, id DESC LIMIT ?").all(limit));
db.close();

console.log(`${total.count} message${total.count === 1 ? "" : "s"} in ${path} (${total.pending} not delivered yet)${rows.length < total.count ? `; showing the newest ${rows.length}` : ""}.`);
for (const row of rows) console.log(`\n${format(row)}`);
