import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { forgetForGood, openStoreDatabase } from "./store-database.server";

const dir = mkdtempSync(join(tmpdir(), "store-database-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the store's file", () => {
  it("does not wait for a reader to empty its log after a deletion, and empties it once the reader is done", async () => {
    const path = join(dir, "read-meanwhile.db");
    const db = openStoreDatabase(path);
    db.exec("CREATE TABLE notes (text TEXT)");
    db.prepare("INSERT INTO notes VALUES (?)").run("Cầu cho mẹ");
    const reader = new Database(path, { readonly: true });
    reader.exec("BEGIN");
    reader.prepare("SELECT count(*) FROM notes").get();
    db.prepare("DELETE FROM notes").run();
    const started = Date.now();
    forgetForGood(db, 20);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(0);
    reader.exec("COMMIT");
    reader.close();
    await expect.poll(() => statSync(`${path}-wal`).size).toBe(0);
    db.close();
  });
});
