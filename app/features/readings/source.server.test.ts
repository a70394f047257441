import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startHttpStub } from "../../../tests/support/http-stub";
import { isStillValid, startPageRender, trackPageRender } from "#app/lib/page-freshness.server";
import { afterEach, describe, expect, it } from "vitest";
import {
  createReadingsChain,
  createReadingsSource,
  type ReadingsChainOptions,
  type ReadingsSourceOptions,
} from "./source.server";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/readings/${name}`, import.meta.url), "utf8");
const page = fixture("weekday.html");
const DATE = "2025-11-24";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface Stub {
  url: string;
  requests: string[];
  /** Requests whose connection closed before an answer was sent (aborted by the client). */
  abandoned: string[];
}

const servers: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** One local server playing the readings page or a proxy; `routes` maps a path to how it answers. */
async function stub(routes: Record<string, Handler>): Promise<Stub> {
  const requests: string[] = [];
  const abandoned: string[] = [];
  const server = await startHttpStub((request, response) => {
    const url = request.url ?? "/";
    requests.push(url);
    response.on("close", () => {
      if (!response.writableFinished) abandoned.push(url);
    });
    const handler = routes[new URL(url, "http://stub").pathname];
    if (handler) handler(request, response);
    else response.writeHead(404).end("no such page");
  });
  servers.push(server.close);
  return { url: server.url, requests, abandoned };
}

const send =
  (body: string, status = 200, type = "text/html"): Handler =>
  (_request, response) => {
    response.writeHead(status, { "content-type": type }).end(body);
  };
const hang: Handler = () => undefined;
const pageUrlOf = (request: IncomingMessage) => new URL(request.url ?? "/", "http://stub").searchParams.get("url");
/** A proxy that fetches nothing itself but checks it was asked for the right page, then answers with it. */
const proxyServing =
  (body: string): Handler =>
  (request, response) => {
    const target = pageUrlOf(request);
    if (!target?.includes(`select_date=${DATE}`)) return send("bad target", 400)(request, response);
    send(body)(request, response);
  };

function source(options: Partial<ReadingsSourceOptions> & Pick<ReadingsSourceOptions, "sourceUrl">) {
  const logs: string[] = [];
  const readingsSource = createReadingsSource({
    proxyUrls: [],
    timeoutMs: 1000,
    log: (line) => logs.push(line),
    ...options,
  });
  return { readingsSource, logs };
}

const chain = (options: Partial<ReadingsChainOptions> & Pick<ReadingsChainOptions, "sourceUrl">) =>
  createReadingsChain({ proxyUrls: [], timeoutMs: 1000, ...options });
/** The reasons the chain gave for failing, one per attempt. */
const reasonsOf = (error: unknown) =>
  error instanceof Error ? (/\((.*)\)$/.exec(error.message)?.[1] ?? "").split("; ") : [];

const proxyTemplates = (proxy: Stub) => ["p1", "p2", "p3", "p4"].map((name) => `${proxy.url}/${name}?url={url}`);

describe("the readings chain", () => {
  it("lets a page showing cached readings be kept until they expire, and no page built while fetching them", async () => {
    const origin = await stub({ "/": send(page) });
    let now = 1_000;
    const { readingsSource } = source({ sourceUrl: `${origin.url}/`, now: () => now });
    const fetching = startPageRender(60 * 60_000, () => undefined, now);
    await trackPageRender(fetching, () => readingsSource.readings(DATE));
    expect(isStillValid(fetching, now)).toBe(false);
    now += 60_000;
    const cached = startPageRender(60 * 60_000, () => undefined, now);
    await trackPageRender(cached, () => readingsSource.readings(DATE));
    expect(cached.validUntil).toBe(1_000 + 5 * 60_000);
  });

  it("answers from the direct fetch when the page is up, asking for the date", async () => {
    const origin = await stub({ "/bible/daily_reading/": send(page) });
    const readings = await chain({ sourceUrl: `${origin.url}/bible/daily_reading/` })(DATE);
    expect(readings?.gospel.reference).toBe("Luke 21:1-4");
    expect(origin.requests).toEqual([`/bible/daily_reading/?select_date=${DATE}`]);
  });

  it("falls back to a proxy when the page answers 500", async () => {
    const origin = await stub({ "/": send("oops", 500) });
    const proxy = await stub({ "/p1": send("busy", 503), "/p2": proxyServing(page) });
    expect(
      (await chain({ sourceUrl: `${origin.url}/`, proxyUrls: proxyTemplates(proxy) })(DATE)).firstReading.reference,
    ).toBe("Daniel 1:1-6, 8-20");
    expect(proxy.requests.some((url) => url.startsWith("/p3"))).toBe(false);
  });

  it("gives up on a page that hangs past the time-out and uses a proxy", async () => {
    const origin = await stub({ "/": hang });
    const proxy = await stub({ "/p1": proxyServing(page), "/p2": hang });
    const started = Date.now();
    expect(
      await chain({ sourceUrl: `${origin.url}/`, proxyUrls: proxyTemplates(proxy), timeoutMs: 300 })(DATE),
    ).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(1500);
    await expect.poll(() => proxy.abandoned).toEqual([expect.stringMatching(/^\/p2/)]);
  });

  it("tries the remaining proxies one after another when both raced proxies fail", async () => {
    const origin = await stub({ "/": send("gone", 404) });
    const proxy = await stub({
      "/p1": send(fixture("proxy-error.html"), 429),
      "/p2": send("{}", 200, "application/json"),
      "/p3": send(fixture("json-wrapped.json"), 200, "application/json"),
      "/p4": proxyServing(page),
    });
    expect((await chain({ sourceUrl: `${origin.url}/`, proxyUrls: proxyTemplates(proxy) })(DATE)).psalm.reference).toBe(
      "Daniel 3:52, 53, 54, 55, 56",
    );
    expect(proxy.requests.map((url) => url.slice(0, 3)).sort()).toEqual(["/p1", "/p2", "/p3"]);
  });

  it("fails naming each attempt's reason when every source fails", async () => {
    const origin = await stub({ "/": send(fixture("missing-psalm.html")) });
    const proxy = await stub({
      "/p1": send("x", 500),
      "/p2": send("x", 502),
      "/p3": send(fixture("missing-psalm.html")),
      "/p4": send("x", 504),
    });
    const error = await chain({ sourceUrl: `${origin.url}/`, proxyUrls: proxyTemplates(proxy) })(DATE).catch(
      (failure: unknown) => failure,
    );
    const host = new URL(proxy.url).host;
    expect(reasonsOf(error).sort()).toEqual(
      [
        `direct: Could not parse essential readings from HTML`,
        `proxy ${host}: HTTP 500`,
        `proxy ${host}: HTTP 502`,
        `proxy ${host}: Could not parse essential readings from HTML`,
        `proxy ${host}: HTTP 504`,
      ].sort(),
    );
  });

  it("rejects a proxy answer shorter than 1000 characters or without 'Daily Reading for', even when it parses", async () => {
    const short =
      "<h3>Reading 1, Daniel 1:1-6</h3><h3>Responsorial Psalm, Daniel 3:52</h3><h3>Gospel, Luke 21:1-4</h3>";
    const unmarked = page.replaceAll("Daily Reading for", "Readings of");
    const origin = await stub({ "/": send("down", 503) });
    const proxy = await stub({ "/p1": send(short), "/p2": send(unmarked), "/p3": send(short), "/p4": send(short) });
    const reasons = reasonsOf(
      await chain({ sourceUrl: `${origin.url}/`, proxyUrls: proxyTemplates(proxy) })(DATE).catch(
        (failure: unknown) => failure,
      ),
    );
    expect(reasons.filter((line) => line.endsWith(`answer too short (${short.length} characters)`))).toHaveLength(3);
    expect(reasons.filter((line) => line.endsWith(`answer lacks "Daily Reading for"`))).toHaveLength(1);
  });

  it("serves a second call from the cache without any request for five minutes, then the stale readings while it refreshes", async () => {
    const origin = await stub({ "/": send(page) });
    let clock = 1_000_000;
    const { readingsSource } = source({ sourceUrl: `${origin.url}/`, now: () => clock });
    const first = await readingsSource.readings(DATE);
    clock += 5 * 60 * 1000 - 1;
    expect(await readingsSource.readings(DATE)).toEqual(first);
    expect(readingsSource.held(DATE)?.freshUntil).toBe(1_000_000 + 5 * 60 * 1000);
    expect(origin.requests).toHaveLength(1);
    clock += 2;
    expect(await readingsSource.readings(DATE)).toEqual(first);
    await expect.poll(() => origin.requests).toHaveLength(2);
    await expect.poll(() => readingsSource.held(DATE)?.freshUntil).toBe(clock + 5 * 60 * 1000);
  });

  it("remembers a failure, so the next visits show the fallback at once without asking again, and logs the outage once", async () => {
    let up = false;
    const origin = await stub({
      "/": (request, response) => send(up ? page : "down", up ? 200 : 503)(request, response),
    });
    let clock = 1_000_000;
    const { readingsSource, logs } = source({ sourceUrl: `${origin.url}/`, now: () => clock });
    expect(await readingsSource.readings(DATE)).toBeNull();
    expect(await readingsSource.readings(DATE)).toBeNull();
    expect(origin.requests).toHaveLength(1);
    expect(logs).toEqual([
      `readings: failing, showing the last good data or the fallback meanwhile (every source failed (direct: HTTP 503))`,
    ]);
    expect(readingsSource.status()).toMatchObject({
      name: "readings",
      state: "failing",
      lastError: "every source failed (direct: HTTP 503)",
    });
    up = true;
    clock += 30_000;
    expect(await readingsSource.readings(DATE)).not.toBeNull();
    expect(logs.at(-1)).toBe("readings: answering again after 30 s");
    expect(readingsSource.status().state).toBe("fresh");
  });

  it("lets concurrent calls for one date share a single upstream request", async () => {
    const origin = await stub({
      "/": (request, response) => void setTimeout(() => send(page)(request, response), 100),
    });
    const { readingsSource } = source({ sourceUrl: `${origin.url}/` });
    const [a, b, c] = await Promise.all([
      readingsSource.readings(DATE),
      readingsSource.readings(DATE),
      readingsSource.readings(DATE),
    ]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(origin.requests).toHaveLength(1);
  });
});
