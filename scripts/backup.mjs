// @ts-check
// Writes a consistent copy of the message store (SQLite's online backup, safe while the site runs and takes posts)
// and the last good copy of the content service's data into a new folder under the directory given.
// Usage: npm run backup -- <directory> [--keep N]   (--keep: only the newest N backups there are kept)
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";

/** The content service's last good answers, kept beside the message store (app/features/content/content-service.server.ts). */
const CONTENT_CACHE = /^last-good-[\w-]+\.json$/;

const BACKUP_FOLDER = /^parish-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z$/;

/**
 * Deletes all but the newest `keep` backups in `target`, since each holds the requests visitors sent: a backup is
 * kept no longer than the rotation says. Only folders this script wrote are touched.
 * @param {{ target: string, keep: number }} options
 * @returns {string[]} the folders deleted
 */
export function rotate({ target, keep }) {
  const backups = readdirSync(target, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && BACKUP_FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) rmSync(join(target, name), { recursive: true, force: true });
  return old;
}

/**
 * @param {{ database: string, target: string, now?: Date }} options
 * @returns {Promise<{ folder: string, files: string[] }>}
 */
export async function backup({ database, target, now = new Date() }) {
  const folder = join(target, `parish-backup-${now.toISOString().replace(/[:.]/g, "-")}`);
  // Requests hold visitors' personal details: the copy is readable by the site's own user only, whatever the umask.
  mkdirSync(folder, { recursive: true });
  chmodSync(folder, 0o700);
  const files = [];
  if (existsSync(database)) {
    const db = new Database(database, { readonly: true, fileMustExist: true });
    try {
      await db.backup(join(folder, basename(database)));
    } finally {
      db.close();
    }
    files.push(basename(database));
  }
  const dataDir = dirname(database);
  for (const name of existsSync(dataDir) ? readdirSync(dataDir).filter((file) => CONTENT_CACHE.test(file)) : []) {
    copyFileSync(join(dataDir, name), join(folder, name));
    files.push(name);
  }
  for (const file of files) chmodSync(join(folder, file), 0o600);
  return { folder, files };
}

/**
 * The command's work, for its arguments (`<directory> [--keep N]`): answers the exit code it ends with.
 * @param {string[]} args
 * @param {{
 *   out: { write(text: string): unknown },
 *   err: { write(text: string): unknown },
 *   environment: Record<string, string | undefined>,
 *   now?: Date,
 * }} run where it writes, the variables it reads (the process's own when run), and the time that names the backup
 * @returns {Promise<number>}
 */
export async function runBackup(args, { out, err, environment, now }) {
  /** @type {{ target: string | undefined, keep: number | undefined }} */
  let wanted;
  try {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { keep: { type: "string" } } });
    if (values.keep !== undefined && !/^[1-9]\d*$/.test(values.keep))
      throw new Error("--keep needs a whole number of at least 1");
    wanted = { target: positionals[0], keep: values.keep === undefined ? undefined : Number(values.keep) };
  } catch (error) {
    err.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  if (!wanted.target) {
    err.write("Name the directory to write the backup to: npm run backup -- /var/backups/parish-website [--keep 14]\n");
    return 2;
  }
  const target = resolve(wanted.target);
  const database = resolve(environment.CONTACT_DB_PATH?.trim() || "data/messages.db");
  const { folder, files } = await backup({ database, target, now });
  out.write(
    files.length > 0
      ? `Backed up ${files.join(", ")} to ${folder}\n`
      : `Nothing to back up yet: there is no message store at ${database}.\n`,
  );
  if (wanted.keep !== undefined) {
    const removed = rotate({ target, keep: wanted.keep });
    out.write(`Kept the newest ${wanted.keep} backups; deleted ${removed.length}.\n`);
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await runBackup(process.argv.slice(2), {
    out: process.stdout,
    err: process.stderr,
    environment: process.env,
  });
}
