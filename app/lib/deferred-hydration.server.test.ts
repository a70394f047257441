import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { type DOMWindow, JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { deferHydrationStream, INERT_MODULE, INERT_PRELOAD, RESTORE_AFTER_PAINT } from "./deferred-hydration.server";
import { WAIT_FOR_MS } from "../../tests/support/wait-for";

/** A page as React Router's `<Scripts>` writes it: preloads hoisted into the head, the module script at the end. */
const routeModulesScript =
  ';\nimport * as route0 from "/assets/root-D1.js";\nimport * as route1 from "/assets/home-D2.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-C3.js");';
const page =
  '<!DOCTYPE html><html lang="vi"><head><link rel="modulepreload" href="/assets/entry.client-C3.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/root-D1.js" nonce="n0"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><h1>Giờ Lễ Chúa Nhật</h1><script nonce="n0">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0" type="module" async="">${routeModulesScript}</script><p>Thánh Lễ &amp; Chầu</p></body></html>`;
const restorer = (nonce: string) => `<script${nonce ? ` nonce="${nonce}"` : ""}>${RESTORE_AFTER_PAINT}</script>`;

function through(chunks: Buffer[], nonce = "n0"): Promise<string> {
  return text(Readable.from(chunks).pipe(deferHydrationStream(nonce)));
}

describe("deferHydrationStream", () => {
  it("makes the preloads and the module script inert, restores them after it under the response's nonce, and changes nothing else", async () => {
    const html = await through([Buffer.from(page)]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`${routeModulesScript}</script>${restorer("n0")}<p>`);
    const putBack = html
      .replace(restorer("n0"), "")
      .replaceAll(`rel="${INERT_PRELOAD}"`, 'rel="modulepreload"')
      .replace(`type="${INERT_MODULE}" data-async=""`, 'type="module" async=""');
    expect(putBack).toBe(page);
  });

  it("puts in only ASCII, as it reads and writes the bytes one character each", () => {
    expect(`${INERT_PRELOAD}${INERT_MODULE}${RESTORE_AFTER_PAINT}`).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it("reads tags as a browser does: quotes and case of any kind, and nothing inside another script's text", async () => {
    const quoted = page
      .replace(
        '<link rel="modulepreload" href="/assets/root-D1.js" nonce="n0"/>',
        "<LINK REL='modulepreload' HREF=/assets/root-D1.js>",
      )
      .replace(
        '<script nonce="n0">window.__reactRouterContext = {};</script>',
        '<script nonce="n0">const html = \'<link rel="modulepreload"><script type="module">\';</script>',
      );
    const html = await through([Buffer.from(quoted)]);
    expect(html).toContain(`<LINK REL='${INERT_PRELOAD}' HREF=/assets/root-D1.js>`);
    expect(html).toContain('const html = \'<link rel="modulepreload"><script type="module">\';</script>');
    expect(html).toContain(`<script nonce="n0" type="${INERT_MODULE}" data-async="">`);
  });

  it("writes the restoring script without a nonce for a page kept and allowed by hash", async () => {
    expect(await through([Buffer.from(page)], "")).toContain(`</script>${restorer("")}<p>`);
  });

  it("gives the same document however it is cut into chunks, even inside a multi-byte letter", async () => {
    const whole = await through([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it("holds what it wrote until the writer flushes, as React does after each piece, then passes on each turn's pieces as one chunk", async () => {
    const stream = deferHydrationStream("n0");
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    stream.write(Buffer.from("<main><p>Thánh Lễ</p>"));
    stream.write(Buffer.from("<p>Chúa Nhật</p><p"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(received).toEqual([]);
    stream.flush();
    stream.write(Buffer.from(">Lễ Vọng</p>"));
    stream.flush();
    await vi.waitFor(() => expect(received).toEqual(["<main><p>Thánh Lễ</p><p>Chúa Nhật</p><p>Lễ Vọng</p>"]), {
      timeout: WAIT_FOR_MS,
    });
    stream.write(Buffer.from("<p>Chầu Thánh Thể</p>"));
    stream.flush();
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: WAIT_FOR_MS });
    expect(received[1]).toBe("<p>Chầu Thánh Thể</p>");
    stream.end();
  });

  it("reads nothing after the module script: the streamed parts pass on exactly as written", async () => {
    const streamedPart =
      '<div hidden id="S:0"><script type="module">late()</script><link rel="modulepreload" href="/x.js"/></div>';
    const html = await through([
      Buffer.from(page.replace("</body></html>", "")),
      Buffer.from(streamedPart),
      Buffer.from("</body></html>"),
    ]);
    expect(html.endsWith(`<p>Thánh Lễ &amp; Chầu</p>${streamedPart}</body></html>`)).toBe(true);
  });
});

/** A browser's report of paints, played by the test: `paint()` reports the first contentful paint. */
function paintReports(window: DOMWindow) {
  const observers: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class PerformanceObserver {
    static readonly supportedEntryTypes = ["paint"];
    constructor(private readonly callback: (entries: unknown, observer: unknown) => void) {}
    observe() {
      observers.push((entries) => this.callback(entries, this));
    }
    disconnect() {}
  }
  Object.assign(window, { PerformanceObserver });
  return {
    paint: () => {
      for (const notify of observers)
        notify({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ name }] : []) });
    },
  };
}

const slidePreload =
  '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/images/slides/exterior-960.avif 960w" imagesizes="100vw"/>';
/** Two of the page's frames and a task after them: time enough for a restore that waited for a frame alone. */
const twoFrames = (window: DOMWindow) =>
  new Promise((resolve) =>
    window.requestAnimationFrame(() => window.requestAnimationFrame(() => window.setTimeout(resolve))),
  );
const moduleScripts = (document: Document) => document.querySelectorAll('script[type="module"]').length;

describe("the restoring script, in a page", () => {
  it("waits for the browser's report of the first contentful paint and for the first slide the head preloads to be decoded", async () => {
    let decoded = () => {};
    let reports: ReturnType<typeof paintReports> | undefined;
    const html = (await through([Buffer.from(page)])).replace("<head>", `<head>${slidePreload}`);
    const dom = new JSDOM(html, {
      runScripts: "dangerously",
      pretendToBeVisual: true,
      beforeParse(window) {
        reports = paintReports(window);
        window.HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (decoded = resolve));
      },
    });
    const { document } = dom.window;
    await twoFrames(dom.window);
    expect(moduleScripts(document)).toBe(0);

    reports?.paint();
    await twoFrames(dom.window);
    expect(moduleScripts(document)).toBe(0);

    decoded();
    await vi.waitFor(() => expect(moduleScripts(document)).toBe(1), { timeout: WAIT_FOR_MS });
    dom.window.close();
  });

  it("does not wait on a first slide that cannot be shown", async () => {
    let reports: ReturnType<typeof paintReports> | undefined;
    const html = (await through([Buffer.from(page)])).replace("<head>", `<head>${slidePreload}`);
    const dom = new JSDOM(html, {
      runScripts: "dangerously",
      pretendToBeVisual: true,
      beforeParse(window) {
        reports = paintReports(window);
        window.HTMLImageElement.prototype.decode = () => Promise.reject(new Error("EncodingError"));
      },
    });
    reports?.paint();
    await vi.waitFor(() => expect(moduleScripts(dom.window.document)).toBe(1), { timeout: WAIT_FOR_MS });
    dom.window.close();
  });

  it("leaves nothing to fetch until the first frame, then puts the page back exactly as React Router wrote it", async () => {
    const dom = new JSDOM(await through([Buffer.from(page)]), { runScripts: "dangerously", pretendToBeVisual: true });
    const { document } = dom.window;
    expect(document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')).toHaveLength(0);

    await vi.waitFor(() => expect(document.querySelector('script[type="module"]')).not.toBeNull(), {
      timeout: WAIT_FOR_MS,
    });
    expect(dom.serialize()).toBe(new JSDOM(page).serialize());
    dom.window.close();
  });
});
