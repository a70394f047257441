import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openRequestStore } from "#app/features/requests/store.server";
import { rotate, runBackup } from "./backup.mjs";

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
    /** The command's work in this process, each run dated a day after the one before. */
    let day = 0;
    const run = async (...args: string[]) => {
      let stdout = "";
      let stderr = "";
      day += 1;
      const code = await runBackup(args, {
        out: { write: (text: string) => (stdout += text) },
        err: { write: (text: string) => (stderr += text) },
        environment: { ...process.env, CONTACT_DB_PATH: database },
        now: new Date(Date.now() + day * 86_400_000),
      });
      return { code, stdout, stderr };
    };
    // The first as the office runs it, a process of its own: its arguments, its settings, its output.
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/backup.mjs", target, "--keep", "2"], {
      env: { ...process.env, CONTACT_DB_PATH: database },
    });
    expect(stdout).toContain("Backed up messages.db");
    for (let i = 0; i < 2; i++) {
      expect(await run(target, "--keep", "2")).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("Backed up messages.db"),
      });
    }
    expect(readdirSync(target)).toHaveLength(2);
    // Readable by the site's user only, whatever the umask it ran under.
    const [newest] = readdirSync(target);
    expect(statSync(join(target, newest ?? "")).mode & 0o777).toBe(0o700);
    expect(statSync(join(target, newest ?? "", "messages.db")).mode & 0o777).toBe(0o600);
    expect(await run(target, "--keep", "0")).toMatchObject({
      code: 2,
      stdout: "",
      stderr: expect.stringContaining("--keep needs a whole number"),
    });
  });
});
