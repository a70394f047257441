import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { addressKey, createRateLimiter } from "#app/lib/rate-limit.server";

/**
 * The share of the thread renders may take while answers from the cache and files are also being asked for: a page
 * renders on the one thread that also serves kept pages, so without a limit one visitor's searches slow everyone.
 */
const RENDER_SHARE = 0.5;
/** What a render is taken to cost before one has been measured. */
const FIRST_COST_MS = 10;
/** A render that takes longer is waiting on outside data, not using the thread: it counts as this much. */
const LONGEST_COUNTED_MS = 100;
/** How much each render measured moves the cost taken for the next ones. */
const COST_WEIGHT = 0.25;
/** Past this wait for its turn a request is answered at once that the site is busy, rather than held. */
const LONGEST_WAIT_MS = 3_000;
/**
 * A visitor past their share is answered after this pause: a script that asks again at once, ignoring Retry-After,
 * then sends a few requests a second instead of thousands, each of which would take its turn beside the kept pages.
 */
const REFUSAL_PAUSE_MS = 500;
/** Refusals held for their pause at most; past it they are sent at once, so a flood of connections holds no memory. */
const MOST_PAUSED = 500;

export type Refusal = 429 | 503;

const isRead = (req: IncomingMessage) => req.method === "GET" || req.method === "HEAD";

export interface RenderBudgetOptions {
  /** Renders a visitor may ask for in a minute; the cache's answers and the build's files do not count. */
  perVisitorPerMinute: number;
  /** The visitor's address, as the server trusts it. */
  visitorOf: (req: IncomingMessage) => string;
  /** Answers a request that is not rendered: 429 for a visitor past their share, 503 when renders are full. */
  refuse: (req: IncomingMessage, res: ServerResponse, status: Refusal, retryAfterSeconds: number) => void;
  now?: () => number;
}

export interface RenderBudget {
  /** Counts a request as it reaches the server: those answered without a render (kept pages, files) are told apart. */
  arrived(): void;
  /**
   * Refuses at once, before any other work, a request of a visitor who has had their share of renders, and says so.
   * Only for a request that would render: the listener asks once the cache has no answer and it is no file.
   */
  refusedEarly(req: IncomingMessage, res: ServerResponse): boolean;
  /**
   * Marks a request that renders again a kept page past its time: it goes ahead of the other renders and counts
   * against no visitor's share, since its answer is for everyone who reads that page.
   */
  refreshesKept(req: IncomingMessage): void;
  /** Counts a render against its visitor's share and lets it on to the router in its turn, or refuses it. */
  gate: RequestHandler;
}

interface Waiting {
  visitorGone: () => boolean;
  start: () => void;
}

/**
 * Renders start one per turn of the event loop, in the order they came: a page renders in one go once its data is
 * held, and Node accepts one new connection per turn, so a new visitor never waits a whole turn of renders. While other
 * answers are asked for too, renders start no closer together than their recent cost over RENDER_SHARE, leaving the
 * rest of the thread to the cache; each visitor has a share of renders a minute, past which they are answered 429
 * after a pause; and a request that would wait too long is refused at once. Each request goes on in its own asynchronous context, as if it had not waited: the page
 * cache follows its render by it (app/lib/page-freshness.server.ts).
 */
export function renderBudget({
  perVisitorPerMinute,
  visitorOf,
  refuse,
  now = () => performance.now(),
}: RenderBudgetOptions): RenderBudget {
  const perVisitor = createRateLimiter({ limit: perVisitorPerMinute, windowMs: 60_000 });
  const waiting: Waiting[] = [];
  const refreshes = new WeakSet<IncomingMessage>();
  let scheduled = false;
  let cost = FIRST_COST_MS;
  /**
   * The time between one render's start and the next's while renders wait: how fast the queue goes down. A render's
   * own time to finish is no measure of it, since renders in flight share the thread and each takes as long as all.
   */
  let gap = FIRST_COST_MS;
  let queuedAtLastStart = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let arrivals = 0;
  let entries = 0;
  let answeredAheadAtLastStart = 0;
  let paused = 0;

  const answeredAhead = () => arrivals - entries;
  /** How long after the last render's start the next may start: at once, unless other answers were asked for since. */
  const spacing = () => (answeredAhead() === answeredAheadAtLastStart ? 0 : cost / RENDER_SHARE);

  const schedule = (delayMs: number) => {
    scheduled = true;
    if (delayMs > 0) setTimeout(startNext, delayMs);
    else setImmediate(startNext);
  };

  function startNext() {
    scheduled = false;
    while (waiting[0]?.visitorGone()) waiting.shift();
    const next = waiting[0];
    if (!next) return;
    const wait = lastStart + spacing() - now();
    if (wait > 0) return schedule(wait);
    waiting.shift();
    const startedAt = now();
    if (queuedAtLastStart) gap += COST_WEIGHT * (Math.min(startedAt - lastStart, LONGEST_COUNTED_MS) - gap);
    lastStart = startedAt;
    answeredAheadAtLastStart = answeredAhead();
    queuedAtLastStart = waiting.length > 0;
    if (queuedAtLastStart) schedule(0);
    next.start();
  }

  function measure(res: ServerResponse) {
    const startedAt = now();
    res.once("close", () => {
      cost += COST_WEIGHT * (Math.min(now() - startedAt, LONGEST_COUNTED_MS) - cost);
    });
  }

  return {
    arrived() {
      arrivals += 1;
    },
    refusedEarly(req, res) {
      if (!isRead(req)) return false;
      const share = perVisitor.check(addressKey(visitorOf(req)));
      if (share.allowed) return false;
      entries += 1;
      if (paused >= MOST_PAUSED) {
        refuse(req, res, 429, share.retryAfterSeconds);
        return true;
      }
      paused += 1;
      setTimeout(() => {
        paused -= 1;
        if (!res.destroyed) refuse(req, res, 429, share.retryAfterSeconds);
      }, REFUSAL_PAUSE_MS);
      return true;
    },
    refreshesKept(req) {
      refreshes.add(req);
    },
    gate(req, res, next) {
      entries += 1;
      const render = {
        visitorGone: () => req.socket.destroyed,
        start: AsyncResource.bind(() => {
          measure(res);
          next();
        }),
      };
      if (refreshes.has(req)) waiting.unshift(render);
      // A form sent is never refused here: its own limits answer with the visitor's words shown again.
      else if (!isRead(req)) waiting.push(render);
      else {
        const share = perVisitor.hit(addressKey(visitorOf(req)));
        if (!share.allowed) return refuse(req, res, 429, share.retryAfterSeconds);
        const expectedWaitMs = waiting.length * Math.max(gap, spacing());
        if (expectedWaitMs > LONGEST_WAIT_MS) return refuse(req, res, 503, Math.ceil(expectedWaitMs / 1000));
        waiting.push(render);
      }
      if (!scheduled) schedule(0);
    },
  };
}
