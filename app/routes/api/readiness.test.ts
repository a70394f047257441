import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openRequestStore } from "#app/features/requests/store.server";
import { outboxStates, publicSourceStatus } from "./readiness";

const dir = mkdtempSync(join(tmpdir(), "readiness-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("/readyz", () => {
  it("tells a source's state and times, never its error text", () => {
    const status = {
      name: "readings",
      state: "failing" as const,
      since: "2026-11-26T10:00:00.000Z",
      lastError: "connect ECONNREFUSED 10.1.2.3:8080 (internal-proxy.lan)",
      lastSuccess: null,
    };
    const shown = publicSourceStatus(status);
    expect(shown).toEqual({ name: "readings", state: "failing", since: "2026-11-26T10:00:00.000Z", lastSuccess: null });
    expect(JSON.stringify(shown)).not.toContain("internal-proxy");
  });

  it("counts the requests waiting on each configured way out and the oldest one's time, with no content", () => {
    const store = openRequestStore(join(dir, "outbox.db"));
    const first = store.add(
      "prayer",
      { intention: "Cầu cho mẹ con", readAloud: "anonymous" },
      "vi",
      new Date("2026-11-25T08:00:00Z"),
    );
    store.add(
      "contact",
      { name: "Maria", email: "maria@example.com", message: "Xin chào" },
      "en",
      new Date("2026-11-26T09:00:00Z"),
    );
    store.markDone("studio", first, new Date());
    const states = outboxStates(() => ({ store, channels: ["mail", "studio"] }));
    expect(states).toEqual([
      { channel: "mail", waiting: 2, oldestWaitingSince: "2026-11-25T08:00:00.000Z" },
      { channel: "studio", waiting: 1, oldestWaitingSince: "2026-11-26T09:00:00.000Z" },
    ]);
    expect(JSON.stringify(states)).not.toMatch(/Maria|mẹ/);
    store.close();
  });

  it("says the store is unavailable when it cannot open, and shows no way out that is not configured", () => {
    expect(
      outboxStates(() => {
        throw new Error("SQLITE_CANTOPEN");
      }),
    ).toEqual([{ channel: "store", state: "unavailable" }]);
    const store = openRequestStore(join(dir, "none.db"));
    expect(outboxStates(() => ({ store, channels: [] }))).toEqual([]);
    store.close();
  });
});
