import { describe, expect, it } from "vitest";
import { vietnameseHalf } from "../bilingual-text";
import { schemaTypes } from "../schema-types";
import { request } from "../schema-types/request";
import { siteSettings } from "../schema-types/site-settings";

type Prepare = (selection: Record<string, unknown>) => { title?: string; subtitle?: string };
const prepareOf = (type: unknown): Prepare | undefined =>
  (type as { preview?: { prepare?: Prepare } }).preview?.prepare;

describe("the Studio's lists", () => {
  it("name a document the office has not filled in yet in both languages", () => {
    // A request is written whole by the website, never started by hand.
    const byHand = schemaTypes.filter((type) => type.type === "document" && type.name !== request.name);
    const untitled = byHand.flatMap((type) => {
      const prepare = prepareOf(type);
      return prepare ? [[type.name, prepare({}).title]] : [];
    });
    expect(untitled.length).toBeGreaterThan(5);
    for (const [name, title] of untitled) {
      expect(title, name).toMatch(/ · /u);
      expect(vietnameseHalf(title ?? ""), name).not.toMatch(/\b(new|untitled|announcement|bulletin|page)\b/iu);
    }
  });

  it("name an office-hours row's days in both languages", () => {
    const officeDays = siteSettings.fields.find((field) => field.name === "officeDays") as { of: unknown[] };
    const prepare = prepareOf(officeDays.of[0]);
    expect(prepare?.({ days: ["monday", "friday"], opens: "09:00", closes: "17:00" })).toEqual({
      title: "Monday, Friday · Thứ Hai, Thứ Sáu",
      subtitle: "09:00–17:00",
    });
  });
});
