import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openMessageStore } from "#app/features/contact/store.server";

const dir = mkdtempSync(join(tmpdir(), "contact-script-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(dbPath: string, ...args: string[]): string {
  return execFileSync(process.execPath, ["scripts/messages.js", ...args], { env: { ...process.env, CONTACT_DB_PATH: dbPath }, encoding: "utf8" });
}

describe("npm run messages", () => {
  it("lists stored messages newest first with their delivery status", () => {
    const path = join(dir, "messages.db");
    const store = openMessageStore(path);
    const first = store.add({ name: "First Sender", email: "first@example.com", message: "Older message" }, "en", new Date("2026-01-01T10:00:00Z"));
    const second = store.add({ name: "Second Sender", email: "second@example.com", subject: "Register", message: "Newer\nmessage" }, "vi", new Date("2026-01-02T10:00:00Z"));
    const third = store.add({ name: "Third Sender", email: "third@example.com", message: "Newest" }, "en", new Date("2026-01-03T10:00:00Z"));
    store.markSent(first, new Date("2026-01-01T10:00:05Z"));
    store.markFailed(second, "connect ECONNREFUSED 127.0.0.1:25", Date.parse("2026-01-02T10:01:00Z"));
    store.close();

    const output = run(path);
    expect(output).toContain("3 messages");
    expect(output).toContain("(2 not delivered yet)");
    const order = [third, second, first].map((id) => output.indexOf(`#${id} `));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(output).toContain("sent 2026-01-01T10:00:05.000Z (after 1 attempt)");
    expect(output).toContain("1 failed attempt, next 2026-01-02T10:01:00.000Z; last error: connect ECONNREFUSED 127.0.0.1:25");
    expect(output).toContain("stored, not forwarded yet");
    expect(output).toContain("Second Sender <second@example.com>");
    expect(output).toContain("  | Newer\n  | message");
  });

  it("honours --limit and says when there is no store yet", () => {
    const path = join(dir, "messages.db");
    expect(run(path, "--limit", "1")).toContain("showing the newest 1");
    expect(run(join(dir, "missing.db"))).toContain("No messages yet");
  });
});
