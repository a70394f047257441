import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startMailbox } from "../../../tests/fixtures/mailbox";
import { type SanityStandIn, startSanityStandIn } from "../../../tests/support/sanity-stand-in";
import { createSmtpOutbox, startDeliveryWorker } from "./delivery.server";
import { openRequestStore, type RequestStore } from "./store.server";
import { createStudioOutbox } from "./studio-outbox.server";

const dir = mkdtempSync(join(tmpdir(), "request-studio-"));
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOKEN = "sk-write-token-for-tests";

async function standIn(): Promise<SanityStandIn> {
  const sanity = await startSanityStandIn({ documents: [] });
  cleanup.push(() => sanity.close());
  return sanity;
}

function store(name: string): RequestStore {
  const opened = openRequestStore(join(dir, `${name}.db`));
  cleanup.push(() => opened.close());
  return opened;
}

function studioWorker(requests: RequestStore, sanity: SanityStandIn, now: () => number = Date.now, timeoutMs = 2_000) {
  const worker = startDeliveryWorker(
    requests,
    createStudioOutbox({ projectId: "parish", dataset: "production", token: TOKEN, apiHost: sanity.url, timeoutMs }),
    {
      onError: () => undefined,
      baseDelayMs: 60_000,
      now,
    },
  );
  cleanup.push(() => worker.stop());
  return worker;
}

const baptism = {
  childName: "Phêrô Trần",
  birthDate: "2026-09-01",
  motherName: "Maria Trần",
  godmother: "Anna Lê",
  name: "Maria Trần",
  phone: "817-555-0103",
  email: "maria@example.com",
};

describe("requests written into the Studio", () => {
  it("creates one private request document with the token, every field labelled in both languages", async () => {
    const sanity = await standIn();
    const requests = store("studio");
    const id = requests.add("baptism", baptism, "vi", new Date("2026-11-25T16:40:00Z"));
    await studioWorker(requests, sanity).runOnce();

    expect(sanity.mutations).toHaveLength(1);
    const [sent] = sanity.mutations;
    expect(sent?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.dataset).toBe("production");
    const document = sent?.mutations[0]?.createIfNotExists;
    expect(document).toMatchObject({
      _id: `requests.${requests.get(id)?.uid}`,
      _type: "request",
      kind: "baptism",
      reference: id,
      title: "Phêrô Trần",
      receivedAt: "2026-11-25T10:40:00-06:00",
      language: "vi",
      status: "new",
    });
    expect(document?.sections).toEqual([
      expect.objectContaining({
        _type: "requestSection",
        fields: expect.arrayContaining([
          expect.objectContaining({
            _type: "requestField",
            label: "Child's full name · Họ và tên em bé",
            value: "Phêrô Trần",
          }),
          expect.objectContaining({ label: "Godmother · Mẹ đỡ đầu", value: "Anna Lê" }),
        ]),
      }),
    ]);
    expect(sanity.documents().map((held) => held._id)).toEqual([`requests.${requests.get(id)?.uid}`]);
    expect(requests.get(id)?.studio).toMatchObject({ status: "done", attempts: 1 });
  });

  it("keeps the request and still emails it when the Studio refuses, then writes it once the Studio is back, under the same id", async () => {
    const sanity = await standIn();
    sanity.mutationStatus(503);
    const mailbox = await startMailbox();
    cleanup.push(mailbox.close);
    let clock = 1_000_000;
    const requests = store("refused");
    const id = requests.add("prayer", { intention: "Cầu cho ông bà.", readAloud: "no" }, "vi", new Date(clock));
    const mail = startDeliveryWorker(
      requests,
      createSmtpOutbox({ url: `smtp://127.0.0.1:${mailbox.port}`, to: "office@parish.example.org", timeoutMs: 2_000 }),
      { onError: () => undefined },
    );
    cleanup.push(() => mail.stop());
    const studio = studioWorker(requests, sanity, () => clock);
    await Promise.all([mail.runOnce(), studio.runOnce()]);

    expect(mailbox.received).toHaveLength(1);
    expect(requests.get(id)?.mail.status).toBe("done");
    expect(requests.get(id)?.studio).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: clock + 60_000 });
    expect(requests.get(id)?.studio.lastError).toMatch(/503|refuses/);
    expect(sanity.mutations).toHaveLength(0);

    sanity.mutationStatus(200);
    clock += 60_000;
    await studio.runOnce();
    expect(sanity.mutations.map((entry) => entry.mutations[0]?.createIfNotExists?._id)).toEqual([
      `requests.${requests.get(id)?.uid}`,
    ]);
    expect(requests.get(id)?.studio.status).toBe("done");
  });

  it.each(["hang", "garbage"] as const)(
    "records a Studio that answers with %s as a failed attempt, to be tried again",
    async (answer) => {
      const sanity = await standIn();
      sanity.mutationStatus(answer);
      const requests = store(`odd-${answer}`);
      const id = requests.add("prayer", { intention: "Cầu cho ông bà.", readAloud: "no" }, "en");
      await studioWorker(requests, sanity, Date.now, 300).runOnce();
      expect(requests.get(id)?.studio).toMatchObject({ status: "pending", attempts: 1, lastError: expect.any(String) });
      expect(requests.get(id)?.mail.status).toBe("pending");
    },
  );
});
