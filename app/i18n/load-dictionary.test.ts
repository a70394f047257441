import { afterEach, describe, expect, it, vi } from "vitest";
import { dictionaries } from "./dictionaries.server";
import { loadDictionary } from "./load-dictionary";
import { pageText, registerDictionary } from "./translate";

afterEach(() => {
  vi.unstubAllGlobals();
  registerDictionary("vi", dictionaries.vi);
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("loadDictionary", () => {
  it("registers the fetched dictionary, and fetches each address once", async () => {
    const edited = {
      ...dictionaries.vi,
      pages: { ...dictionaries.vi.pages, "/": { title: "Trang Chủ (mới)", subtitle: "" } },
    };
    const fetchMock = vi.fn(async () => json(edited));
    vi.stubGlobal("fetch", fetchMock);
    await loadDictionary("vi", "/api/dictionary/vi?v=once");
    await loadDictionary("vi", "/api/dictionary/vi?v=once");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/dictionary/vi?v=once");
    expect(pageText("vi", "/").title).toBe("Trang Chủ (mới)");
  });

  it("rejects an answer that failed or is not a dictionary, and asks again next time", async () => {
    const fetchMock = vi.fn(async () => json({ error: "down" }, 503));
    vi.stubGlobal("fetch", fetchMock);
    await expect(loadDictionary("en", "/api/dictionary/en?v=failing")).rejects.toThrow(
      "The en texts did not load (503).",
    );
    fetchMock.mockImplementation(async () => json(["not", "a", "dictionary"]));
    await expect(loadDictionary("en", "/api/dictionary/en?v=failing")).rejects.toThrow(
      "The en texts are not a dictionary.",
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
