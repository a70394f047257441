import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files";

const script = "console.log('Chúa Nhật');\n".repeat(100);
let server: ReturnType<express.Express["listen"]>;
let base: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "static-files-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "images"));
  writeFileSync(join(dir, "assets", "app-1a2b.js"), script);
  writeFileSync(join(dir, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "assets", "app-1a2b.js.gz"), gzipSync(script));
  writeFileSync(join(dir, "assets", "small-3c4d.css"), "a{}");
  writeFileSync(join(dir, "images", "lá cờ.svg"), "<svg/>");
  writeFileSync(join(dir, "sw.js"), "self.skipWaiting();");
  writeFileSync(join(dir, "offline.html"), "<!doctype html><title>Offline</title>");
  writeFileSync(join(dir, "images", ".DS_Store"), "finder");
  const app = express();
  app.use(staticFiles(dir).serve);
  app.use((_req, res) => {
    res.status(418).send("the pages");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "accept-encoding": "gzip, deflate, br", ...headers },
  });
  return { response, text: await response.text() };
}

/** What a browser's conditional request gets. (fetch marks such a request no-cache, which asks for the whole file.) */
function revalidate(path: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers: { "if-none-match": etag } }, (response) => {
      let body = "";
      response.setEncoding("latin1").on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("static files", () => {
  it("sends the build's Brotli copy of a hashed script to a browser, cached for a year", async () => {
    const { response, text } = await get("/assets/app-1a2b.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers.get("content-length"))).toBe(brotliCompressSync(script).length);
    expect(text).toBe(script);
  });

  it("sends the gzip copy to a client without Brotli, and the file itself to one that takes neither", async () => {
    const gz = await get("/assets/app-1a2b.js", { "accept-encoding": "gzip" });
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(gz.text).toBe(script);
    const plain = await get("/assets/app-1a2b.js", { "accept-encoding": "identity" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.response.headers.get("content-length"))).toBe(Buffer.byteLength(script));
    expect(plain.text).toBe(script);
  });

  it("sends a file without copies as it is, with no Vary", async () => {
    const { response, text } = await get("/assets/small-3c4d.css");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toMatch(/^text\/css/);
    expect(response.headers.get("vary")).toBeNull();
    expect(text).toBe("a{}");
  });

  it("keeps files outside /assets/ for an hour only, since their names stay the same from build to build", async () => {
    const { response, text } = await get("/sw.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(text).toBe("self.skipWaiting();");
  });

  it("gives each file the policy of a file, and leaves a page's to the pages", async () => {
    const policy = async (path: string) => (await get(path)).response.headers.get("content-security-policy");
    expect(await policy("/assets/small-3c4d.css")).toBe("default-src 'none';frame-ancestors 'none'");
    expect(await policy("/sw.js")).toBe("default-src 'self';frame-ancestors 'none'");
    expect(await policy("/offline.html")).toBeNull();
  });

  it("finds a file whose name the address spells with percent-encoding", async () => {
    const { response, text } = await get(`/images/${encodeURIComponent("lá cờ.svg")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(text).toBe("<svg/>");
  });

  it("answers 304 to a browser that already holds the file", async () => {
    const first = await get("/assets/app-1a2b.js");
    const etag = first.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await revalidate("/assets/app-1a2b.js", etag)).toEqual({ status: 304, body: "" });
    expect((await revalidate("/assets/app-1a2b.js", 'W/"another"')).status).toBe(200);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const { response, text } = await get("/assets/app-1a2b.js", {}, "HEAD");
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("content-length"))).toBe(brotliCompressSync(script).length);
    expect(text).toBe("");
  });

  it("answers 405 to a method other than GET and HEAD on a file", async () => {
    const { response } = await get("/assets/app-1a2b.js", {}, "POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers 404 for a missing hashed file, and never serves a compressed copy as a file of its own", async () => {
    expect((await get("/assets/missing-9z8y.js")).response.status).toBe(404);
    expect((await get("/assets/app-1a2b.js.br")).response.status).toBe(404);
  });

  it("leaves every other address to the pages", async () => {
    for (const path of ["/", "/schedule", "/images", "/images/", "/images/.DS_Store"]) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(418);
      expect(text, path).toBe("the pages");
    }
  });
});
