import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { deferHydrationStream, deferModuleScript } from "./deferred-hydration.server";

/** The shape React Router's `<Scripts>` writes: preloads hoisted into the head, the module script at the end. */
const routeModulesScript =
  ';\nimport * as route0 from "/assets/root-D1.js";\nimport * as route1 from "/assets/home-D2.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C3.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-C3.js");';
const page =
  '<!DOCTYPE html><html lang="vi"><head><link rel="modulepreload" href="/assets/entry.client-C3.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/root-D1.js" nonce="n0"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><h1>Giờ Lễ Chúa Nhật</h1><script nonce="n0">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0" type="module" async="">${routeModulesScript}</script><p>Thánh Lễ</p></body></html>`;

function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferHydrationStream()));
}

function moduleScriptOf(html: string): string {
  return /<script nonce="n0" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

const asModule = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

/** A module that notes when it runs, and which route modules it found in place. */
function notingModule(name: string): string {
  const found = 'Object.keys(globalThis.window.__reactRouterRouteModules ?? {}).join("+")';
  return asModule(`globalThis.evaluated.push(${JSON.stringify(name)} + ":" + ${found}); export const name = ${JSON.stringify(name)};`);
}

/** React Router's module script for a page of two routes, as `<Scripts>` writes it, made to run after the first paint. */
function deferredPageScript() {
  const [root, home, entry] = [notingModule("root"), notingModule("routes/home"), notingModule("entry")];
  const script =
    `;\nimport * as route0 from "${root}";\nimport * as route1 from "${home}";\n` +
    '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
    `import("${entry}");`;
  return { root, entry, deferred: deferModuleScript(script, [entry, root]) };
}

/**
 * A tab in a worker: the browser's few globals the script touches, frames painted only when the test says, and a
 * report of what was preloaded and run when a frame is asked for and once the entry has run.
 */
const TAB = `
const { parentPort, workerData } = await import("node:worker_threads");
const evaluated = [];
const preloaded = [];
const report = (waitingForPaint) => parentPort.postMessage({ waitingForPaint, preloaded: [...preloaded], evaluated: [...evaluated] });
Object.assign(globalThis, {
  evaluated,
  window: {},
  document: { visibilityState: workerData.visibilityState, createElement: () => ({}), head: { append: (link) => preloaded.push(link.rel + " " + link.href) } },
  requestAnimationFrame: (paint) => { report(true); parentPort.once("message", paint); },
});
await import(workerData.script);
while (!evaluated.some((name) => name.startsWith("entry"))) await new Promise((resolve) => setImmediate(resolve));
report(false);
`;

interface TabReport {
  waitingForPaint: boolean;
  preloaded: string[];
  evaluated: string[];
}

function openTab(script: string, visibilityState: "visible" | "hidden") {
  const worker = new Worker(new URL(asModule(TAB)), { workerData: { script: asModule(script), visibilityState } });
  return {
    report: () =>
      new Promise<TabReport>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      }),
    paint: () => worker.postMessage("paint"),
    close: () => worker.terminate(),
  };
}

describe("deferModuleScript", () => {
  it("fetches nothing until the page has painted, then the same modules, and starts the entry with every route module in place", async () => {
    const { root, entry, deferred } = deferredPageScript();
    const tab = openTab(deferred, "visible");
    expect(await tab.report()).toEqual({ waitingForPaint: true, preloaded: [], evaluated: [] });

    const loaded = tab.report();
    tab.paint();
    const { preloaded, evaluated } = await loaded;
    expect(preloaded).toEqual([`modulepreload ${entry}`, `modulepreload ${root}`]);
    expect(evaluated.slice(0, 2).sort()).toEqual(["root:", "routes/home:"]);
    expect(evaluated[2]).toBe("entry:root+routes/home");
    await tab.close();
  });

  it("does not wait for a paint in a tab that is hidden, which paints nothing", async () => {
    const tab = openTab(deferredPageScript().deferred, "hidden");
    expect(await tab.report()).toMatchObject({ waitingForPaint: false, evaluated: expect.arrayContaining(["entry:root+routes/home"]) });
    await tab.close();
  });

  it("leaves a script without static imports as it was", () => {
    expect(deferModuleScript('import("/assets/entry.js");', [])).toBe('import("/assets/entry.js");');
  });
});

describe("deferHydrationStream", () => {
  it("takes the preloads out of the head, defers the module script, and leaves the rest, Vietnamese text included, as it was", async () => {
    const html = await through([Buffer.from(page)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(moduleScriptOf(html)).toBe(deferModuleScript(routeModulesScript, ["/assets/entry.client-C3.js", "/assets/root-D1.js"]));
    expect(html.replace(moduleScriptOf(html), routeModulesScript)).toBe(page.replace(/<link rel="modulepreload"[^>]*>/g, ""));
  });

  it("gives the same document however it is cut into chunks, even inside a multi-byte letter", async () => {
    const whole = await through([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it("holds back only what could be a tag it rewrites, so a streamed shell reaches the browser at once", async () => {
    const stream = deferHydrationStream();
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    const sent = async (chunk: string) => {
      stream.write(Buffer.from(chunk));
      await new Promise((resolve) => setImmediate(resolve));
      return received.join("");
    };
    expect(await sent("<main><p>Thánh Lễ</p><p")).toBe("<main><p>Thánh Lễ</p><p");
    expect(await sent('>Chúa Nhật</p><lin')).toBe("<main><p>Thánh Lễ</p><p>Chúa Nhật</p>");
    expect(await sent('k rel="stylesheet" href="/a.css"/><script type="module">import * as route0 from "/r.js";')).toBe(
      '<main><p>Thánh Lễ</p><p>Chúa Nhật</p><link rel="stylesheet" href="/a.css"/>',
    );
    stream.end(Buffer.from("</script></main>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(received.join("")).toBe(
      await through([Buffer.from('<main><p>Thánh Lễ</p><p>Chúa Nhật</p><link rel="stylesheet" href="/a.css"/><script type="module">import * as route0 from "/r.js";</script></main>')]),
    );
  });
});
