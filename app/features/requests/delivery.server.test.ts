import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { headerLines, startMailbox, subjectOf } from "../../../tests/fixtures/mailbox";
import { freePort } from "../../../tests/support/free-port";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { DeliveryWorker } from "#app/lib/queue-worker.server";
import { createSmtpOutbox, mailText, startDeliveryWorker } from "./delivery.server";
import type { RequestKind } from "./form-spec";
import { openRequestStore, type RequestStore } from "./store.server";
import { embeddedParish } from "../../../tests/support/embedded-parish";

const dir = mkdtempSync(join(tmpdir(), "contact-delivery-"));
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function store(name: string): RequestStore {
  const opened = openRequestStore(join(dir, `${name}.db`));
  cleanup.push(() => opened.close());
  return opened;
}

function worker(
  messages: RequestStore,
  port: number,
  options: Parameters<typeof startDeliveryWorker>[2] = {},
  routes: Partial<Record<RequestKind, string>> = {},
): DeliveryWorker {
  const sender = createSmtpOutbox({
    url: `smtp://127.0.0.1:${port}`,
    to: "office@parish.example.org",
    routes,
    from: "website@parish.example.org",
    timeoutMs: 2_000,
  });
  const started = startDeliveryWorker(messages, sender, { onError: () => undefined, log: () => undefined, ...options });
  cleanup.push(() => started.stop());
  return started;
}

const message = {
  name: "Maria Nguyen",
  email: "maria@example.com",
  phone: "817-555-0199",
  subject: "Baptism",
  message: "Xin chào cha,\ncon muốn ghi danh.",
};

describe("SMTP delivery", () => {
  it("delivers a stored message with the right fields and records it as sent", async () => {
    const mailbox = await startMailbox();
    cleanup.push(mailbox.close);
    const messages = store("deliver");
    const id = messages.add("contact", message, "vi");
    await worker(messages, mailbox.port).runOnce();

    expect(mailbox.received).toHaveLength(1);
    const [mail] = mailbox.received;
    expect(mail?.from).toBe("website@parish.example.org");
    expect(mail?.to).toEqual(["office@parish.example.org"]);
    const headers = headerLines(mail?.raw ?? "");
    expect(headers).toContain("To: office@parish.example.org");
    // From the website of the parish the settings name.
    expect(headers.find((line) => line.startsWith("From:"))).toContain(`${embeddedParish.name.en} website`);
    expect(subjectOf(mail?.raw ?? "")).toBe(`Contact message · Tin nhắn liên lạc #${id}`);
    expect(headers.find((line) => line.startsWith("Reply-To:"))).toBe("Reply-To: Maria Nguyen <maria@example.com>");
    expect(mailText(messages.get(id)!)).toContain("Phone · Điện thoại: 817-555-0199");
    expect(messages.get(id)?.mail).toMatchObject({ status: "done", attempts: 1, lastError: null });
  });

  it("keeps the message when SMTP is down and delivers it on a later retry", async () => {
    const port = await freePort();
    let clock = 1_000_000;
    const messages = store("retry");
    const id = messages.add("contact", message, "en", new Date(clock));
    const second = messages.add("contact", message, "en", new Date(clock));
    const logged: string[] = [];
    const delivery = worker(messages, port, {
      now: () => clock,
      baseDelayMs: 60_000,
      log: (line) => logged.push(line),
    });
    await delivery.runOnce();
    expect(messages.get(second)?.mail.status).toBe("pending");

    const failed = messages.get(id);
    expect(failed?.mail).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: clock + 60_000 });
    expect(failed?.mail.lastError).toMatch(/ECONNREFUSED/);

    const mailbox = await startMailbox(port);
    cleanup.push(mailbox.close);
    await delivery.runOnce();
    expect(mailbox.received).toHaveLength(0);

    clock += 60_000;
    await delivery.runOnce();
    expect(mailbox.received).toHaveLength(2);
    expect(messages.get(id)?.mail).toMatchObject({ status: "done", attempts: 2 });
    // The first failure and the recovery are told once each, and name nobody.
    expect(logged).toEqual([
      "requests: email to the office failed (ESOCKET); what waits in the outbox is tried again",
      "requests: email to the office works again after 60 s",
    ]);
    for (const line of logged) expect(line).not.toMatch(/Maria|maria@|817|Baptism/);
  });

  it("picks up unsent messages when a new process starts", async () => {
    const path = join(dir, "restart.db");
    const before = openRequestStore(path);
    const id = before.add("contact", message, "en");
    before.markFailed("mail", id, "connect ECONNREFUSED", Date.now() - 1);
    before.close();

    const mailbox = await startMailbox();
    cleanup.push(mailbox.close);
    const after = openRequestStore(path);
    cleanup.push(() => after.close());
    worker(after, mailbox.port);
    await expect.poll(() => after.get(id)?.mail.status).toBe("done");
    expect(mailbox.received).toHaveLength(1);
  });

  it("never lets line breaks in the name, email or subject add headers or recipients", async () => {
    const mailbox = await startMailbox();
    cleanup.push(mailbox.close);
    const messages = store("injection");
    // Stored as if the form's own checks had been bypassed.
    messages.add(
      "contact",
      {
        name: "Eve\r\nBcc: victim@example.net\r\nX-Injected: name",
        email: "eve@example.com\r\nBcc: victim2@example.net",
        subject: "Hi\nX-Injected: subject",
        message: "Body\r\nBcc: not-a-header@example.net",
      },
      "en",
    );
    await worker(messages, mailbox.port).runOnce();

    const [mail] = mailbox.received;
    expect(mail?.to).toEqual(["office@parish.example.org"]);
    const headers = headerLines(mail?.raw ?? "");
    expect(headers.filter((line) => /^(bcc|cc|x-injected):/i.test(line))).toEqual([]);
    expect(headers.some((line) => line.startsWith("Reply-To:"))).toBe(false);
    expect(subjectOf(mail?.raw ?? "")).toMatch(/^Contact message · Tin nhắn liên lạc #\d+$/);
  });

  it("sends each kind to its own address when one is set, else to the office, labelled in both languages", async () => {
    const mailbox = await startMailbox();
    cleanup.push(mailbox.close);
    const requests = store("routes");
    const intention = requests.add(
      "massIntention",
      {
        intentionKind: "deceased",
        intentionNames: "Giuse Nguyễn\nMaria Trần",
        anyMass: "yes",
        massLanguage: "vi",
        name: "Phêrô Lê",
        phone: "817-555-0101",
      },
      "vi",
      new Date("2026-11-25T16:40:00Z"),
    );
    const household = requests.add(
      "membership",
      {
        household: "Nguyễn",
        members: [{ memberName: "Giuse Nguyễn", sacraments: ["baptized", "confirmed"] }, { memberName: "Anna Nguyễn" }],
      },
      "en",
    );
    await worker(requests, mailbox.port, {}, { massIntention: "priest@parish.example.org" }).runOnce();

    expect(mailbox.received.map((mail) => mail.to)).toEqual([
      ["priest@parish.example.org"],
      ["office@parish.example.org"],
    ]);
    // Names of the living and the dead, and households, stay in the body: the subject names the form and number only.
    expect(mailbox.received.map((mail) => subjectOf(mail.raw))).toEqual([
      `Mass intention · Xin lễ #${intention}`,
      `Parish registration · Ghi danh gia nhập giáo xứ #${household}`,
    ]);
    expect(mailText(requests.get(intention)!)).toBe(
      [
        `Mass intention · Xin lễ #${intention}`,
        "Received · Nhận lúc: 2026-11-25T10:40:00-06:00",
        "Language · Ngôn ngữ: Tiếng Việt",
        "",
        "The Mass is offered · Dâng lễ: For the deceased · Cầu hồn",
        "Name or names to pray for · Tên người được cầu nguyện:",
        "  Giuse Nguyễn",
        "  Maria Trần",
        "Any Mass the office chooses · Thánh Lễ nào cũng được, xin văn phòng sắp xếp: Yes · Có",
        "Mass in · Thánh Lễ bằng: Vietnamese · Tiếng Việt",
        "Name · Họ tên: Phêrô Lê",
        "Phone · Điện thoại: 817-555-0101",
      ].join("\n"),
    );
    const text = mailText(requests.get(household)!);
    expect(text).toContain(
      "Household member 1 · Người thứ 1 trong gia đình\n  Full name · Họ và tên: Giuse Nguyễn\n  Sacraments received · Các Bí Tích đã lãnh nhận: Baptism · Rửa Tội; Confirmation · Thêm Sức",
    );
    expect(text).toContain("Household member 2 · Người thứ 2 trong gia đình\n  Full name · Họ và tên: Anna Nguyễn");
  });
});
