import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentService } from "#app/features/content/content-service.server";
import { parseNdjson, runQuery } from "#app/features/content/embedded-source.server";
import { announcementsQuery, categoriesQuery, memorialsQuery } from "#app/features/content/queries";
import { parseAnnouncements, parseCategories, parseMemorials } from "#app/features/content/schemas";
import { loadAnnouncements, loadMemorials, noticesForRequest } from "./announcements.server";
import { stubContentService } from "../../../tests/support/content-service";

const fixture = parseNdjson(
  readFileSync(new URL("../../../tests/fixtures/content/queries.ndjson", import.meta.url), "utf8"),
);
const down = () => Promise.reject(new Error("content service down"));

function service(overrides: Partial<ContentService> = {}): ContentService {
  return stubContentService({
    announcements: async () => parseAnnouncements(await runQuery(announcementsQuery, fixture)),
    categories: async () => parseCategories(await runQuery(categoriesQuery, fixture)),
    memorials: async () => parseMemorials(await runQuery(memorialsQuery, fixture)),
    ...overrides,
  });
}

afterEach(() => vi.restoreAllMocks());

describe("loadAnnouncements", () => {
  it("groups announcements under the visible categories in order, in the visitor's language with a fallback", async () => {
    const data = await loadAnnouncements("en", service());
    expect(data.isStatic).toBe(false);
    expect(data.groups.map((group) => [group.key, group.title])).toEqual([
      ["important", "Important"],
      ["truong_duc", "Trường Việt Ngữ"],
      ["youth_ministry", "Youth"],
    ]);
    const [important, school, youth] = data.groups;
    expect(important?.announcements.map((item) => item.title)).toEqual([
      "Newer, same order",
      "Older, same order",
      "Mass moved",
    ]);
    expect(important?.announcements[0]?.content[0]?.children[0]?.text).toBe("English body");
    expect(school?.announcements[0]).toMatchObject({ title: "Chỉ có tiếng Việt", showTitle: true });
    expect(school?.announcements[0]?.content[0]?.children[0]?.text).toBe("Chỉ có nội dung tiếng Việt.");
    expect(youth?.announcements.find((item) => item.id === "a-first")).toMatchObject({
      title: "First by order",
      showTitle: false,
    });
  });

  it("uses the fallback categories when none load", async () => {
    const data = await loadAnnouncements("vi", service({ categories: down }));
    expect(data.isStatic).toBe(false);
    expect(data.groups.map((group) => group.key)).toEqual([
      "important",
      "jubilee",
      "youth_ministry",
      "safe_environment",
      "truong_duc",
      "parish_ministry_1",
      "parish_ministry_2",
    ]);
    expect(data.groups[0]?.title).toBe("Thông Báo Quan Trọng");
    expect(data.groups.find((group) => group.key === "parish_ministry_2")?.announcements).toEqual([]);
    const empty = await loadAnnouncements("en", service({ categories: async () => [] }));
    expect(empty.groups).toHaveLength(7);
  });

  it("shows the static content when announcements fail", async () => {
    const data = await loadAnnouncements("vi", service({ announcements: down }));
    expect(data.isStatic).toBe(true);
    expect(data.groups[0]?.announcements.map((item) => item.title)).toEqual(["Giờ Lễ", "Văn Phòng Giáo Xứ"]);
    const link = data.groups[0]?.announcements[0]?.content[0]?.markDefs?.[0];
    expect(link?.href).toBe("/schedule");
    expect(data.notices).toEqual([]);
  });

  it("makes notices only of announcements marked as such in an important category", async () => {
    const data = await loadAnnouncements("vi", service());
    expect(data.notices).toEqual([
      { id: "a-notice", version: "2026-11-10T10:00:00Z", title: "Đổi giờ lễ", endsAt: "2026-12-01T06:00:00Z" },
    ]);
  });
});

describe("noticesForRequest", () => {
  it("leaves out ended notices and the ones this visitor dismissed", async () => {
    const request = (cookie?: string) =>
      new Request("http://localhost/contact?lang=en", { headers: cookie ? { cookie } : {} });
    const load = (req: Request, now: string) => noticesForRequest(req, new Date(now), service());
    expect((await load(request(), "2026-11-20T12:00:00Z")).map((notice) => notice.title)).toEqual(["Mass moved"]);
    expect(await load(request(), "2026-12-01T06:00:01Z")).toEqual([]);
    expect(
      await load(
        request(`dismissed_notices=${encodeURIComponent("a-notice@2026-11-10T10:00:00Z")}`),
        "2026-11-20T12:00:00Z",
      ),
    ).toEqual([]);
    expect(
      await load(
        request(`dismissed_notices=${encodeURIComponent("a-notice@an-older-version")}`),
        "2026-11-20T12:00:00Z",
      ),
    ).toHaveLength(1);
  });
});

describe("loadMemorials", () => {
  it("returns the list, or null when it fails", async () => {
    expect((await loadMemorials(service()))?.map((memorial) => memorial.name)).toEqual([
      "Giuse Trần Văn An",
      "Maria Nguyễn Thị Hoa",
    ]);
    expect(await loadMemorials(service({ memorials: down }))).toBeNull();
  });
});
