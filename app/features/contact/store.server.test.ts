import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openMessageStore } from "./store.server";

const dir = mkdtempSync(join(tmpdir(), "contact-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message = { name: "Anna Tran", email: "anna@example.com", message: "Hello\nfrom Arlington" };

describe("the message store", () => {
  it("creates its folder and file on first use, in WAL mode", () => {
    const path = join(dir, "a", "b", "messages.db");
    const store = openMessageStore(path);
    store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("keeps messages across a restart of the process's store", () => {
    const path = join(dir, "restart.db");
    const first = openMessageStore(path);
    const id = first.add({ ...message, phone: "817-555-0100", subject: "Baptism" }, "vi", new Date("2026-01-02T03:04:05Z"));
    first.close();

    const second = openMessageStore(path);
    expect(second.get(id)).toEqual({
      id,
      createdAt: "2026-01-02T03:04:05.000Z",
      language: "vi",
      ...message,
      phone: "817-555-0100",
      subject: "Baptism",
      status: "pending",
      attempts: 0,
      nextAttemptAt: Date.parse("2026-01-02T03:04:05Z"),
      lastError: null,
      sentAt: null,
    });
    second.close();
  });

  it("has a message visible to another connection as soon as add() returns", () => {
    const path = join(dir, "committed.db");
    const store = openMessageStore(path);
    const id = store.add(message, "en");
    const other = new Database(path, { readonly: true });
    expect(other.prepare("SELECT name FROM messages WHERE id = ?").get(id)).toEqual({ name: "Anna Tran" });
    other.close();
    store.close();
  });

  it("lists newest first and hands out due messages oldest first", () => {
    const store = openMessageStore(join(dir, "order.db"));
    const older = store.add({ ...message, name: "Older" }, "en", new Date(1_000));
    const newer = store.add({ ...message, name: "Newer" }, "en", new Date(2_000));
    expect(store.list().map((m) => m.id)).toEqual([newer, older]);
    expect(store.due(5_000, 10).map((m) => m.id)).toEqual([older, newer]);
    expect(store.due(1_500, 10).map((m) => m.id)).toEqual([older]);
    store.close();
  });

  it("records failures with the next attempt and stops handing out sent messages", () => {
    const store = openMessageStore(join(dir, "outcomes.db"));
    const id = store.add(message, "en", new Date(1_000));
    store.markFailed(id, "connect ECONNREFUSED", 61_000);
    expect(store.get(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "connect ECONNREFUSED", nextAttemptAt: 61_000 });
    expect(store.due(60_000, 10)).toEqual([]);
    expect(store.nextDueAt()).toBe(61_000);
    store.markSent(id, new Date(62_000));
    expect(store.get(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null, sentAt: new Date(62_000).toISOString() });
    expect(store.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect(store.nextDueAt()).toBeNull();
    store.close();
  });
});
