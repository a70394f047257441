import { text } from "node:stream/consumers";
import { Suspense, use } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDocument, streamTimeout } from "./render-document.server";

function Held({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

function page(data: Promise<string>) {
  return (
    <html lang="vi">
      <body>
        <h1>Giờ Lễ</h1>
        <Suspense fallback={<p>Đang tải…</p>}>
          <Held data={data} />
        </Suspense>
      </body>
    </html>
  );
}

describe("renderDocument", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("streams the shell, then the part once its data comes, and leaves no timer holding the finished render", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let give: (value: string) => void = () => undefined;
    const data = new Promise<string>((resolve) => {
      give = resolve;
    });
    const headers = new Headers();
    const rendered = await renderDocument(page(data), { status: 200, headers, nonce: "n0", ready: "onShellReady" });
    expect(headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    give("Chúa Nhật 8:00");
    const html = await text(rendered.body);
    expect(html).toContain("Chúa Nhật 8:00");
    expect(rendered.status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("finishes the page without a part whose data never comes, once the stream's time is up, and logs why", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const rendered = await renderDocument(page(new Promise<string>(() => undefined)), {
      status: 200,
      headers: new Headers(),
      nonce: "n0",
      ready: "onShellReady",
    });
    const html = text(rendered.body);
    vi.advanceTimersByTime(streamTimeout + 1000);
    expect(await html).toContain("Đang tải…");
    expect(logged).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });
});
