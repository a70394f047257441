import { getEventListeners } from "node:events";
import { afterAll, describe, expect, it } from "vitest";
import { contentService } from "#app/features/content/content-service.server";
import { shutdownSignal } from "#app/lib/shutdown.server";
import { loader } from "./announcements-events";

function openStream(signal: AbortSignal) {
  const request = new Request("http://parish.test/api/announcements/events", { signal });
  const response = loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0]);
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
});
