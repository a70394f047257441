import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { type SanityStandIn, startSanityStandIn } from "../../../tests/support/sanity-stand-in";
import { deletionDue, forgetRequests, purgeExpired } from "./retention.server";
import { openRequestStore, type RequestStore } from "./store.server";

const dir = mkdtempSync(join(tmpdir(), "request-retention-"));
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY = 86_400_000;
const policy = { requestDays: 365, prayerDays: 60 };
const received = new Date("2026-01-10T12:00:00Z");
const contact = { name: "Maria Nguyen", email: "Maria@Example.com", message: "Xin chào cha" };
const prayer = { intention: "Cầu cho mẹ con", readAloud: "anonymous" };

function store(): RequestStore {
  const opened = openRequestStore(join(dir, `${crypto.randomUUID()}.db`));
  cleanup.push(() => opened.close());
  return opened;
}

async function studio(): Promise<SanityStandIn> {
  const sanity = await startSanityStandIn({ documents: [] });
  cleanup.push(() => sanity.close());
  return sanity;
}

const settings = (sanity: SanityStandIn) => ({
  projectId: "parish",
  dataset: "production",
  token: "sk-test",
  apiHost: sanity.url,
  timeoutMs: 2_000,
});

describe("deletionDue", () => {
  it("counts each kind's days from the moment the last configured way out had the request", () => {
    const requests = store();
    const id = requests.add("contact", contact, "en", received);
    requests.markDone("mail", id, new Date(received.getTime() + 2 * DAY));
    requests.markDone("studio", id, new Date(received.getTime() + 5 * DAY));
    const request = requests.get(id)!;
    expect(deletionDue(request, ["mail"], policy).at).toBe(received.getTime() + 2 * DAY + 365 * DAY);
    expect(deletionDue(request, ["mail", "studio"], policy).at).toBe(received.getTime() + 5 * DAY + 365 * DAY);
  });

  it("keeps prayer requests 60 days by default, and counts from receipt when no way out is configured", () => {
    const requests = store();
    const request = requests.get(requests.add("prayer", prayer, "vi", received))!;
    expect(deletionDue(request, [], policy).at).toBe(received.getTime() + 60 * DAY);
  });

  it("keeps a request a configured way out still waits for, but never past its retention period twice over", () => {
    const requests = store();
    const id = requests.add("contact", contact, "en", received);
    requests.markDone("mail", id, received);
    expect(deletionDue(requests.get(id)!, ["mail", "studio"], policy)).toEqual({
      at: received.getTime() + 2 * 365 * DAY,
      undelivered: true,
    });
  });
});

describe("purgeExpired", () => {
  it("deletes the requests whose time has come, here and in the Studio, and keeps the others", async () => {
    const requests = store();
    const sanity = await studio();
    const oldPrayer = requests.add("prayer", prayer, "vi", received);
    const oldContact = requests.add("contact", contact, "en", received);
    const waiting = requests.add("contact", contact, "en", received);
    for (const id of [oldPrayer, oldContact]) requests.markDone("studio", id, received);
    const uid = requests.get(oldPrayer)!.uid;

    // 61 days on, only the prayer request is past its time; the one the Studio never had stays.
    expect(
      await purgeExpired({
        store: requests,
        channels: ["studio"],
        studio: settings(sanity),
        policy,
        now: received.getTime() + 61 * DAY,
      }),
    ).toBe(1);
    expect(
      requests
        .list()
        .map((request) => request.id)
        .sort(),
    ).toEqual([oldContact, waiting]);
    // With their history, from which Sanity could restore them.
    expect(sanity.mutations.flatMap((mutation) => mutation.mutations)).toEqual([
      { delete: { id: `requests.${uid}`, purge: true } },
      { delete: { id: `drafts.requests.${uid}`, purge: true } },
    ]);

    expect(
      await purgeExpired({
        store: requests,
        channels: ["studio"],
        studio: settings(sanity),
        policy,
        now: received.getTime() + 366 * DAY,
      }),
    ).toBe(1);
    expect(requests.list().map((request) => request.id)).toEqual([waiting]);

    // The one the Studio never took goes at its hard limit, twice its period, with one line in the log.
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    cleanup.push(() => log.mockRestore());
    expect(
      await purgeExpired({
        store: requests,
        channels: ["studio"],
        studio: settings(sanity),
        policy,
        now: received.getTime() + 2 * 365 * DAY,
      }),
    ).toBe(1);
    expect(requests.list()).toEqual([]);
    expect(log.mock.calls).toEqual([
      ["requests: 1 never delivered to the office deleted, kept twice their retention period"],
    ]);
  });

  it("deletes nothing here when the Studio refuses, so the next day tries them all again", async () => {
    const requests = store();
    const sanity = await studio();
    sanity.mutationStatus(503);
    const id = requests.add("prayer", prayer, "vi", received);
    requests.markDone("studio", id, received);
    await expect(
      purgeExpired({
        store: requests,
        channels: ["studio"],
        studio: settings(sanity),
        policy,
        now: received.getTime() + 61 * DAY,
      }),
    ).rejects.toThrow();
    expect(requests.get(id)).toBeDefined();
  });
});

describe("forgetRequests", () => {
  it("deletes every request of one email address, in any case, with their Studio copies", async () => {
    const requests = store();
    const sanity = await studio();
    const first = requests.add("contact", contact, "en", received);
    const second = requests.add(
      "baptism",
      { childName: "Phêrô", email: " maria@example.COM", phone: "817-555-0103", name: "Maria" },
      "vi",
      received,
    );
    const other = requests.add("contact", { ...contact, email: "anna@example.com" }, "en", received);
    const hers = requests.withEmail("MARIA@example.com");
    expect(hers.map((request) => request.id)).toEqual([first, second]);
    expect(await forgetRequests(hers, { store: requests, studio: settings(sanity) })).toBe(2);
    expect(requests.list().map((request) => request.id)).toEqual([other]);
    expect(sanity.mutations.flatMap((mutation) => mutation.mutations)).toEqual(
      hers.flatMap((request) => [
        { delete: { id: `requests.${request.uid}`, purge: true } },
        { delete: { id: `drafts.requests.${request.uid}`, purge: true } },
      ]),
    );
  });
});
