import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openRequestStore } from "./store.server";

const dir = mkdtempSync(join(tmpdir(), "request-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message = { name: "Anna Tran", email: "anna@example.com", message: "Hello\nfrom Arlington" };
const pending = (at: number) => ({ status: "pending", attempts: 0, nextAttemptAt: at, lastError: null, doneAt: null });

describe("the request store", () => {
  it("creates its folder and file on first use, in WAL mode", () => {
    const path = join(dir, "a", "b", "messages.db");
    const store = openRequestStore(path);
    store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("keeps requests across a restart of the process's store, each with a uid of its own", () => {
    const path = join(dir, "restart.db");
    const first = openRequestStore(path);
    const at = new Date("2026-01-02T03:04:05Z");
    const id = first.add(
      "membership",
      { household: "Nguyễn", members: [{ memberName: "Giuse", sacraments: ["baptized"] }] },
      "vi",
      at,
    );
    const other = first.add("contact", message, "en", at);
    first.close();

    const second = openRequestStore(path);
    const stored = second.get(id);
    expect(stored).toEqual({
      id,
      uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: "membership",
      createdAt: "2026-01-02T03:04:05.000Z",
      language: "vi",
      data: { household: "Nguyễn", members: [{ memberName: "Giuse", sacraments: ["baptized"] }] },
      mail: pending(at.getTime()),
      studio: pending(at.getTime()),
    });
    expect(second.get(other)?.uid).not.toBe(stored?.uid);
    second.close();
  });

  it("leaves nothing of a deleted request in the file or its write-ahead log while the store stays open", () => {
    const path = join(dir, "forgotten.db");
    const store = openRequestStore(path);
    const words = "Xin cầu nguyện cho chồng tôi đang bệnh nặng";
    const id = store.add("prayer", { name: "Maria Nguyễn", intention: words }, "vi", new Date());
    store.add("contact", message, "en", new Date());
    expect(store.remove([id])).toBe(1);
    const written = [path, `${path}-wal`]
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString("utf8"))
      .join("");
    expect(written).toContain("Anna Tran");
    expect(written).not.toContain("Maria Nguyễn");
    expect(written).not.toContain(words);
    store.close();
  });

  it("empties its log when a command asks before it exits, once no reader holds it", () => {
    const path = join(dir, "before-exit.db");
    const store = openRequestStore(path);
    const id = store.add("prayer", { name: "Maria Nguyễn", intention: "Cầu cho mẹ" }, "vi", new Date());
    const reader = new Database(path, { readonly: true });
    reader.exec("BEGIN");
    reader.prepare("SELECT count(*) FROM requests").get();
    store.remove([id]);
    expect(store.emptyLog(50)).toBe(false);
    reader.exec("COMMIT");
    reader.close();
    expect(store.emptyLog(50)).toBe(true);
    expect(statSync(`${path}-wal`).size).toBe(0);
    store.close();
  });

  it("has a request visible to another connection as soon as add() returns", () => {
    const path = join(dir, "committed.db");
    const store = openRequestStore(path);
    const id = store.add("contact", message, "en");
    const other = new Database(path, { readonly: true });
    expect(
      other.prepare("SELECT kind, json_extract(data, '$.name') AS name FROM requests WHERE id = ?").get(id),
    ).toEqual({ kind: "contact", name: "Anna Tran" });
    other.close();
    store.close();
  });

  it("lists newest first and hands out due requests oldest first, on each way out apart", () => {
    const store = openRequestStore(join(dir, "order.db"));
    const older = store.add("contact", { ...message, name: "Older" }, "en", new Date(1_000));
    const newer = store.add("prayer", { intention: "Newer", readAloud: "no" }, "en", new Date(2_000));
    expect(store.list().map((m) => m.id)).toEqual([newer, older]);
    expect(store.due("mail", 5_000, 10).map((m) => m.id)).toEqual([older, newer]);
    expect(store.due("mail", 1_500, 10).map((m) => m.id)).toEqual([older]);
    store.markDone("mail", older, new Date(3_000));
    expect(store.due("mail", 5_000, 10).map((m) => m.id)).toEqual([newer]);
    expect(store.due("studio", 5_000, 10).map((m) => m.id)).toEqual([older, newer]);
    store.close();
  });

  it("records failures with the next attempt and stops handing out requests that went through", () => {
    const store = openRequestStore(join(dir, "outcomes.db"));
    const id = store.add("contact", message, "en", new Date(1_000));
    store.markFailed("studio", id, "HTTP 500", 61_000);
    expect(store.get(id)?.studio).toEqual({
      status: "pending",
      attempts: 1,
      lastError: "HTTP 500",
      nextAttemptAt: 61_000,
      doneAt: null,
    });
    expect(store.get(id)?.mail).toEqual(pending(1_000));
    expect(store.due("studio", 60_000, 10)).toEqual([]);
    expect(store.nextDueAt("studio")).toBe(61_000);
    store.markDone("studio", id, new Date(62_000));
    expect(store.get(id)?.studio).toMatchObject({
      status: "done",
      attempts: 2,
      lastError: null,
      doneAt: new Date(62_000).toISOString(),
    });
    expect(store.due("studio", Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect(store.nextDueAt("studio")).toBeNull();
    expect(store.nextDueAt("mail")).toBe(1_000);
    store.close();
  });

  it("moves the contact messages an earlier version kept into the requests, with their ids and delivery", () => {
    const path = join(dir, "earlier.db");
    const db = new Database(path);
    db.exec(`CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL, language TEXT NOT NULL, name TEXT NOT NULL,
      email TEXT NOT NULL, phone TEXT, subject TEXT, message TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL, last_error TEXT, sent_at TEXT)`);
    db.prepare(
      "INSERT INTO messages (id, created_at, language, name, email, phone, message, status, attempts, next_attempt_at, sent_at) VALUES (7, '2026-01-01T00:00:00.000Z', 'vi', 'Anna', 'anna@example.com', '817-555-0100', 'Xin chào', 'sent', 1, 5, '2026-01-01T00:00:09.000Z')",
    ).run();
    db.prepare(
      "INSERT INTO messages (id, created_at, language, name, email, message, attempts, next_attempt_at, last_error) VALUES (8, '2026-01-02T00:00:00.000Z', 'en', 'Ben', 'ben@example.com', 'Hello', 2, 99, 'ECONNREFUSED')",
    ).run();
    db.close();

    const store = openRequestStore(path);
    expect(store.get(7)).toMatchObject({
      kind: "contact",
      language: "vi",
      data: { name: "Anna", email: "anna@example.com", phone: "817-555-0100", message: "Xin chào" },
      mail: { status: "done", attempts: 1, doneAt: "2026-01-01T00:00:09.000Z" },
      studio: { status: "pending" },
    });
    expect(store.get(8)).toMatchObject({
      data: { name: "Ben", email: "ben@example.com", message: "Hello" },
      mail: { status: "pending", attempts: 2, nextAttemptAt: 99, lastError: "ECONNREFUSED" },
    });
    expect(store.add("contact", message, "en")).toBe(9);
    store.close();
    const reopened = new Database(path, { readonly: true });
    expect(reopened.prepare("SELECT name FROM sqlite_master WHERE name = 'messages'").get()).toBeUndefined();
    reopened.close();
  });
});
