import { AsyncLocalStorage } from "node:async_hooks";
import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { type Refusal, renderBudget } from "./render-budget";
import { WAIT_FOR_MS } from "../tests/support/wait-for";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function request(ip = "192.0.2.1", socket = { destroyed: false }, method = "GET") {
  return { ip, socket, method } as unknown as Request;
}

/** A response that finishes when told to, as the router's does. */
const response = () => new EventEmitter() as unknown as Response;

function budget(perVisitorPerMinute = 1_000, now?: () => number) {
  const refused: { ip: string | undefined; status: Refusal; retryAfterSeconds: number }[] = [];
  const { gate, arrived, refusedEarly, refreshesKept } = renderBudget({
    perVisitorPerMinute,
    visitorOf: (req) => (req as Request).ip ?? "",
    refuse: (req, _res, status, retryAfterSeconds) =>
      refused.push({ ip: (req as Request).ip, status, retryAfterSeconds }),
    now,
  });
  const handle = (name: string, started: string[], req = request()) => {
    arrived();
    gate(req, response(), () => started.push(name));
  };
  return { handle, arrived, refused, refusedEarly, refreshesKept };
}

describe("renderBudget", () => {
  it("starts the requests that came in one turn one per later turn, in the order they came", async () => {
    const { handle } = budget();
    const started: string[] = [];
    for (const name of ["first", "second", "third"]) handle(name, started);
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual(["first"]);
    handle("fourth", started);
    await nextTurn();
    expect(started).toEqual(["first", "second"]);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(["first", "second", "third", "fourth"]);
  });

  it("drops a request whose visitor has gone and starts the next in its place", async () => {
    const { handle } = budget();
    const started: string[] = [];
    const leaving = { destroyed: false };
    handle("gone", started, request("192.0.2.1", leaving));
    handle("waiting", started);
    leaving.destroyed = true;
    await nextTurn();
    expect(started).toEqual(["waiting"]);
  });

  it("goes on with each request in the asynchronous context it came in", async () => {
    const { gate } = renderBudget({ perVisitorPerMinute: 100, visitorOf: () => "192.0.2.1", refuse: () => undefined });
    const render = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    for (const name of ["first", "second", "third"])
      render.run(name, () => gate(request(), response(), () => seen.push(render.getStore())));
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    expect(seen).toEqual(["first", "second", "third"]);
  });

  it("leaves half the thread to the other answers: while they are asked for, renders wait their cost twice over", async () => {
    let clock = 0;
    const { handle, arrived } = budget(1_000, () => clock);
    const started: string[] = [];
    handle("first", started);
    handle("second", started);
    await nextTurn();
    expect(started).toEqual(["first"]);
    // A kept page answered meanwhile: the next render waits until twice the first cost (10 ms) has passed.
    arrived();
    clock = 5;
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(["first"]);
    clock = 20;
    await vi.waitFor(() => expect(started).toEqual(["first", "second"]), { timeout: WAIT_FOR_MS });
  });

  it("refuses a visitor past their share of renders a minute, counting an IPv6 visitor by their /64", async () => {
    const { handle, refused } = budget(2);
    const started: string[] = [];
    handle("1", started, request("2001:db8::1"));
    handle("2", started, request("2001:db8::2"));
    handle("3", started, request("2001:db8::3"));
    handle("other", started, request("2001:db8:1::1"));
    await vi.waitFor(() => expect(started).toEqual(["1", "2", "other"]), { timeout: WAIT_FOR_MS });
    expect(refused).toEqual([{ ip: "2001:db8::3", status: 429, retryAfterSeconds: 60 }]);
  });

  it("refuses the visitor's next requests before any other work, after a pause, and no other visitor's", () => {
    vi.useFakeTimers();
    try {
      const { handle, refused, refusedEarly } = budget(1);
      handle("1", [], request("192.0.2.7"));
      expect(refusedEarly(request("192.0.2.7"), response())).toBe(true);
      expect(refusedEarly(request("192.0.2.8"), response())).toBe(false);
      expect(refused).toEqual([]);
      vi.advanceTimersByTime(500);
      expect(refused.map((refusal) => refusal.status)).toEqual([429]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never refuses a form sent, whose own limits show the visitor's words again", async () => {
    const { handle, refused, refusedEarly } = budget(1);
    const started: string[] = [];
    handle("page", started, request("192.0.2.11"));
    const post = request("192.0.2.11", { destroyed: false }, "POST");
    expect(refusedEarly(post, response())).toBe(false);
    handle("form", started, post);
    await vi.waitFor(() => expect(started).toEqual(["page", "form"]), { timeout: WAIT_FOR_MS });
    expect(refused).toEqual([]);
  });

  it("renders a kept page past its time ahead of the others, counted against no visitor's share", async () => {
    const { handle, refused, refreshesKept } = budget(1);
    const started: string[] = [];
    handle("search 1", started, request("192.0.2.9"));
    handle("search 2", started, request("192.0.2.10"));
    const home = request("192.0.2.9");
    refreshesKept(home);
    handle("home again", started, home);
    await vi.waitFor(() => expect(started).toEqual(["home again", "search 1", "search 2"]), { timeout: WAIT_FOR_MS });
    expect(refused).toEqual([]);
  });

  it("judges a wait by how fast waiting renders start, not by how long each takes to finish beside the others", async () => {
    let clock = 0;
    const refused: Refusal[] = [];
    const { gate, arrived } = renderBudget({
      perVisitorPerMinute: 1_000_000,
      visitorOf: (req) => (req as Request).ip ?? "",
      refuse: (_req, _res, status) => refused.push(status),
      now: () => clock,
    });
    const finishing: Response[] = [];
    const arrive = (count: number) => {
      for (let index = 0; index < count; index += 1) {
        arrived();
        const res = response();
        gate(request(`192.0.2.${index % 250}`), res, () => finishing.push(res));
      }
    };
    // Two hundred renders in flight, started 5 ms apart, each finishing 100 ms after its start among the others.
    arrive(200);
    while (finishing.length < 200) {
      await nextTurn();
      clock += 5;
      if (finishing.length > 20) finishing[finishing.length - 21]?.emit("close");
    }
    // Two hundred more would wait about a second, not the 20 s their time to finish would say.
    arrive(200);
    expect(refused).toEqual([]);
  });

  it("answers at once that the site is busy when a render would wait more than a few seconds", () => {
    const { handle, refused } = budget(1_000_000);
    const started: string[] = [];
    for (let index = 0; index < 400; index += 1) handle(String(index), started, request(`192.0.2.${index % 250}`));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((refusal) => refusal.status === 503 && refusal.retryAfterSeconds >= 3)).toBe(true);
    expect(refused.length).toBeLessThan(400 - 250);
  });
});
