import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { deferHydrationStream, INERT_MODULE, INERT_PRELOAD, RESTORE_AFTER_PAINT } from "./deferred-hydration.server";

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
    await vi.waitFor(() => expect(received).toEqual(["<main><p>Thánh Lễ</p><p>Chúa Nhật</p><p>Lễ Vọng</p>"]));
    stream.write(Buffer.from("<p>Chầu Thánh Thể</p>"));
    stream.flush();
    await vi.waitFor(() => expect(received).toHaveLength(2));
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

describe("the restoring script, in a page", () => {
  it("leaves nothing to fetch until the first frame, then puts the page back exactly as React Router wrote it", async () => {
    const dom = new JSDOM(await through([Buffer.from(page)]), { runScripts: "dangerously", pretendToBeVisual: true });
    const { document } = dom.window;
    expect(document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')).toHaveLength(0);

    await vi.waitFor(() => expect(document.querySelector('script[type="module"]')).not.toBeNull());
    expect(dom.serialize()).toBe(new JSDOM(page).serialize());
    dom.window.close();
  });
});
