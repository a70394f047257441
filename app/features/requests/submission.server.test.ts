import { rmSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it, vi } from "vitest";
import { action } from "#app/routes/contact";
import { translate } from "#app/i18n/translate";
import type { Language } from "#app/i18n/language";
import { clientAddressContext } from "#app/lib/client-address";
import { createRequestLimits } from "#app/lib/rate-limit.server";
import type { RequestResult } from "./form-spec";
import { type RequestService } from "./service.server";
import { openRequestStore, type RequestStore } from "./store.server";
import { type RequestDeps, handleRequestPost } from "./submission.server";
import { contactSpec } from "#app/features/requests/contact-spec";
import { requestSpecs } from "./registry";
import { action as pageAction } from "#app/routes/sub-page";

// The environment is parsed once, when the route's modules load: point the store at a fresh folder first.
const { dir, routeDbPath } = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "contact-action-"));
  process.env.CONTACT_DB_PATH = join(dir, "nested", "route.db");
  process.env.SMTP_URL = "";
  return { dir, routeDbPath: process.env.CONTACT_DB_PATH };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const valid = {
  name: "Maria Nguyen",
  email: "maria@example.com",
  phone: "(817) 555-0199",
  message: "Xin cho con hỏi giờ lễ.\nCảm ơn cha.",
};

function post(
  fields: Record<string, string>,
  { lang = "en", headers = {} }: { lang?: Language; headers?: Record<string, string> } = {},
) {
  return new Request(`http://localhost/contact?lang=${lang}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function routeAction(request: Request, client = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, client);
  return action({ request, context, params: {}, url: new URL(request.url), pattern: "/contact" });
}

interface Harness {
  deps: RequestDeps;
  store: RequestStore;
  notified: () => number;
}

function harness(limit = 100, caps: { perDay?: number; siteHourly?: number } = {}): Harness {
  const store = openRequestStore(join(dir, `${crypto.randomUUID()}.db`));
  let notified = 0;
  const service: RequestService = {
    store,
    channels: [],
    notify: () => void notified++,
    close: () => store.close(),
    retention: () => ({ lastDone: null, failingSince: null }),
  };
  return {
    deps: {
      service: () => service,
      limits: createRequestLimits({ perMinute: limit, ...caps }),
      clientKey: "198.51.100.1",
    },
    store,
    notified: () => notified,
  };
}

function result(reply: { data: RequestResult; init: ResponseInit | null }) {
  return { status: reply.init?.status ?? 200, data: reply.data, headers: new Headers(reply.init?.headers) };
}

describe("the /contact route action", () => {
  it("stores a valid message and answers sent only once it is committed", async () => {
    const reply = result(await routeAction(post(valid)));
    expect(reply).toMatchObject({ status: 200, data: { status: "sent" } });
    // A separate connection sees the row: the write was committed before the answer. (The store is the route's, which
    // the sub-pages' test below writes into too.)
    const db = new Database(routeDbPath, { readonly: true });
    const rows = db.prepare("SELECT kind, data, mail_status, language FROM requests WHERE kind = 'contact'").all();
    db.close();
    expect(rows).toEqual([{ kind: "contact", data: JSON.stringify(valid), mail_status: "pending", language: "en" }]);
  });
});

describe("handleRequestPost", () => {
  it.each(["en", "vi"] as const)(
    "answers each missing required field with its error in %s and keeps the values",
    async (lang) => {
      const { deps, store } = harness();
      const reply = result(
        await handleRequestPost(contactSpec, post({ phone: "817 555 0100", message: "  " }, { lang }), deps),
      );
      expect(reply.status).toBe(422);
      expect(reply.data).toEqual({
        status: "invalid",
        errors: {
          name: translate(lang, "requests.errors.nameRequired"),
          email: translate(lang, "requests.errors.emailRequired"),
          message: translate(lang, "requests.errors.messageRequired"),
        },
        values: { name: "", email: "", phone: "817 555 0100", subject: "", message: "  " },
      });
      expect(store.list()).toEqual([]);
    },
  );

  it("names the limit when a message is too long, in Vietnamese number format", async () => {
    const { deps } = harness();
    const reply = result(
      await handleRequestPost(contactSpec, post({ ...valid, message: "a".repeat(5001) }, { lang: "vi" }), deps),
    );
    expect(reply.status).toBe(422);
    expect(reply.data).toMatchObject({ errors: { message: "Tin nhắn chỉ được tối đa 5.000 ký tự." } });
  });

  it("rejects an address that is not a strict email", async () => {
    const { deps, store } = harness();
    const reply = result(
      await handleRequestPost(
        contactSpec,
        post({ ...valid, email: "maria@example.com\r\nBcc: victim@example.net" }),
        deps,
      ),
    );
    expect(reply.data).toMatchObject({
      status: "invalid",
      errors: { email: translate("en", "requests.errors.emailInvalid") },
    });
    expect(store.list()).toEqual([]);
  });

  it("strips line breaks from one-line fields before storing", async () => {
    const { deps, store } = harness();
    await handleRequestPost(
      contactSpec,
      post({ ...valid, name: "Eve\r\nBcc: victim@example.net", subject: "Hi\nX-Injected: 1" }),
      deps,
    );
    const [stored] = store.list();
    expect(stored?.data.name).toBe("Eve Bcc: victim@example.net");
    expect(stored?.data.subject).toBe("Hi X-Injected: 1");
  });

  it("answers 413 for a body over the cap, by declared length and by bytes actually sent", async () => {
    const { deps, store } = harness();
    const big = { ...valid, message: "x".repeat(70_000) };
    expect(result(await handleRequestPost(contactSpec, post(big), deps)).status).toBe(413);
    const streamed = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode("message=" + "y".repeat(10_000)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    const reply = result(await handleRequestPost(contactSpec, streamed, deps));
    expect(reply).toMatchObject({
      status: 413,
      data: { status: "error", reason: "too-large", message: translate("en", "requests.errors.tooLarge") },
    });
    expect(store.list()).toEqual([]);
  });

  it.each([
    ["a broken percent escape", "name=%E0%A4%A&email=a%40b.co&message=hi"],
    ["bytes that are not UTF-8", "name=%FF%FE&email=a%40b.co&message=hi"],
    ["a repeated field", "name=a&name=b&email=a%40b.co&message=hi"],
  ])("answers 400 for %s", async (_label, body) => {
    const { deps, store } = harness();
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(result(await handleRequestPost(contactSpec, request, deps))).toMatchObject({
      status: 400,
      data: { status: "error", reason: "malformed" },
    });
    expect(store.list()).toEqual([]);
  });

  it("answers 400 for a body that is not a form", async () => {
    const { deps } = harness();
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(result(await handleRequestPost(contactSpec, request, deps)).status).toBe(400);
  });

  it("answers a filled honeypot like success and stores nothing", async () => {
    const { deps, store, notified } = harness();
    const reply = result(
      await handleRequestPost(contactSpec, post({ ...valid, website: "http://spam.example" }), deps),
    );
    expect(reply).toMatchObject({ status: 200, data: { status: "sent" } });
    expect(store.list()).toEqual([]);
    expect(notified()).toBe(0);
  });

  it("stores the message, then wakes the delivery", async () => {
    const { deps, store, notified } = harness();
    await handleRequestPost(contactSpec, post(valid, { lang: "vi" }), deps);
    expect(store.list()).toMatchObject([
      {
        kind: "contact",
        data: valid,
        language: "vi",
        mail: { status: "pending", attempts: 0 },
        studio: { status: "pending" },
      },
    ]);
    expect(notified()).toBe(1);
  });

  it.each(["en", "vi"] as const)(
    "answers 429 in %s once a client passes the limit, and counts clients apart",
    async (lang) => {
      const { deps, store } = harness(2);
      for (let i = 0; i < 2; i++)
        expect(result(await handleRequestPost(contactSpec, post(valid, { lang }), deps)).status).toBe(200);
      const limited = result(await handleRequestPost(contactSpec, post(valid, { lang }), deps));
      expect(limited.status).toBe(429);
      expect(limited.data).toEqual({
        status: "error",
        reason: "rate-limited",
        message: translate(lang, "requests.errors.rateLimited"),
        values: expect.objectContaining({ name: valid.name, message: valid.message }),
      });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(store.list()).toHaveLength(2);
      const other = result(
        await handleRequestPost(contactSpec, post(valid, { lang }), { ...deps, clientKey: "198.51.100.2" }),
      );
      expect(other.status).toBe(200);
    },
  );

  it.each(["en", "vi"] as const)(
    "past a visitor's daily cap answers 429 in %s with the office to call, keeps the text, stores and emails nothing",
    async (lang) => {
      const { deps, store, notified } = harness(100, { perDay: 2 });
      for (let i = 0; i < 2; i++)
        expect(result(await handleRequestPost(contactSpec, post(valid, { lang }), deps)).status).toBe(200);
      const capped = result(await handleRequestPost(contactSpec, post(valid, { lang }), deps));
      expect(capped.status).toBe(429);
      expect(capped.data).toEqual({
        status: "error",
        reason: "over-capacity",
        message: translate(lang, "requests.errors.overCapacity"),
        values: { ...valid, subject: "" },
      });
      expect(store.list()).toHaveLength(2);
      expect(notified()).toBe(2);
      expect(
        result(await handleRequestPost(contactSpec, post(valid, { lang }), { ...deps, clientKey: "198.51.100.2" }))
          .status,
      ).toBe(200);
    },
  );

  it("past the site's hourly cap refuses every visitor; posts that were not stored do not count toward it", async () => {
    const { deps, store } = harness(100, { siteHourly: 2 });
    expect(result(await handleRequestPost(contactSpec, post({ ...valid, email: "not an address" }), deps)).status).toBe(
      422,
    );
    expect(
      result(await handleRequestPost(contactSpec, post(valid), { ...deps, clientKey: "198.51.100.2" })).status,
    ).toBe(200);
    expect(
      result(await handleRequestPost(contactSpec, post(valid), { ...deps, clientKey: "198.51.100.3" })).status,
    ).toBe(200);
    const capped = result(await handleRequestPost(contactSpec, post(valid), { ...deps, clientKey: "198.51.100.4" }));
    expect(capped).toMatchObject({ status: 429, data: { reason: "over-capacity" } });
    expect(store.list()).toHaveLength(2);
  });

  it("answers an honest 500 with the typed values when the store fails", async () => {
    const { deps, store } = harness();
    store.close();
    const reply = result(await handleRequestPost(contactSpec, post(valid), deps));
    expect(reply.status).toBe(500);
    expect(reply.data).toEqual({
      status: "error",
      reason: "failed",
      message: translate("en", "requests.errors.failed"),
      values: { ...valid, subject: "" },
    });
  });

  it("answers the same honest 500 when the store cannot even be opened", async () => {
    const { deps } = harness();
    const broken = () => {
      throw new Error("SQLITE_CANTOPEN");
    };
    const reply = result(
      await handleRequestPost(contactSpec, post(valid, { lang: "vi" }), { ...deps, service: broken }),
    );
    expect(reply).toMatchObject({
      status: 500,
      data: { status: "error", reason: "failed", message: translate("vi", "requests.errors.failed") },
    });
  });

  it("counts posts from every form against one limit per visitor", async () => {
    const { deps, store } = harness(2);
    const prayer = { intention: "Cầu cho mẹ con được bình an.", readAloud: "anonymous" };
    expect(result(await handleRequestPost(contactSpec, post(valid), deps)).status).toBe(200);
    expect(result(await handleRequestPost(requestSpecs.prayer, post(prayer), deps)).status).toBe(200);
    expect(result(await handleRequestPost(requestSpecs.prayer, post(prayer), deps)).status).toBe(429);
    expect(
      store
        .list()
        .map((stored) => stored.kind)
        .sort(),
    ).toEqual(["contact", "prayer"]);
  });

  it("ignores fields another form has, and refuses a body with far more pairs than the form", async () => {
    const { deps, store } = harness();
    const reply = result(
      await handleRequestPost(
        requestSpecs.prayer,
        post({ intention: "Xin cầu nguyện.", readAloud: "no", household: "Nguyễn" }),
        deps,
      ),
    );
    expect(reply.status).toBe(200);
    expect(store.list()[0]?.data).toEqual({ intention: "Xin cầu nguyện.", readAloud: "no" });
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`x${index}`, "1"]));
    expect(
      result(await handleRequestPost(requestSpecs.prayer, post({ intention: "a", readAloud: "no", ...many }), deps))
        .status,
    ).toBe(400);
  });
});

describe("a sub-page's action", () => {
  function pageRequest(path: string, fields: Record<string, string>) {
    const request = new Request(`http://localhost${path}?lang=vi`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    const context = new RouterContextProvider();
    context.set(clientAddressContext, "203.0.113.99");
    const [, hub = "", ...rest] = path.split("/");
    return pageAction({
      request,
      context,
      params: { hub, "*": rest.join("/") },
      url: new URL(request.url),
      pattern: path,
    });
  }

  it("takes the form of its page without JavaScript and stores it with its kind", async () => {
    const reply = await pageRequest("/ministries/prayer/prayer-requests", {
      intention: "Cầu cho ông bà.",
      name: "Anna",
      readAloud: "yes",
    });
    expect(result(reply)).toMatchObject({ status: 200, data: { status: "sent" } });
    const db = new Database(routeDbPath, { readonly: true });
    const row = db.prepare("SELECT kind, language, data FROM requests WHERE kind = 'prayer'").get();
    db.close();
    expect(row).toEqual({
      kind: "prayer",
      language: "vi",
      data: JSON.stringify({ intention: "Cầu cho ông bà.", name: "Anna", readAloud: "yes" }),
    });
  });

  it("answers 405 on a page without a form", () => {
    expect(() => pageRequest("/about/staff", { name: "x" })).toThrow(expect.objectContaining({ status: 405 }));
  });
});
