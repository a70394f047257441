import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriorityStream } from "./module-preload-priority.server";

const page =
  '<!DOCTYPE html><html lang="vi"><head><link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/></head><body><h1>Giờ Lễ Chúa Nhật</h1></body></html>';
const lowered = page.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriorityStream()));
}

describe("lowerModulePreloadPriorityStream", () => {
  it("marks every module preload low priority and leaves the rest of the page, Vietnamese text included, as it was", async () => {
    expect(await through([Buffer.from(page)])).toBe(lowered);
  });

  it("finds a tag however the document is cut into chunks, even inside a multi-byte letter", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(lowered);
    }
  });

  it("holds back nothing when a chunk cannot end inside a tag, so a streamed shell reaches the browser at once", async () => {
    const stream = lowerModulePreloadPriorityStream();
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    stream.write(Buffer.from("<main><p>Thánh Lễ</p>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(received.join("")).toBe("<main><p>Thánh Lễ</p>");
    stream.write(Buffer.from("<li"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(received.join("")).toBe("<main><p>Thánh Lễ</p>");
    stream.end(Buffer.from("></li>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(received.join("")).toBe("<main><p>Thánh Lễ</p><li></li>");
  });
});
