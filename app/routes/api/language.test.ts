import { describe, expect, it } from "vitest";
import { action, MAX_LANGUAGE_BODY_BYTES, safeRedirectPath } from "./language";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request("http://parish.test/api/language", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]) as Promise<
    Response | { init: ResponseInit | null }
  >;
}

function statusOf(result: Response | { init: ResponseInit | null }): number | undefined {
  return result instanceof Response ? result.status : result.init?.status;
}

describe("safeRedirectPath", () => {
  it("keeps a path of this site with its query and fragment, less ?lang=", () => {
    expect(safeRedirectPath("/schedule?lang=vi&x=1#mass")).toBe("/schedule?x=1#mass");
    expect(safeRedirectPath("/a/../contact")).toBe("/contact");
  });

  it("never leads to another host, however the path is written", () => {
    const attempts = [
      "//evil.example",
      "/.//evil.example",
      "/%2e//evil.example",
      "/%2E//evil.example",
      "/a/..//evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\\evil.example",
      "https://evil.example",
      "evil.example",
      "/./..//evil.example",
      "/%2e%2e//evil.example",
    ];
    for (const attempt of attempts) {
      const path = safeRedirectPath(attempt);
      expect(path, attempt).toMatch(/^\/(?!\/)/);
      expect(new URL(path, "https://giaoxu.example.org").host, attempt).toBe("giaoxu.example.org");
    }
  });

  it("answers the home page for no path at all", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath("")).toBe("/");
  });
});

describe("POST /api/language", () => {
  it("stores the language and leads back to the page", async () => {
    const result = await post("lang=vi&redirectTo=%2Fschedule");
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/schedule");
    expect(response.headers.get("set-cookie")).toMatch(/^language=vi;/);
  });

  it("answers 413 for a body larger than a language choice, by its length or by what arrives", async () => {
    expect(statusOf(await post(`lang=vi&redirectTo=${"a".repeat(MAX_LANGUAGE_BODY_BYTES)}`))).toBe(413);
    let chunks = 0;
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunks++ === 64) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(97));
      },
    });
    expect(statusOf(await post(streamed))).toBe(413);
    // The rest is read and forgotten, so the connection ends cleanly instead of being reset.
    await expect.poll(() => chunks).toBe(65);
  });

  it("answers 400 for another body type, bad UTF-8 or an unknown language", async () => {
    expect(statusOf(await post("lang=vi", { "Content-Type": "multipart/form-data; boundary=x" }))).toBe(400);
    expect(statusOf(await post(new Uint8Array([0x6c, 0x61, 0x6e, 0x67, 0x3d, 0xff])))).toBe(400);
    expect(statusOf(await post("lang=fr"))).toBe(400);
  });
});
