import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { handleLinkPost } from "./actions.server";
import { linkUrl } from "./links.server";
import type { SubscriptionService } from "./service.server";
import { openSubscriptionStore } from "./store.server";

const dir = mkdtempSync(join(tmpdir(), "subscription-links-"));
const store = openSubscriptionStore(join(dir, "messages.db"));
const service: SubscriptionService = {
  store,
  secret: "a-test-secret-of-at-least-thirty-two-characters",
  notify: () => undefined,
  check: async () => 0,
  close: () => undefined,
};

afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function subscribed(email: string) {
  store.subscribe(email, "vi", ["bulletin"]);
  const subscriber = store.byEmail(email);
  if (!subscriber) throw new Error("not stored");
  return subscriber;
}

/** A mail program's one-click POST (RFC 8058) to a link, and what the site answered. */
async function oneClick(url: string) {
  const body = new FormData();
  body.set("List-Unsubscribe", "One-Click");
  const answer = await handleLinkPost(new Request(url, { method: "POST", body }), "unsubscribe", service);
  return { status: answer.init?.status ?? 200, result: answer.data };
}

describe("an unsubscribe link", () => {
  it("deletes the address, and answers as done when asked again once the address is gone", async () => {
    const subscriber = subscribed("twice@example.org");
    const url = linkUrl("http://parish.example", service.secret, subscriber, "unsubscribe");
    expect(await oneClick(url)).toEqual({ status: 200, result: { status: "done", step: "unsubscribe" } });
    expect(store.byEmail("twice@example.org")).toBeUndefined();
    expect(await oneClick(url)).toEqual({ status: 200, result: { status: "done", step: "unsubscribe" } });
  });

  it("with a forged signature changes nothing, and answers alike whether its number is a subscriber's or not", async () => {
    const subscriber = subscribed("kept@example.org");
    const forged = (id: number) => `http://parish.example/x?t=unsubscribe.${id}.9999999999.${"A".repeat(43)}`;
    expect(await oneClick(forged(subscriber.id))).toEqual({ status: 400, result: { status: "bad" } });
    expect(await oneClick(forged(987_654))).toEqual({ status: 400, result: { status: "bad" } });
    expect(store.byEmail("kept@example.org")).toMatchObject({ id: subscriber.id });
    const gone = subscribed("forged-after@example.org");
    store.remove(gone.id);
    expect(await oneClick(forged(gone.id))).toEqual({ status: 400, result: { status: "bad" } });
  });

  it("is the only link that outlives its address: a manage link then no longer works", async () => {
    const subscriber = subscribed("gone@example.org");
    const manage = linkUrl("http://parish.example", service.secret, subscriber, "manage");
    store.remove(subscriber.id);
    const body = new FormData();
    body.set("language", "vi");
    const answer = await handleLinkPost(new Request(manage, { method: "POST", body }), "manage", service);
    expect(answer.init?.status).toBe(400);
  });
});
