import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import ts from "typescript";
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

describe("deferModuleScript", () => {
  const deferred = deferModuleScript(routeModulesScript, ["/assets/entry.client-C3.js", "/assets/root-D1.js"]);

  it("waits for the first paint, then preloads the same modules and imports the same route modules", () => {
    expect(deferred).toMatch(/^if \(document\.visibilityState === "visible"\) await new Promise\(\(resolve\) => requestAnimationFrame\(\(\) => setTimeout\(resolve\)\)\);/);
    expect(deferred.indexOf("requestAnimationFrame")).toBeLessThan(deferred.indexOf('rel: "modulepreload"'));
    expect(deferred).toContain('["/assets/entry.client-C3.js","/assets/root-D1.js"]');
    expect(deferred).toContain('const [route0, route1] = await Promise.all([import("/assets/root-D1.js"), import("/assets/home-D2.js")]);');
    expect(deferred).not.toMatch(/import \* as/);
    expect(deferred.indexOf("Promise.all")).toBeLessThan(deferred.indexOf("window.__reactRouterRouteModules"));
    expect(deferred).toMatch(/import\("\/assets\/entry\.client-C3\.js"\);$/);
  });

  it("is a well-formed module", () => {
    const { diagnostics } = ts.transpileModule(deferred, {
      reportDiagnostics: true,
      fileName: "route-modules.mjs",
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext, allowJs: true },
    });
    expect(diagnostics?.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"))).toEqual([]);
    expect(ts.transpileModule("await (", { reportDiagnostics: true, fileName: "broken.mjs" }).diagnostics?.length).toBeGreaterThan(0);
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
    expect(received.join("")).toContain('const [route0] = await Promise.all([import("/r.js")]);');
    expect(received.join("")).toMatch(/<\/script><\/main>$/);
  });
});
