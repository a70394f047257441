import { describe, expect, it } from "vitest";
import type { Bulletin } from "#app/features/content/types";
import { bulletinIssues, issuesByMonth } from "./bulletins";

const bulletin = (
  id: string,
  date: string,
  language: Bulletin["language"] = null,
  highlights: Bulletin["highlights"] = {},
): Bulletin => ({
  id,
  date,
  language,
  highlights,
  file: { url: `/files/${id}.pdf`, size: 1000 },
});

const words = (text: string) => [{ _type: "block" as const, children: [{ _type: "span" as const, text }] }];

describe("the bulletins as issues", () => {
  const bulletins = [
    bulletin("vi-22", "2026-11-22", "vi"),
    bulletin("en-22", "2026-11-22", "en", { en: words("Christ the King") }),
    bulletin("b-15", "2026-11-15"),
    bulletin("b-25", "2026-10-25"),
  ];

  it("puts each Sunday's editions together, newest Sunday first, the visitor's language's edition first", () => {
    expect(
      bulletinIssues(bulletins, "en").map((issue) => [issue.date, issue.editions.map((edition) => edition.id)]),
    ).toEqual([
      ["2026-11-22", ["en-22", "vi-22"]],
      ["2026-11-15", ["b-15"]],
      ["2026-10-25", ["b-25"]],
    ]);
    expect(bulletinIssues(bulletins, "vi")[0]?.editions.map((edition) => edition.id)).toEqual(["vi-22", "en-22"]);
  });

  it("writes each Sunday's date and each PDF's size in the visitor's language", () => {
    const [latest] = bulletinIssues(bulletins, "vi");
    expect(latest?.dateText).toBe("Chúa Nhật, ngày 22 tháng 11 năm 2026");
    expect(latest?.editions[0]?.file).toEqual({ url: "/files/vi-22.pdf", size: "1 KB" });
  });

  it("carries the highlights of whichever edition has them", () => {
    expect(bulletinIssues(bulletins, "vi")[0]?.highlights.en).toEqual(words("Christ the King"));
  });

  it("groups the issues by month, newest first", () => {
    expect(
      issuesByMonth(bulletinIssues(bulletins, "en"), "vi").map(({ monthText, issues }) => [
        monthText,
        issues.map((issue) => issue.date),
      ]),
    ).toEqual([
      ["Tháng 11 năm 2026", ["2026-11-22", "2026-11-15"]],
      ["Tháng 10 năm 2026", ["2026-10-25"]],
    ]);
  });
});
