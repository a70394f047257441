import { describe, expect, it } from "vitest";
import { embeddedBulletinSources } from "../../../../tests/support/bulletin-sources";
import { composeBulletin } from "./compose.server";
import { highlightsOf } from "./highlights";

const textOf = (blocks: ReturnType<typeof highlightsOf>["en"]) =>
  blocks.map((block) => block.children.map((child) => child.text).join("")).join("\n");

describe("the highlights of a published composed bulletin", async () => {
  const sources = await embeddedBulletinSources("2026-11-29");

  it("name the Sunday and its first notices in each language, as the Studio stores rich text", () => {
    const highlights = highlightsOf(composeBulletin(sources));
    expect(textOf(highlights.en)).toMatch(/^1st Sunday of Advent: Christmas Mass Schedule, .+, and .+\.$/);
    expect(textOf(highlights.vi)).toMatch(/^Chúa Nhật I Mùa Vọng: Lịch Thánh Lễ Giáng Sinh, .+ và .+\.$/);
    expect(highlights.vi[0]).toMatchObject({ _type: "block", _key: "highlights", style: "normal", markDefs: [] });
    expect(highlights.vi[0]?.children[0]).toMatchObject({ _type: "span", _key: "text", marks: [] });
  });

  it("name the Sunday alone in a week without notices", () => {
    const quiet = composeBulletin({ ...sources, announcements: [], extras: { ...sources.extras, sundays: [] } });
    expect(textOf(highlightsOf(quiet).en)).toBe("1st Sunday of Advent.");
  });
});
