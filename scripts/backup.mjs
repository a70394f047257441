// @ts-check
// Writes a consistent copy of the message store (SQLite's online backup, safe while the site runs and takes posts)
// and the last good copy of the content service's data into a new folder under the directory given.
// Usage: npm run backup -- <directory>
import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";

/** The content service's last good answers, kept beside the message store (app/features/content/content-service.server.ts). */
const CONTENT_CACHE = /^last-good-[\w-]+\.json$/;

/**
 * @param {{ database: string, target: string, now?: Date }} options
 * @returns {Promise<{ folder: string, files: string[] }>}
 */
export async function backup({ database, target, now = new Date() }) {
  const folder = join(target, `parish-backup-${now.toISOString().replace(/[:.]/g, "-")}`);
  mkdirSync(folder, { recursive: true });
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
  return { folder, files };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const target = process.argv[2];
  if (!target) {
    console.error("Name the directory to write the backup to: npm run backup -- /var/backups/parish-website");
    process.exit(2);
  }
  const database = resolve(process.env.CONTACT_DB_PATH?.trim() || "data/messages.db");
  const { folder, files } = await backup({ database, target: resolve(target) });
  console.log(files.length > 0 ? `Backed up ${files.join(", ")} to ${folder}` : `Nothing to back up yet: there is no message store at ${database}.`);
}
