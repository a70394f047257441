import { AsyncResource } from "node:async_hooks";
import type { RequestHandler } from "express";

/**
 * Requests for the router start one per turn of the event loop, in the order they came. A page renders in one go
 * once its data is held, so without this a turn renders every request that arrived during the last one; and Node
 * accepts one new connection per turn, so under load a visitor's new connection waited a whole turn of renders (about
 * 0.4 s at 50 connections) for each connection ahead of it. A request whose visitor has gone is dropped unread.
 * Each request goes on in its own asynchronous context, as if it had not waited: the page cache follows its render
 * by it (app/lib/page-freshness.server.ts).
 */
export function renderOnePerTurn(): RequestHandler {
  const waiting: { visitorGone: () => boolean; start: () => void }[] = [];
  let turnScheduled = false;

  const startNext = () => {
    let next = waiting.shift();
    while (next?.visitorGone()) next = waiting.shift();
    turnScheduled = waiting.length > 0;
    if (turnScheduled) setImmediate(startNext);
    next?.start();
  };

  return (req, _res, next) => {
    waiting.push({ visitorGone: () => req.socket.destroyed, start: AsyncResource.bind(next) });
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(startNext);
    }
  };
}
