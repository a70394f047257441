import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  currentPageRender,
  dataChanged,
  dataFromUpstream,
  dataValidUntil,
  offerForKeeping,
} from "#app/lib/page-freshness.server";
import { type PageCache, pageCache } from "./page-cache";
import { pageKeyOf } from "./page-key";
import { WAIT_FOR_MS } from "../tests/support/wait-for";

interface Behaviour {
  status?: number;
  /** The Set-Cookie headers the answer sends. */
  setCookies?: readonly string[];
  upstream?: boolean;
  validUntil?: number;
  policy?: string;
  /** How long the render takes before it answers. */
  delayMs?: number;
  /** What the render waits for before it answers, after `delayMs`. */
  until?: Promise<void>;
  /** The route does not let its page be kept, so the answer is never offered (app/lib/kept-page.ts). */
  notOffered?: boolean;
  /** The answer is a file compressed in its own format (a PDF), sent with an ETag. */
  file?: boolean;
}

let server: Server;
let pages: PageCache;
let base: string;
let renders: number;
let running: number;
/** The most renders under way at once since it was last set to 0. */
let mostAtOnce: number;
let behaviour: Behaviour;

beforeEach(async () => {
  renders = 0;
  running = 0;
  mostAtOnce = 0;
  behaviour = {};
  const app = express();
  pages = pageCache({
    ttlMs: 60_000,
    maxPages: 3,
    keyOf: pageKeyOf({ parametersByPath: { "/search": ["q"] }, liveNoticeTokens: () => new Set(["a@v1", "b@v2"]) }),
  });
  app.use(pages.keepAnswers);
  app.use((_req, res, next) => {
    // In the site, the per-response policy is set before the page renders.
    res.setHeader("Content-Security-Policy", "script-src 'nonce-abc'");
    next();
  });
  app.use(async (req, res) => {
    renders += 1;
    const render = renders;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    const { delayMs = 0, until } = behaviour;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await until;
    running -= 1;
    // Stands in for a data source and the renderer: it reports how long its data holds, then offers the answer.
    if (behaviour.upstream) dataFromUpstream();
    if (behaviour.validUntil !== undefined) dataValidUntil(behaviour.validUntil);
    const body = `<p>render ${render} of ${req.originalUrl}</p>`;
    if (behaviour.file) {
      const file = Buffer.from(`%PDF render ${render}`);
      offerForKeeping(file);
      res.status(200).type("application/pdf").setHeader("ETag", `"v${render}"`);
      res.send(file);
      return;
    }
    // A page not offered is sent as a kept one would be, 200 and no cookie: only the offer is missing.
    if (behaviour.policy) currentPageRender()?.keep({ body, contentSecurityPolicy: behaviour.policy });
    else if (!behaviour.notOffered) offerForKeeping(body);
    if (behaviour.setCookies) res.setHeader("Set-Cookie", [...behaviour.setCookies]);
    res.status(behaviour.status ?? 200).type("html");
    res.send(body);
  });
  // As in the site (server/app.ts): kept answers first, on the bare request, then the framework.
  server = createServer((req, res) => {
    pages.serve(req, res, () => {
      app(req, res);
    });
  }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  server.close();
});

/** Asks for a page, and waits for the cache to keep the answer it compresses in the background, as it would. */
async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(`${base}${path}`, { method, headers: { "accept-encoding": "identity", ...headers } });
  const body = Buffer.from(await response.arrayBuffer());
  await pages.settled();
  return { response, body };
}

/** Resolves once the server has taken the next request in: the cache has served it, queued it or begun its render. */
function nextRequestTaken(): Promise<void> {
  return new Promise((resolve) => server.once("request", () => resolve()));
}

/**
 * Keeps the page with data that expires soon, checks it is kept, and lets it expire; the renders after it are plain.
 * It is kept on a clock a minute behind, standing still, with data good for 400 ms: kept however slow the machine,
 * and past its time once the real clock is back.
 */
async function keepUntilExpired(path: string) {
  const rendersBefore = renders;
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 60_000 });
  try {
    const validUntil = Date.now() + 400;
    behaviour = { validUntil };
    await get(path);
    await get(path);
    expect(renders).toBe(rendersBefore + 1);
  } finally {
    vi.useRealTimers();
  }
  behaviour = {};
}

describe("page cache", () => {
  it("serves a kept answer again without rendering, in each encoding the client takes", async () => {
    const first = await get("/about");
    expect(first.body.toString()).toBe("<p>render 1 of /about</p>");
    const plain = await get("/about");
    const br = await get("/about", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/about", { "accept-encoding": "gzip" });
    expect(renders).toBe(1);
    expect(plain.body.toString()).toBe("<p>render 1 of /about</p>");
    expect(br.response.headers.get("content-encoding")).toBe("br");
    // fetch decodes the body itself, so this reads what the browser would show.
    expect(br.body.toString()).toBe("<p>render 1 of /about</p>");
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(gz.body.toString()).toBe("<p>render 1 of /about</p>");
    expect(br.response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(br.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("keeps a file as it came, whatever the encoding asked, and tells a browser holding it that it is unchanged", async () => {
    behaviour = { file: true };
    await get("/bulletin.pdf");
    const br = await get("/bulletin.pdf", { "accept-encoding": "gzip, br" });
    expect(renders).toBe(1);
    expect(br.response.headers.get("content-encoding")).toBeNull();
    expect(br.response.headers.get("content-type")).toBe("application/pdf");
    expect(br.body.toString()).toBe("%PDF render 1");
    const held = await get("/bulletin.pdf", { "if-none-match": '"v1"' });
    expect(held.response.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect((await get("/bulletin.pdf", { "if-none-match": '"v0"' })).response.status).toBe(200);
    expect(renders).toBe(1);
  });

  it("keeps one answer per address, per language and per set of dismissed notices", async () => {
    await get("/about");
    await get("/about?lang=vi");
    await get("/about", { cookie: "language=vi" });
    await get("/about", { cookie: "language=vi; dismissed_notices=a%40v1" });
    await get("/about", { cookie: "dismissed_notices=a%40v1,b%40v2" });
    expect(renders).toBe(5);
    expect((await get("/about", { cookie: "language=vi" })).body.toString()).toBe("<p>render 3 of /about</p>");
    expect((await get("/about", { cookie: "dismissed_notices=a%40v1; language=vi" })).body.toString()).toBe(
      "<p>render 4 of /about</p>",
    );
    expect((await get("/about", { cookie: "dismissed_notices=a%40v1,b%40v2" })).body.toString()).toBe(
      "<p>render 5 of /about</p>",
    );
    expect(renders).toBe(5);
  });

  it("ignores the cookies the site does not read, so an analytics tag or a CDN's cookie does not make a new render", async () => {
    await get("/about", { cookie: "language=vi" });
    for (const cookie of [
      "_ga=GA1.2.111; language=vi",
      "language=vi; __cf_bm=xyz; _fbp=fb.1",
      "other=1; language=vi; more=2",
    ]) {
      expect((await get("/about", { cookie })).body.toString()).toBe("<p>render 1 of /about</p>");
    }
    expect((await get("/about", { cookie: "_ga=GA1.2.111" })).body.toString()).toBe("<p>render 2 of /about</p>");
    expect((await get("/about")).body.toString()).toBe("<p>render 2 of /about</p>");
    expect(renders).toBe(2);
  });

  it("never keeps an answer built while waiting on upstream, an error page, or one that sets a cookie", async () => {
    for (const [path, setup] of [
      ["/waited", { upstream: true }],
      ["/missing", { status: 404 }],
      ["/cookie", { setCookies: ["session=abc; HttpOnly"] }],
      ["/language", { setCookies: ["language=vi; Path=/"] }],
    ] as const) {
      behaviour = setup;
      await get(path);
      await get(path);
    }
    expect(renders).toBe(8);
  });

  it("never keeps a page its route did not offer, however often it is asked for", async () => {
    behaviour = { notOffered: true };
    for (let visit = 1; visit <= 3; visit += 1) {
      const { response, body } = await get("/new-page");
      expect(body.toString()).toBe(`<p>render ${visit} of /new-page</p>`);
      expect(response.headers.get("age")).toBeNull();
    }
  });

  it("tells a shared cache in front how long ago the answer it replays was made", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const first = await get("/about?lang=vi");
      expect(first.response.headers.get("age")).toBeNull();
      vi.setSystemTime(Date.now() + 12_500);
      const again = await get("/about?lang=vi");
      expect(renders).toBe(1);
      expect(again.response.headers.get("age")).toBe("12");
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders again once the data it showed expires or changes", async () => {
    await keepUntilExpired("/readings");
    expect(renders).toBe(1);
    await get("/readings");
    expect(renders).toBe(2);
    dataChanged();
    await get("/readings");
    expect(renders).toBe(3);
  });

  describe("a kept page past its time, asked for by many at once", () => {
    const keepThenExpire = () => keepUntilExpired("/readings");
    const askedByTen = () =>
      Promise.all(Array.from({ length: 10 }, async () => (await get("/readings")).body.toString()));

    it("is rendered once, and every request gets that answer", async () => {
      await keepThenExpire();
      behaviour = { delayMs: 100 };
      const bodies = await askedByTen();
      expect(renders).toBe(2);
      expect(new Set(bodies)).toEqual(new Set(["<p>render 2 of /readings</p>"]));
    });

    it("is rendered by each waiting request when the new answer is not one to keep, and waited for no more", async () => {
      await keepThenExpire();
      behaviour = { delayMs: 100, upstream: true };
      const started = Date.now();
      const bodies = await askedByTen();
      // Let go as soon as the first render ended, not after the longest wait.
      expect(Date.now() - started).toBeLessThan(800);
      expect(renders).toBe(11);
      expect(bodies.every((body) => /^<p>render \d+ of \/readings<\/p>$/.test(body))).toBe(true);
      // The address is no longer one whose answer is kept, so the next two requests render side by side.
      mostAtOnce = 0;
      await Promise.all([get("/readings"), get("/readings")]);
      expect(mostAtOnce).toBe(2);
      expect(renders).toBe(13);
    });

    it("lets the waiting requests go when the visitor of the render they wait for leaves", async () => {
      await keepThenExpire();
      behaviour = { delayMs: 300 };
      const leaving = new AbortController();
      const left = fetch(`${base}/readings`, { signal: leaving.signal }).catch(() => "left");
      await vi.waitFor(() => expect(running).toBe(1), { timeout: WAIT_FOR_MS });
      const started = Date.now();
      const queued = nextRequestTaken();
      const waiting = get("/readings");
      await queued;
      leaving.abort();
      expect(await left).toBe("left");
      expect((await waiting).response.status).toBe(200);
      // Its own render (300 ms), not the longest wait (1 s) first.
      expect(Date.now() - started).toBeLessThan(800);
      expect(renders).toBe(3);
    });

    it("is waited for one second at most, after which a waiting request renders its own", async () => {
      await keepThenExpire();
      // The first render answers only when told: the one waiting on it is answered while it still renders.
      let finishFirst = () => {};
      behaviour = { until: new Promise<void>((resolve) => (finishFirst = resolve)) };
      const first = get("/readings");
      await vi.waitFor(() => expect(running).toBe(1), { timeout: WAIT_FOR_MS });
      behaviour = {};
      const second = await get("/readings");
      expect(running).toBe(1);
      finishFirst();
      const bodies = [await first, second];
      expect(renders).toBe(3);
      expect(bodies.map(({ body }) => body.toString())).toEqual([
        "<p>render 2 of /readings</p>",
        "<p>render 3 of /readings</p>",
      ]);
    });
  });

  it("sends the policy of a page rendered whole, in place of the per-response one, and replays it", async () => {
    behaviour = { policy: "script-src 'self' 'sha256-abc='" };
    const first = await get("/");
    const again = await get("/");
    expect(renders).toBe(1);
    expect(first.response.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-abc='");
    expect(again.response.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-abc='");
  });

  it("answers HEAD from a kept page without a body, and never keeps a POST", async () => {
    await get("/about");
    const head = await get("/about", {}, "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.response.headers.get("content-length"))).toBe("<p>render 1 of /about</p>".length);
    await get("/form", {}, "POST");
    await get("/form", {}, "POST");
    expect(renders).toBe(3);
  });

  it("keeps a page again in the place of its own past answer, not another page's", async () => {
    await get("/b");
    await get("/c");
    await keepUntilExpired("/a");
    await get("/a");
    expect(renders).toBe(4);
    await get("/b");
    await get("/c");
    expect(renders).toBe(4);
  });

  it("keeps an address by the query parameters pages read, and never one with another, which pushes out no page", async () => {
    await get("/search?q=le&lang=vi");
    await get("/search?lang=vi&q=le");
    await get("/search?lang=vi&q=le");
    expect(renders).toBe(2);
    for (const made of ["/?x=1", "/?q=2", "/?lang=zz", "/?lang=vi&x=4", "/search?q=le&q=ma"]) await get(made);
    await get("/?x=1");
    expect(renders).toBe(8);
    await get("/search?q=le&lang=vi");
    expect(renders).toBe(8);
  });

  it("keeps a visitor's own words from their second asking, so one-off searches are only rendered", async () => {
    for (let made = 0; made < 5; made += 1) await get(`/search?q=once${made}`);
    await get("/search?q=once0");
    await get("/search?q=once0");
    expect(renders).toBe(6);
    expect((await get("/search?q=once0")).response.headers.get("age")).not.toBeNull();
  });

  // 120: ten times over the addresses asked for once that the cache remembers (four per page it keeps, so 12 here).
  it("keeps a visitor's own words apart from the pages: 120 made-up searches and cookies leave every page kept", async () => {
    for (const path of ["/a", "/b", "/c"]) await get(path);
    for (let made = 0; made < 120; made += 1) {
      await get(`/search?q=zz${made}`);
      await get(made % 2 ? `/?lang=zz${made}` : `/?subject=zz${made}`);
      await get("/a", { cookie: `dismissed_notices=zz${made}%40v1${made % 3 ? "; language=zz" : ""}` });
    }
    const rendered = renders;
    for (const path of ["/a", "/b", "/c"]) await get(path);
    expect(renders).toBe(rendered);
  });

  it("holds at most maxPages answers, letting the one served longest ago go", async () => {
    for (const path of ["/a", "/b", "/c"]) await get(path);
    await get("/a");
    await get("/d");
    expect(renders).toBe(4);
    await get("/a");
    await get("/d");
    expect(renders).toBe(4);
    await get("/b");
    expect(renders).toBe(5);
  });
});
