import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startMailbox } from "../../../tests/fixtures/mailbox";
import { type SanityStub, startSanityStub } from "../../../tests/fixtures/content/sanity-stub";
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

async function standIn(): Promise<SanityStub> {
  const stub = await startSanityStub(() => ({ status: 400, body: { error: "no queries here" } }));
  cleanup.push(() => stub.close());
  return stub;
}

function store(name: string): RequestStore {
  const opened = openRequestStore(join(dir, `${name}.db`));
  cleanup.push(() => opened.close());
  return opened;
}

function studioWorker(requests: RequestStore, stub: SanityStub, now: () => number = Date.now, timeoutMs = 2_000) {
  const worker = startDeliveryWorker(
    requests,
    createStudioOutbox({ projectId: "parish", dataset: "production", token: TOKEN, apiHost: stub.url, timeoutMs }),
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
    const stub = await standIn();
    const requests = store("studio");
    const id = requests.add("baptism", baptism, "vi", new Date("2026-11-25T16:40:00Z"));
    await studioWorker(requests, stub).runOnce();

    expect(stub.mutations).toHaveLength(1);
    const [sent] = stub.mutations;
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
    expect(requests.get(id)?.studio).toMatchObject({ status: "done", attempts: 1 });
  });

  it("keeps the request and still emails it when the Studio refuses, then writes it once the Studio is back, under the same id", async () => {
    const stub = await standIn();
    stub.mutationStatus(503);
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
    const studio = studioWorker(requests, stub, () => clock);
    await Promise.all([mail.runOnce(), studio.runOnce()]);

    expect(mailbox.received).toHaveLength(1);
    expect(requests.get(id)?.mail.status).toBe("done");
    expect(requests.get(id)?.studio).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: clock + 60_000 });
    expect(requests.get(id)?.studio.lastError).toMatch(/503|refuses/);
    expect(stub.mutations).toHaveLength(0);

    stub.mutationStatus(200);
    clock += 60_000;
    await studio.runOnce();
    expect(stub.mutations.map((entry) => entry.mutations[0]?.createIfNotExists?._id)).toEqual([
      `requests.${requests.get(id)?.uid}`,
    ]);
    expect(requests.get(id)?.studio.status).toBe("done");
  });

  it.each(["hang", "garbage"] as const)(
    "records a Studio that answers with %s as a failed attempt, to be tried again",
    async (answer) => {
      const stub = await standIn();
      stub.mutationStatus(answer);
      const requests = store(`odd-${answer}`);
      const id = requests.add("prayer", { intention: "Cầu cho ông bà.", readAloud: "no" }, "en");
      await studioWorker(requests, stub, Date.now, 300).runOnce();
      expect(requests.get(id)?.studio).toMatchObject({ status: "pending", attempts: 1, lastError: expect.any(String) });
      expect(requests.get(id)?.mail.status).toBe("pending");
    },
  );
});
