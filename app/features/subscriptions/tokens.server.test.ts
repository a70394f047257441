import { describe, expect, it } from "vitest";
import { checkLink, readLink, signLink } from "./tokens.server";

const secret = "a-secret-of-at-least-thirty-two-characters";
const now = Date.UTC(2026, 10, 26, 12);
const claim = { purpose: "confirm" as const, subscriberId: 42, expiresAt: now / 1000 + 3600 };

describe("signed links", () => {
  it("accepts its own token for the subscriber and the purpose it was made for", () => {
    const token = signLink(secret, claim, "key-1");
    expect(checkLink(secret, token, "confirm", "key-1", now)).toEqual({ ok: true, claim });
    expect(readLink(token)?.claim).toEqual(claim);
  });

  it("refuses a token whose subscriber, expiry, purpose or signature was changed", () => {
    const token = signLink(secret, claim, "key-1");
    const [purpose, , expiry, signature] = token.split(".");
    expect(checkLink(secret, `${purpose}.43.${expiry}.${signature}`, "confirm", "key-1", now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(checkLink(secret, `${purpose}.42.${Number(expiry) + 86_400}.${signature}`, "confirm", "key-1", now)).toEqual(
      { ok: false, reason: "invalid" },
    );
    expect(checkLink(secret, `unsubscribe.42.${expiry}.${signature}`, "unsubscribe", "key-1", now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const flipped = `${signature?.[0] === "A" ? "B" : "A"}${signature?.slice(1)}`;
    expect(checkLink(secret, `${purpose}.42.${expiry}.${flipped}`, "confirm", "key-1", now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(checkLink("another-secret-of-thirty-two-characters!", token, "confirm", "key-1", now)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("refuses a token used for another purpose, or malformed", () => {
    const token = signLink(secret, claim, "key-1");
    expect(checkLink(secret, token, "unsubscribe", "key-1", now)).toEqual({ ok: false, reason: "malformed" });
    for (const bad of ["", "confirm.42", `${token}x`, token.replace("confirm", "delete"), "confirm.42.1.\r\nBcc:x"]) {
      expect(checkLink(secret, bad, "confirm", "key-1", now).ok).toBe(false);
    }
  });

  it("refuses a token once the subscriber's key changed (a used confirmation) or the subscriber is gone", () => {
    const token = signLink(secret, claim, "key-1");
    expect(checkLink(secret, token, "confirm", "key-2", now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkLink(secret, token, "confirm", null, now)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a token past its expiry", () => {
    const token = signLink(secret, claim, "key-1");
    expect(checkLink(secret, token, "confirm", "key-1", now + 3_600_001)).toEqual({ ok: false, reason: "expired" });
  });
});
