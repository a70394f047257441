import { afterEach, describe, expect, it, vi } from "vitest";
import { startMailbox } from "../../tests/fixtures/mailbox";
import { freePort } from "../../tests/support/free-port";
import { startQueueWorker } from "./queue-worker.server";
import { recipientRefused, smtpPool } from "./smtp.server";

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe("the pace of a queue", () => {
  it("sends at most one item per spacing, and retries a failed one with back-off", async () => {
    // On a clock the test moves: the spacing and the back-off pass without being waited for.
    vi.useFakeTimers();
    cleanup.push(() => vi.useRealTimers());
    const sentAt: number[] = [];
    const items = [1, 2, 3, 4].map((id) => ({ id, attempts: 0, done: false, next: 0 }));
    let failOnce = true;
    const worker = startQueueWorker(
      {
        due: (now, limit) => items.filter((item) => !item.done && item.next <= now).slice(0, limit),
        nextDueAt: () => Math.min(...items.filter((item) => !item.done).map((item) => item.next)),
        attempts: (item) => item.attempts,
        markDone: (item) => void (item.done = true),
        markFailed: (item, _error, next) => {
          item.attempts += 1;
          item.next = next;
        },
      },
      async (item) => {
        if (item.id === 2 && failOnce) {
          failOnce = false;
          throw new Error("refused");
        }
        sentAt.push(Date.now());
      },
      "test queue",
      { spacingMs: 200, baseDelayMs: 50, log: () => undefined },
    );
    cleanup.push(() => worker.stop());
    for (let step = 0; step < 100 && !items.every((item) => item.done); step += 1)
      await vi.advanceTimersByTimeAsync(50);
    expect(items.every((item) => item.done)).toBe(true);
    const gaps = sentAt.slice(1).map((time, index) => time - (sentAt[index] ?? 0));
    expect(sentAt).toHaveLength(4);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(200);
    expect(items[1]?.attempts).toBe(1);
  });

  it("gives up at once on a recipient the mail server refuses for good, and retries an outage", async () => {
    const mailbox = await startMailbox(0, (address) => address === "typo@example.org");
    cleanup.push(() => mailbox.close());
    const transport = smtpPool(`smtp://127.0.0.1:${mailbox.port}`, 2_000);
    cleanup.push(() => transport.close());
    const down = smtpPool(`smtp://127.0.0.1:${await freePort()}`, 2_000);
    cleanup.push(() => down.close());
    const items = [
      { to: "typo@example.org", via: transport },
      { to: "an@example.org", via: down },
      { to: "binh@example.org", via: transport },
    ].map((item) => ({ ...item, attempts: 0, state: "waiting", next: 0 }));
    const worker = startQueueWorker(
      {
        due: (now, limit) => items.filter((item) => item.state === "waiting" && item.next <= now).slice(0, limit),
        nextDueAt: () => Math.min(...items.filter((item) => item.state === "waiting").map((item) => item.next)),
        attempts: (item) => item.attempts,
        markDone: (item) => void (item.state = "sent"),
        markFailed: (item, _error, next) => {
          item.attempts += 1;
          item.next = next;
        },
        givesUp: (item, error) => recipientRefused(error) && Boolean((item.state = "given up")),
      },
      async (item) => {
        await item.via.sendMail({ from: "news@parish.example.org", to: item.to, subject: "Bản Tin", text: "…" });
      },
      "test queue",
      { baseDelayMs: 60_000, log: () => undefined },
    );
    cleanup.push(() => worker.stop());
    await expect
      .poll(() => items.map((item) => item.state), { timeout: 5_000 })
      .toEqual(["given up", "waiting", "sent"]);
    await expect.poll(() => items[1]?.attempts, { timeout: 5_000 }).toBe(1);
    expect(mailbox.received.map((mail) => mail.to)).toEqual([["binh@example.org"]]);
  });
});
