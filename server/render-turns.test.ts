import { AsyncLocalStorage } from "node:async_hooks";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { renderOnePerTurn } from "./render-turns";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function request(socket = { destroyed: false }) {
  return { socket } as unknown as Request;
}

describe("renderOnePerTurn", () => {
  it("starts the requests that came in one turn one per later turn, in the order they came", async () => {
    const handle = renderOnePerTurn();
    const started: string[] = [];
    for (const name of ["first", "second", "third"]) handle(request(), {} as Response, () => started.push(name));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual(["first"]);
    handle(request(), {} as Response, () => started.push("fourth"));
    await nextTurn();
    expect(started).toEqual(["first", "second"]);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(["first", "second", "third", "fourth"]);
  });

  it("starts a request alone in the very next turn, and again once the queue has emptied", async () => {
    const handle = renderOnePerTurn();
    const started: number[] = [];
    handle(request(), {} as Response, () => started.push(1));
    await nextTurn();
    expect(started).toEqual([1]);
    await nextTurn();
    handle(request(), {} as Response, () => started.push(2));
    await nextTurn();
    expect(started).toEqual([1, 2]);
  });

  it("drops a request whose visitor has gone and starts the next in its place", async () => {
    const handle = renderOnePerTurn();
    const started: string[] = [];
    const leaving = { destroyed: false };
    handle(request(leaving), {} as Response, () => started.push("gone"));
    handle(request(), {} as Response, () => started.push("waiting"));
    leaving.destroyed = true;
    await nextTurn();
    expect(started).toEqual(["waiting"]);
    await nextTurn();
    expect(started).toEqual(["waiting"]);
  });

  it("goes on with each request in the asynchronous context it came in, not the one that began the turn", async () => {
    const handle = renderOnePerTurn();
    const render = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    for (const name of ["first", "second", "third"]) {
      render.run(name, () => handle(request(), {} as Response, () => seen.push(render.getStore())));
    }
    for (let turn = 0; turn < 3; turn += 1) await nextTurn();
    expect(seen).toEqual(["first", "second", "third"]);
  });
});
