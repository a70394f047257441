import { describe, expect, it, vi } from "vitest";
import "#app/i18n/dictionaries.server";
import type { ContentService } from "#app/features/content/content-service.server";
import type { Announcement, ContentChange } from "#app/features/content/types";
import type { ParishEvent } from "#app/features/events/events";
import type { Language } from "#app/i18n/language";
import { createSearchService } from "./search.server";
import { stubContentService } from "../../../tests/support/content-service";

const announcement = (id: string, title: string): Announcement => ({
  id,
  updatedAt: null,
  title: { en: title },
  content: {},
  publishDate: "2026-11-20",
  displayOrder: 0,
  titleIsShown: true,
  isNotice: false,
  noticeEndsAt: null,
  categoryKey: null,
});

const event = (uid: string, title: string): ParishEvent => ({
  id: `${uid}@2026-12-01`,
  date: "2026-12-01",
  endDate: "2026-12-01",
  start: "10:00",
  end: "11:00",
  title,
  description: "",
  location: "",
  url: null,
  category: "other",
});

function content(announcements: () => Announcement[]) {
  const listeners = new Set<(change: ContentChange) => void>();
  const service: ContentService = stubContentService({
    announcements: async () => announcements(),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  });
  return { service, change: () => listeners.forEach((listener) => listener({ documentId: "x" })) };
}

const now = () => Date.parse("2026-11-26T16:00:00Z");
const pdfTexts = { text: async () => "" };
/** The titles of the notices and events found: the site's own pages are in every index too. */
const titles = async (search: ReturnType<typeof createSearchService>, query: string) =>
  (await search.index())
    .search(query, "en")
    .hits.filter((hit) => hit.kind === "announcement" || hit.kind === "event")
    .map((hit) => hit.title.map((run) => run.text).join(""));

describe("the search service", () => {
  it("builds a new index when the content changes, keeping the old one for searches meanwhile", async () => {
    let list = [announcement("a", "Advent wreaths")];
    const { service, change } = content(() => list);
    const search = createSearchService({ content: service, events: () => [], pdfTexts, now });
    expect(await titles(search, "advent")).toEqual(["Advent wreaths"]);

    list = [...list, announcement("b", "Advent retreat")];
    change();
    // The search asked while the new index is built answers from the one it has, at once.
    expect(await titles(search, "advent")).toEqual(["Advent wreaths"]);
    await search.settled();
    expect(await titles(search, "advent")).toEqual(["Advent wreaths", "Advent retreat"]);
    search.close();
  });

  it("builds a new index when the calendar feed gives new events, without waiting for it", async () => {
    let events: Record<Language, ParishEvent[]> = { en: [event("choir", "Choir practice")], vi: [] };
    const search = createSearchService({
      content: content(() => []).service,
      events: (lang) => events[lang],
      pdfTexts,
      now,
    });
    expect(await titles(search, "choir")).toEqual(["Choir practice"]);

    events = { en: [event("choir", "Choir practice"), event("choir-2", "Choir concert")], vi: [] };
    expect(await titles(search, "choir")).toEqual(["Choir practice"]);
    await search.settled();
    expect(await titles(search, "choir")).toEqual(["Choir practice", "Choir concert"]);
    search.close();
  });

  it("answers without the part of a source that is down when the index is rebuilt", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let down = false;
    const { service, change } = content(() => [announcement("a", "Advent wreaths")]);
    const failing: ContentService = {
      ...service,
      announcements: () => (down ? Promise.reject(new Error("down")) : service.announcements()),
    };
    const search = createSearchService({ content: failing, events: () => [], pdfTexts, now });
    expect(await titles(search, "advent")).toEqual(["Advent wreaths"]);
    down = true;
    change();
    await search.settled();
    expect(await titles(search, "advent")).toEqual([]);
    expect((await search.index()).search("baptism", "en").hits.length).toBeGreaterThan(0);
    search.close();
  });

  it("builds again soon when a part of the content was still loading", async () => {
    let loading = true;
    const { service } = content(() => [announcement("a", "Advent wreaths")]);
    const slow: ContentService = {
      ...service,
      announcements: () => (loading ? Promise.reject(new Error("still loading")) : service.announcements()),
    };
    const search = createSearchService({ content: slow, events: () => [], pdfTexts, now, incompleteRetryMs: 20 });
    expect(await titles(search, "advent")).toEqual([]);
    loading = false;
    await expect.poll(() => titles(search, "advent")).toEqual(["Advent wreaths"]);
    search.close();
  });
});
