import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openRequestStore } from "#app/features/requests/store.server";
import { rotate } from "./backup.mjs";

const dir = mkdtempSync(join(tmpdir(), "backup-rotation-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("backup rotation", () => {
  it("keeps the newest N backups and touches nothing else in the folder", () => {
    const target = join(dir, "rotate");
    const days = ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"].map(
      (day) => `parish-backup-${day}T02-00-00-000Z`,
    );
    for (const name of days) mkdirSync(join(target, name), { recursive: true });
    mkdirSync(join(target, "photos"));
    writeFileSync(join(target, "parish-backup-notes.txt"), "kept");
    expect(rotate({ target, keep: 2 })).toEqual(days.slice(0, 2));
    expect(readdirSync(target).sort()).toEqual([...days.slice(2), "parish-backup-notes.txt", "photos"].sort());
  });

  it("npm run backup -- <dir> --keep N writes a new backup and rotates, and refuses a bad --keep", async () => {
    const database = join(dir, "messages.db");
    const store = openRequestStore(database);
    store.add("contact", { name: "Maria", email: "maria@example.com", message: "Xin chào" }, "vi");
    store.close();
    const target = join(dir, "backups");
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ["scripts/backup.mjs", ...args], {
        env: { ...process.env, CONTACT_DB_PATH: database },
      });
    for (let i = 0; i < 3; i++) {
      const { stdout } = await run(target, "--keep", "2");
      expect(stdout).toContain("Backed up messages.db");
    }
    expect(readdirSync(target)).toHaveLength(2);
    // Readable by the site's user only, whatever the umask it ran under.
    const [newest] = readdirSync(target);
    expect(statSync(join(target, newest ?? "")).mode & 0o777).toBe(0o700);
    expect(statSync(join(target, newest ?? "", "messages.db")).mode & 0o777).toBe(0o600);
    await expect(run(target, "--keep", "0")).rejects.toMatchObject({
      stderr: expect.stringContaining("--keep needs a whole number"),
    });
  });
});
