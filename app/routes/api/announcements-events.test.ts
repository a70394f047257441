import { getEventListeners } from "node:events";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { contentService } from "#app/features/content/content-service.server";
import { clientAddressContext } from "#app/lib/client-address";
import { shutdownSignal } from "#app/lib/shutdown.server";
import { loader } from "./announcements-events";

function answer(signal: AbortSignal, visitor = "192.0.2.1") {
  const request = new Request("http://parish.test/api/announcements/events", { signal });
  const context = new RouterContextProvider();
  context.set(clientAddressContext, visitor);
  const url = new URL(request.url);
  return loader({ request, url, pattern: url.pathname, params: {}, context } as Parameters<typeof loader>[0]);
}

function openStream(signal: AbortSignal, visitor?: string) {
  const response = answer(signal, visitor);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("The event stream has no body.");
  return { response, reader };
}

describe("GET /api/announcements/events", () => {
  afterAll(() => contentService().close());

  it("opens an event stream that tells the browser when to reconnect", async () => {
    const browser = new AbortController();
    const { response, reader } = openStream(browser.signal);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("retry: 1000\n: connected\n\n");
    browser.abort();
  });

  it("leaves no listener on the process's shutdown signal once a browser has gone, whether it left or cancelled", async () => {
    const before = getEventListeners(shutdownSignal, "abort").length;
    for (let visit = 0; visit < 20; visit += 1) {
      const browser = new AbortController();
      const { reader } = openStream(browser.signal);
      await reader.read();
      if (visit % 2 === 0) browser.abort();
      else await reader.cancel();
    }
    expect(getEventListeners(shutdownSignal, "abort").length).toBe(before);
  });

  it("gives a visitor twenty streams at once, and refuses the next with a time to ask again", async () => {
    const browser = new AbortController();
    const open = [];
    for (let tab = 0; tab < 20; tab += 1) open.push(openStream(browser.signal, "198.51.100.9"));
    const refused = answer(browser.signal, "198.51.100.9");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("60");
    const other = new AbortController();
    expect(answer(other.signal, "198.51.100.10").status).toBe(200);
    other.abort();
    await open[0]?.reader.cancel();
    expect(answer(other.signal, "198.51.100.9").status).toBe(200);
    browser.abort();
  });
});
