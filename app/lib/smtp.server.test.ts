import { describe, expect, it } from "vitest";
import { recipientRefused, requiresStartTls } from "./smtp.server";

describe("requiresStartTls", () => {
  it("demands STARTTLS of a plain smtp:// relay anywhere but this machine", () => {
    expect(requiresStartTls("smtp://user:pass@smtp.example.org:587")).toBe(true);
    expect(requiresStartTls("smtp://10.0.0.5:25")).toBe(true);
    expect(requiresStartTls("smtp://[2001:db8::25]:25")).toBe(true);
  });

  it("lets a relay on loopback take plain SMTP, and leaves smtps:// to its own TLS", () => {
    for (const url of [
      "smtp://127.0.0.1:25",
      "smtp://127.0.0.2:2525",
      "smtp://localhost:25",
      "smtp://[::1]:25",
      "smtps://smtp.example.org:465",
    ]) {
      expect(requiresStartTls(url), url).toBe(false);
    }
  });
});

describe("recipientRefused", () => {
  it("reads as a refusal for good only a 5xx to RCPT TO that is not the relay's own policy", () => {
    const smtpError = (command: string, responseCode: number, response: string) =>
      Object.assign(new Error("Can't send mail"), { code: "EENVELOPE", command, responseCode, response });
    expect(recipientRefused(smtpError("RCPT TO", 550, "550 5.1.1 <typo@example.org>: No such user"))).toBe(true);
    expect(recipientRefused(smtpError("RCPT TO", 452, "452 4.2.2 Mailbox full"))).toBe(false);
    // The parish's own relay refusing: the sender, relaying, a daily limit.
    expect(recipientRefused(smtpError("MAIL FROM", 553, "553 5.7.1 Sender address rejected"))).toBe(false);
    expect(recipientRefused(smtpError("RCPT TO", 554, "554 5.7.1 Relay access denied"))).toBe(false);
    expect(recipientRefused(smtpError("DATA", 550, "550 5.6.0 Message rejected"))).toBe(false);
  });
});
