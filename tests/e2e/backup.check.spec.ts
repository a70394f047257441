import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { startApp } from "./support/app-server";

const run = promisify(execFile);

test("a backup taken while messages are posted restores to a sound store holding every message acknowledged before it", async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), "parish-backup-data-"));
  const database = join(dataDir, "messages.db");
  const app = await startApp({ CONTACT_DB_PATH: database });
  const acknowledged: string[] = [];
  let posting = true;
  let sent = 0;

  // Each post comes from an address of its own (forwarded from loopback, which the server trusts), past the rate limit.
  async function keepPosting(stream: number) {
    while (posting) {
      sent += 1;
      const name = `Maria ${stream}-${sent}`;
      const response = await fetch(`${app.url}/api/requests/contact?lang=vi`, {
        method: "POST",
        body: new URLSearchParams({ name, email: "maria@example.org", message: "Xin cầu nguyện cho gia đình tôi." }),
        headers: { "x-forwarded-for": `10.${stream}.${Math.floor(sent / 250)}.${sent % 250}` },
      });
      if (response.ok && ((await response.json()) as { status: string }).status === "sent") acknowledged.push(name);
    }
  }
  const posters = [keepPosting(1), keepPosting(2)];
  try {
    await expect.poll(() => acknowledged.length).toBeGreaterThan(20);
    const beforeBackup = [...acknowledged];
    const target = mkdtempSync(join(tmpdir(), "parish-backup-"));
    const { stdout } = await run(process.execPath, ["scripts/backup.mjs", target], {
      env: { ...process.env, CONTACT_DB_PATH: database },
    });
    expect(stdout).toContain("Backed up messages.db");
    posting = false;
    await Promise.all(posters);

    const [folder = ""] = readdirSync(target);
    const restored = join(mkdtempSync(join(tmpdir(), "parish-restored-")), "messages.db");
    await run("cp", [join(target, folder, "messages.db"), restored]);
    const db = new Database(restored, { readonly: true });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    const names = new Set(
      (db.prepare("SELECT json_extract(data, '$.name') AS name FROM requests").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    db.close();
    expect(beforeBackup.filter((name) => !names.has(name))).toEqual([]);

    // The restored store serves a site again: it takes a new message.
    const again = await startApp({ CONTACT_DB_PATH: restored });
    try {
      const response = await fetch(`${again.url}/api/requests/contact?lang=en`, {
        method: "POST",
        body: new URLSearchParams({ name: "After restore", email: "office@example.org", message: "Hello." }),
      });
      expect(await response.json()).toEqual({ status: "sent" });
    } finally {
      await again.stop();
    }
  } finally {
    posting = false;
    await Promise.all(posters);
    await app.stop();
  }
});
