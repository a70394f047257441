import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { type Encoding, preferredEncoding } from "./encoding";
import type { PageKey } from "./page-key";
import {
  type KeptAnswer,
  type PageRender,
  isStillValid,
  startPageRender,
  trackPageRender,
} from "#app/lib/page-freshness.server";

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface KeptPage {
  render: PageRender;
  keptAt: number;
  /** The whole response per encoding: raw header pairs, ready for `writeHead`, and the body. */
  answers: Record<Encoding, { headers: string[]; body: Buffer }>;
  etag?: string;
}

function etagOf(headers: string[]): string | undefined {
  const at = headers.findIndex((name, index) => index % 2 === 0 && name.toLowerCase() === "etag");
  return at === -1 ? undefined : headers[at + 1];
}

/** Headers that belong to one connection or one encoding of the answer, never to the page itself. */
const NOT_KEPT = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "vary",
]);

export interface PageCacheOptions {
  /** The longest a page is served again; data that expires sooner, or changes, ends it sooner. */
  ttlMs: number;
  /** The most answers kept on each shelf: the site's pages, and addresses with a visitor's own words. */
  maxPages: number;
  /**
   * What an answer is kept and found by: the address and the cookies as pages read them, or null for a request whose
   * answer is its visitor's alone (server/page-key.ts). Any other cookie (an analytics tag's, a CDN's) is no part of it.
   */
  keyOf: (req: IncomingMessage) => PageKey | null;
}

const isRead = (req: IncomingMessage) => req.method === "GET" || req.method === "HEAD";

/**
 * How long requests wait for the answer to the same address that another request is rendering. A page the cache can
 * keep renders and compresses in well under this; one that takes longer is waiting on outside data, and the requests
 * are better off rendering their own, which stream.
 */
const LONGEST_WAIT_MS = 1_000;

export interface PageCache {
  /**
   * Sends the kept answer to this request if there is one. If the same address is being rendered for another
   * request, it waits for that answer to be kept, so a page that expires under load is rendered once, not once per
   * request in flight. Otherwise, or if that answer is not kept, it calls `render`, saying whether the render makes
   * again an answer the cache held (a page everyone reads, past its time). It takes the bare Node request,
   * ahead of the web framework: a kept answer needs nothing from it, and on two cores its routing cost a third of
   * the CPU each kept answer took.
   */
  serve(req: IncomingMessage, res: ServerResponse, render: (refreshesKept: boolean) => void): void;
  /** Middleware for every request the cache could not answer: it keeps the answer the site then sends, if it may. */
  keepAnswers: RequestHandler;
  /** Resolves once every answer sent so far that is being compressed for keeping is kept or let go. */
  settled(): Promise<void>;
}

function headerPairs(headers: OutgoingHttpHeaders): string[] {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_KEPT.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(name, String(item));
  }
  return pairs;
}

async function encodings(headers: string[], body: KeptAnswer["body"]): Promise<KeptPage["answers"]> {
  if (typeof body !== "string") {
    // Compressed in its own format already: compressing it again would take CPU and save next to nothing.
    const whole = answerOf(headers, Buffer.from(body));
    return { br: whole, gzip: whole, identity: whole };
  }
  const identity = Buffer.from(body, "utf8");
  const [br, gz] = await Promise.all([
    // Quality 7: higher ones save a few dozen bytes for several times the CPU and memory, taken on a two-core server
    // from rendering (docs/decisions/page-cache.md).
    brotliCompress(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return {
    br: answerOf(headers, br, "br"),
    gzip: answerOf(headers, gz, "gzip"),
    identity: answerOf(headers, identity),
  };
}

function answerOf(headers: string[], body: Buffer, encoding?: string): KeptPage["answers"][Encoding] {
  return {
    headers: [
      ...headers,
      "vary",
      "Cookie, Accept-Encoding",
      ...(encoding ? ["content-encoding", encoding] : []),
      "content-length",
      String(body.length),
    ],
    body,
  };
}

/**
 * A small shared cache of whole answers, in front of everything else: a request it can answer needs no more work.
 * An answer is kept only when it was built entirely from data the server already held
 * (app/lib/page-freshness.server.ts), was offered for keeping, and went out as a 200 setting no cookie. It is served again exactly as first sent, compressed once, until its data expires or
 * changes, or `ttlMs` passes. Past `maxPages`, the page served longest ago goes.
 */
export function pageCache({ ttlMs, maxPages, keyOf }: PageCacheOptions): PageCache {
  const shelves = { pages: new Map<string, KeptPage>(), ownWords: new Map<string, KeptPage>() };
  /**
   * Addresses with a visitor's own words asked for once lately: such an address is kept from its second asking, so a
   * flood of made-up searches costs no rendering whole, no compressing and no keeping, only each its render.
   */
  const askedOnce = new LRUCache<string, true>({ max: maxPages * 4, ttl: ttlMs });
  const shelfOf = (key: PageKey) => (key.ownWords ? shelves.ownWords : shelves.pages);
  const compressing = new Set<string>();
  const storing = new Set<Promise<void>>();
  /** Per address being rendered for keeping: what each request waiting to be served its answer does once let go. */
  const waiting = new Map<string, (() => void)[]>();

  async function store(
    { key, ownWords }: PageKey,
    render: PageRender,
    headers: string[],
    body: KeptAnswer["body"],
  ): Promise<void> {
    compressing.add(key);
    try {
      const answers = await encodings(headers, body);
      if (!isStillValid(render)) return;
      const pages = shelfOf({ key, ownWords });
      // The answer it replaces (past its time) goes first, so it takes no other page's place, and the new one is last.
      pages.delete(key);
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value ?? key);
      pages.set(key, { render, keptAt: Date.now(), answers, etag: etagOf(headers) });
    } finally {
      compressing.delete(key);
    }
  }

  function serveKept(req: IncomingMessage, res: ServerResponse, pageKey: PageKey | null): boolean {
    if (!isRead(req) || !pageKey) return false;
    const { key } = pageKey;
    const pages = shelfOf(pageKey);
    const kept = pages.get(key);
    // An answer past its time stays until the next is kept: it marks the address as one to render once for everyone.
    if (!kept || !isStillValid(kept.render)) return false;
    // Served again, it becomes the last to let go: addresses asked for once (a shared link's click id makes each
    // unique) then push out only each other, never the pages people keep asking for.
    pages.delete(key);
    pages.set(key, kept);
    const { headers, body } = kept.answers[preferredEncoding(req)];
    // A shared cache in front counts the page's time from when it was made, not from this answer.
    const age = String(Math.floor((Date.now() - kept.keptAt) / 1000));
    // A browser holding the same answer (a PDF, by its ETag) is told so, without it.
    const unchanged = kept.etag !== undefined && req.headers["if-none-match"] === kept.etag;
    res
      .writeHead(unchanged ? 304 : 200, [...headers, "age", age])
      .end(req.method === "HEAD" || unchanged ? undefined : body);
    return true;
  }

  function serve(req: IncomingMessage, res: ServerResponse, render: (refreshesKept: boolean) => void): void {
    const pageKey = keyOf(req);
    if (serveKept(req, res, pageKey)) return;
    // The cache still holds this address's answer, past its time: the render makes it again for everyone.
    const refreshesKept = isRead(req) && pageKey !== null && shelfOf(pageKey).has(pageKey.key);
    const queue = isRead(req) && pageKey ? waiting.get(pageKey.key) : undefined;
    if (!queue) return render(refreshesKept);
    queue.push(() => {
      // A visitor who left while waiting needs nothing rendered.
      if (!res.destroyed && !serveKept(req, res, pageKey)) render(refreshesKept);
    });
  }

  function forgetIfPast(pageKey: PageKey): void {
    const pages = shelfOf(pageKey);
    const kept = pages.get(pageKey.key);
    if (kept && !isStillValid(kept.render)) pages.delete(pageKey.key);
  }

  /**
   * Makes this render of an address kept before the one that requests for it wait for, and returns what lets them
   * go: once its answer is kept or not, or after `LONGEST_WAIT_MS`, when they and any later request render their
   * own. An address never kept is not waited for: its answer may not be one the cache can keep.
   */
  function lead(pageKey: PageKey): () => void {
    const { key } = pageKey;
    if (waiting.has(key) || !shelfOf(pageKey).has(key)) return () => undefined;
    const queue: (() => void)[] = [];
    waiting.set(key, queue);
    const release = () => {
      if (waiting.get(key) !== queue) return;
      clearTimeout(timer);
      waiting.delete(key);
      for (const go of queue) go();
    };
    // A render this slow is waiting on outside data: until an answer is kept again, the address is not waited for.
    const timer = setTimeout(() => {
      forgetIfPast(pageKey);
      release();
    }, LONGEST_WAIT_MS);
    return release;
  }

  const keepAnswers: RequestHandler = (req, res, next) => {
    const key = isRead(req) ? keyOf(req) : null;
    if (!key) return next();
    if (key.ownWords && !shelfOf(key).has(key.key) && !askedOnce.has(key.key)) {
      askedOnce.set(key.key, true);
      return next();
    }
    const release = lead(key);
    let offered: KeptAnswer | undefined;
    const render = startPageRender(ttlMs, (answer) => {
      offered = answer;
      if (answer.contentSecurityPolicy) res.setHeader("Content-Security-Policy", answer.contentSecurityPolicy);
    });
    // A request that ends unanswered (the visitor left) lets the waiting ones go; they render their own.
    res.once("close", () => {
      if (!res.writableFinished) release();
    });
    res.once("finish", () => {
      if (!offered || res.statusCode !== 200 || res.hasHeader("set-cookie") || !isStillValid(render)) {
        // The address no longer gives an answer to keep: the next requests for it render at once, without waiting.
        forgetIfPast(key);
        release();
        return;
      }
      if (compressing.has(key.key)) return release();
      const stored = store(key, render, headerPairs(res.getHeaders()), offered.body)
        .catch((error: unknown) => {
          console.error("An answer could not be kept:", error);
        })
        .finally(() => {
          storing.delete(stored);
          release();
        });
      storing.add(stored);
    });
    trackPageRender(render, next);
  };

  return {
    serve,
    keepAnswers,
    settled: async () => {
      await Promise.all(storing);
    },
  };
}
