import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const structure = readFileSync("studio/structure.ts", "utf8");

/** Every entry of the Studio's desk, "English · Tiếng Việt", as studio/structure.ts names them. */
function deskEntries(): string[] {
  const lists = [...structure.matchAll(/label: "([^"]+)"/g)].map((match) => match[1]!);
  const items = [
    ...structure.matchAll(
      /S\.listItem\(\)\s*(?:\.id\([^)]*\)\s*)?\.title\(say\((?:titled\("([^"]+)", "([^"]+)"\)|"([^"]+)")\)\)/g,
    ),
  ].map((match) => match[3] ?? `${match[1]} · ${match[2]}`);
  return [...items, ...lists];
}

/** The first column of the guide's desk table. */
function tableEntries(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const table = text.slice(text.indexOf("\n|"), text.indexOf("\n\n", text.indexOf("\n|")));
  return table
    .split("\n")
    .slice(3)
    .map((row) => row.split("|")[1]!.trim());
}

describe("the office guide's desk table", () => {
  it("reads the desk's entries from the Studio's structure", () => {
    expect(deskEntries()).toEqual(
      expect.arrayContaining(["Requests · Đơn Từ", "Settings · Cài Đặt", "Weekly Mass times · Giờ Lễ Hằng Tuần"]),
    );
  });

  it("lists every entry of the desk in English, as the Studio names it", () => {
    expect(tableEntries("docs/office-guide.md").sort()).toEqual(deskEntries().sort());
  });

  it("lists every entry of the desk in Vietnamese, as the Studio in Vietnamese names it", () => {
    expect(tableEntries("docs/office-guide.vi.md").sort()).toEqual(
      deskEntries()
        .map((entry) => entry.split(" · ")[1])
        .sort(),
    );
  });
});
