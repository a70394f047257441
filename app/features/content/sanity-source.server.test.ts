import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAnnouncements } from "#app/features/announcements/announcements.server";
import { type ContentService, createContentService } from "./content-service.server";
import { announcementsQuery, categoriesQuery, memorialsQuery } from "./queries";
import { createSanitySource } from "./sanity-source.server";
import { ContentNotConfiguredError, ListenerQueryTooLargeError } from "./types";
import { portableText } from "../../../tests/e2e/support/office-content";
import { embeddedDataset } from "../../../tests/support/embedded-parish";
import { type SanityStandIn, startSanityStandIn } from "../../../tests/support/sanity-stand-in";
import { WAIT_FOR_MS } from "../../../tests/support/wait-for";

/** What the office published, as Sanity stores it: the embedded dataset's important category, a notice in it, a memorial. */
const documents = [
  embeddedDataset.find((document) => (document as { _id?: unknown })._id === "category-important"),
  {
    _id: "a1",
    _type: "announcement",
    title: { en: "Christmas Mass Schedule", vi: "Lịch Thánh Lễ Giáng Sinh" },
    content: { en: portableText("Midnight Mass at 12:00 AM."), vi: portableText("Lễ Nửa Đêm lúc 12:00 sáng.") },
    publishDate: "2026-11-20",
    isPublished: true,
    displayOrder: 1,
    category: { _type: "reference", _ref: "category-important" },
  },
  { _id: "m1", _type: "memorial", name: "Maria Trần Thị Lan", link: "https://obituaries.example.org/maria" },
];

const fastRetry = { retries: 3, firstMs: 5, maxMs: 40 };
/** However loaded the machine, a read waits for the stand-in's answer, never showing the fallback of a slow source. */
const WAIT_MS = 10_000;

describe("the Sanity source against a local stand-in of Sanity's API", () => {
  let sanity: SanityStandIn;
  let service: ContentService;

  beforeEach(async () => {
    sanity = await startSanityStandIn({ documents });
    service = createContentService({
      source: (onListenError) =>
        createSanitySource({ projectId: "test", dataset: "production", apiHost: sanity.url, onListenError }),
      retry: fastRetry,
      waitMs: WAIT_MS,
    });
  });

  afterEach(async () => {
    service.close();
    await sanity.close();
    vi.restoreAllMocks();
  });

  it("runs the site's queries on API version 2024-01-01 without a token, and reshapes the result", async () => {
    const data = await loadAnnouncements("vi", service);
    const queries = sanity.requests.filter((request) => request.path.includes("/data/query/"));
    expect(queries.map((request) => request.path)).toEqual([
      "/v2024-01-01/data/query/production",
      "/v2024-01-01/data/query/production",
    ]);
    expect(new Set(queries.map((request) => request.query))).toEqual(new Set([announcementsQuery, categoriesQuery]));
    expect(queries.every((request) => request.headers.authorization === undefined)).toBe(true);
    expect(data.isStatic).toBe(false);
    expect(data.groups).toHaveLength(1);
    expect(data.groups[0]).toMatchObject({
      key: "important",
      title: "Thông Báo Quan Trọng",
      isImportant: true,
      color: "red",
    });
    expect(data.groups[0]?.announcements[0]).toMatchObject({
      id: "a1",
      title: "Lịch Thánh Lễ Giáng Sinh",
      showTitle: true,
    });
    expect(await service.memorials()).toEqual([
      { id: "m1", name: "Maria Trần Thị Lan", link: "https://obituaries.example.org/maria" },
    ]);
  });

  it("retries a 500 three times with a doubling wait, then shows the static content and logs the outage message", async () => {
    sanity.answer((query) =>
      query === announcementsQuery ? { status: 500, body: { error: "Internal Server Error" } } : undefined,
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const data = await loadAnnouncements("en", service);
    const attempts = sanity.requests.filter((request) => request.query === announcementsQuery);
    expect(attempts).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5 + 10 + 20);
    expect(data.isStatic).toBe(true);
    expect(data.groups.map((group) => group.key)).toEqual([
      "important",
      "jubilee",
      "youth_ministry",
      "safe_environment",
      "truong_duc",
      "parish_ministry_1",
      "parish_ministry_2",
    ]);
    expect(data.groups[0]?.announcements.map((item) => item.title)).toEqual(["Mass Times", "Parish Office"]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Failed to load announcements from CMS - using static content \(/),
    );
  });

  it("relays a mutation from the listen endpoint to subscribers and refetches the announcements", async () => {
    await service.announcements();
    const changes: Array<string | null> = [];
    service.subscribe((change) => changes.push(change.documentId));
    await sanity.waitForListener();
    const listen = sanity.requests.find((request) => request.path === "/v2024-01-01/data/listen/production");
    expect(listen?.query).toContain(`"announcement"`);
    expect(sanity.listenerCount()).toBe(1);
    const before = sanity.requests.filter((request) => request.query === announcementsQuery).length;
    sanity.notify("a1");
    await vi.waitFor(() => expect(changes).toEqual(["a1"]), { timeout: WAIT_FOR_MS });
    // The change starts one refetch at once; the next read waits for it rather than starting another.
    await service.announcements();
    expect(sanity.requests.filter((request) => request.query === announcementsQuery).length).toBe(before + 1);
  });

  it("warms up by asking every query once and opening the listener, so the first reads are answered from what it holds", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    service.warm();
    await sanity.waitForListener();
    const asked = () => new Set(sanity.requests.map((request) => request.query));
    // Twelve queries and the listener's.
    await vi.waitFor(() => expect(asked().size).toBe(13), { timeout: WAIT_FOR_MS });
    for (const query of [announcementsQuery, categoriesQuery, memorialsQuery]) expect(asked()).toContain(query);
    await vi.waitFor(
      () => expect(service.status().find((source) => source.name === "content memorials")?.state).toBe("fresh"),
      { timeout: WAIT_FOR_MS },
    );
    const before = sanity.requests.length;
    expect(await service.memorials()).toHaveLength(1);
    expect(await service.announcements()).toHaveLength(1);
    expect(sanity.requests.length).toBe(before);
  });

  it("reads a private dataset with its token, only what the office published, and never waits on its drafts", async () => {
    const reader = createSanitySource({
      projectId: "test",
      dataset: "production",
      apiHost: sanity.url,
      token: "sk-read",
    });
    expect(await reader.query(memorialsQuery)).toHaveLength(1);
    const [asked] = sanity.requests.filter((request) => request.query === memorialsQuery);
    expect(asked?.headers.authorization).toBe("Bearer sk-read");
    expect(asked?.params.get("perspective")).toBe("published");

    const changes: Array<string | null> = [];
    const stop = reader.listen(announcementsQuery, (change) => changes.push(change.documentId));
    await sanity.waitForListener();
    sanity.notify("drafts.a1");
    sanity.notify("versions.spring.a1");
    sanity.notify("a1");
    await vi.waitFor(() => expect(changes).toEqual(["a1"]), { timeout: WAIT_FOR_MS });
    stop();
  });

  it("shows the static content when the project refuses the read token (revoked), as for an outage", async () => {
    sanity.answer(() => ({
      status: 401,
      body: { error: "Unauthorized", message: "The read token is no longer valid" },
    }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = createContentService({
      source: (onListenError) =>
        createSanitySource({
          projectId: "test",
          dataset: "production",
          apiHost: sanity.url,
          token: "sk-revoked",
          onListenError,
        }),
      retry: fastRetry,
      waitMs: WAIT_MS,
    });
    const data = await loadAnnouncements("en", refused);
    refused.close();
    expect(data.isStatic).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Failed to load announcements from CMS - using static content \(/),
    );
  });

  it("refuses a listener query whose URL would exceed 14800 characters", () => {
    const source = createSanitySource({ projectId: "test", dataset: "production", apiHost: sanity.url });
    expect(() => source.listen(`*[_type == "announcement" && title == "${"x".repeat(15_000)}"]`, () => {})).toThrow(
      ListenerQueryTooLargeError,
    );
  });
});

describe("a content client that is not configured", () => {
  it("is a clear error, and every query fails with it", async () => {
    expect(() => createSanitySource({ projectId: undefined, dataset: "production" })).toThrow(
      ContentNotConfiguredError,
    );
    const service = createContentService({
      source: () => createSanitySource({ projectId: "", dataset: "production" }),
      retry: fastRetry,
    });
    await expect(service.announcements()).rejects.toThrow(
      "Content client not configured: SANITY_PROJECT_ID is not set",
    );
    service.close();
  });
});
