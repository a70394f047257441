import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseReadingsPage } from "./parse.server";
import { unwrapProxyBody } from "./source.server";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/readings/${name}`, import.meta.url), "utf8");

describe("parseReadingsPage", () => {
  it("reads a weekday page with references written in the headings", () => {
    expect(parseReadingsPage(fixture("weekday.html"), "2025-11-24")).toEqual({
      date: "2025-11-24",
      dayType: "weekday",
      firstReading: { title: "Reading 1", reference: "Daniel 1:1-6, 8-20" },
      psalm: { title: "Responsorial Psalm", reference: "Daniel 3:52, 53, 54, 55, 56" },
      gospel: { title: "Gospel", reference: "Luke 21:1-4" },
    });
  });

  it("reads a Sunday page with references in <em>, entities and a second reading, and marks it sunday", () => {
    expect(parseReadingsPage(fixture("sunday.html"), "2025-12-07")).toEqual({
      date: "2025-12-07",
      dayType: "sunday",
      firstReading: { title: "Reading 1", reference: "Isaiah 11:1-10" },
      psalm: { title: "Responsorial Psalm", reference: "Psalms 72:1-2, 7-8, 12-13, 17" },
      secondReading: { title: "Reading 2", reference: "Romans 15:4–9" },
      gospel: { title: "Gospel", reference: "Matthew 3:1-12" },
    });
  });

  it("reads a feast written with h2 headings, 'Reading I/II', plain-text references and a Gospel Acclamation", () => {
    const readings = parseReadingsPage(fixture("feast.html"), "2025-12-08");
    expect(readings?.firstReading).toEqual({ title: "Reading 1", reference: "Genesis 3:9-15, 20" });
    expect(readings?.psalm.reference).toBe("Psalms 98:1, 2-3ab, 3cd-4");
    expect(readings?.secondReading).toEqual({ title: "Reading 2", reference: "Ephesians 1:3-6, 11-12" });
    expect(readings?.gospel.reference).toBe("Luke 1:26-38");
    expect(readings?.dayType).toBe("sunday");
  });

  it("answers null for a page without a psalm", () => {
    expect(parseReadingsPage(fixture("missing-psalm.html"), "2025-11-25")).toBeNull();
  });

  it("answers null for a proxy's error page", () => {
    expect(parseReadingsPage(fixture("proxy-error.html"), "2025-11-24")).toBeNull();
  });

  it("reads a page a proxy wrapped in JSON once unwrapped", () => {
    const body = fixture("json-wrapped.json");
    expect(parseReadingsPage(unwrapProxyBody(body), "2025-11-24")?.gospel.reference).toBe("Luke 21:1-4");
  });

  it("answers null for empty input and for 5 MB of junk", () => {
    expect(parseReadingsPage("", "2025-11-24")).toBeNull();
    const junk = "<div><h3>Reading 1, ".repeat(10) + "x".repeat(5 * 1024 * 1024);
    const started = Date.now();
    expect(parseReadingsPage(junk, "2025-11-24")).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("keeps only text from headings holding scripts, styles and event handlers", () => {
    const readings = parseReadingsPage(fixture("script-in-headings.html"), "2025-11-26");
    expect(readings?.firstReading.reference).toBe("Daniel 5:1-6, 13-14, 16-17, 23-28");
    expect(readings?.psalm.reference).toBe("Daniel 3:62, 63, 64, 65, 66, 67");
    expect(readings?.gospel.reference).toBe("Luke 21:12-19");
    const text = JSON.stringify(readings);
    expect(text).not.toMatch(/[<>]|alert|pwned|onerror|display/);
  });

  it("refuses a heading whose text is not a Bible reference", () => {
    const html = "<h3>Reading 1, <b>click here</b></h3><h3>Responsorial Psalm, Psalm 23</h3><h3>Gospel, John 3:16</h3>";
    expect(parseReadingsPage(html, "2025-11-24")).toBeNull();
  });
});

describe("unwrapProxyBody", () => {
  it("leaves pages and JSON without contents as they are", () => {
    expect(unwrapProxyBody("<html></html>")).toBe("<html></html>");
    expect(unwrapProxyBody('{"error":"rate limited"}')).toBe('{"error":"rate limited"}');
    expect(unwrapProxyBody("{not json")).toBe("{not json");
  });
});
