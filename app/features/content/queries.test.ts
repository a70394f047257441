import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseNdjson, runQuery } from "./embedded-source.server";
import { announcementsQuery, categoriesQuery, memorialsQuery } from "./queries";

const dataset = parseNdjson(
  readFileSync(new URL("../../../tests/fixtures/content/queries.ndjson", import.meta.url), "utf8"),
);

function ids(rows: unknown): string[] {
  return (rows as Array<{ _id: string }>).map((row) => row._id);
}

describe("the GROQ queries over a fixture dataset (groq-js)", () => {
  it("return published, non-draft announcements by displayOrder, then newest publishDate first", async () => {
    const rows = await runQuery(announcementsQuery, dataset);
    expect(ids(rows)).toEqual(["a-first", "a-new", "a-old", "a-vi-only", "a-notice", "a-notice-not-important"]);
  });

  it("resolve the category reference to _id, key and title", async () => {
    const rows = (await runQuery(announcementsQuery, dataset)) as Array<{ _id: string; category: unknown }>;
    expect(rows.find((row) => row._id === "a-new")?.category).toEqual({
      _id: "cat-news",
      key: "important",
      title: { en: "Important", vi: "Quan Trọng" },
    });
  });

  it("return visible, non-draft categories by displayOrder", async () => {
    expect(ids(await runQuery(categoriesQuery, dataset))).toEqual(["cat-news", "cat-school", "cat-youth"]);
  });

  it("return memorials without drafts, with only _id, name and link", async () => {
    const rows = await runQuery(memorialsQuery, dataset);
    expect(rows).toEqual([
      { _id: "m-2", name: "Giuse Trần Văn An", link: "javascript:alert(1)" },
      { _id: "m-1", name: "Maria Nguyễn Thị Hoa", link: "https://obituaries.example.org/maria-hoa" },
    ]);
  });

  it("keep the unpublished announcement and the draft of the committed dataset out", async () => {
    const committed = parseNdjson(readFileSync(new URL("../../../content/production.ndjson", import.meta.url), "utf8"));
    const rows = ids(await runQuery(announcementsQuery, committed));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows).not.toContain("announcement-fish-fry");
    expect(rows.some((id) => id.startsWith("drafts."))).toBe(false);
  });
});
