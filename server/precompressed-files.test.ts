import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedFiles } from "./precompressed-files";

const script = "console.log('Chúa Nhật');\n".repeat(100);
let server: ReturnType<express.Express["listen"]>;
let base: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "precompressed-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "app.js"), script);
  writeFileSync(join(dir, "assets", "app.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "assets", "app.js.gz"), gzipSync(script));
  writeFileSync(join(dir, "assets", "small.css"), "a{}");
  const app = express();
  app.use(precompressedFiles(dir));
  app.use("/assets", express.static(join(dir, "assets")));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

async function get(path: string, acceptEncoding: string) {
  const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } });
  return { response, text: await response.text() };
}

describe("precompressed files", () => {
  it("sends the build's Brotli copy to a browser, as JavaScript", async () => {
    const { response, text } = await get("/assets/app.js", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(Number(response.headers.get("content-length"))).toBe(brotliCompressSync(script).length);
    expect(text).toBe(script);
  });

  it("sends the gzip copy to a client without Brotli, and the file itself to one that takes neither", async () => {
    const gz = await get("/assets/app.js", "gzip");
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(gz.text).toBe(script);
    const plain = await get("/assets/app.js", "identity");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.text).toBe(script);
  });

  it("leaves files without copies to the static handler", async () => {
    const { response, text } = await get("/assets/small.css", "br");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(text).toBe("a{}");
  });
});
