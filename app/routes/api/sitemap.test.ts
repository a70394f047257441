import { describe, expect, it } from "vitest";
import { allPaths } from "#app/site/site-map";
import { sitemapXml } from "./sitemap";

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://parish.example.org");

  it("lists every page in both languages with hreflang alternates", () => {
    for (const path of allPaths().filter((path) => path !== "/events" && path !== "/calendar")) {
      expect(xml).toContain(`<loc>https://parish.example.org${path}?lang=en</loc>`);
      expect(xml).toContain(`<loc>https://parish.example.org${path}?lang=vi</loc>`);
    }
    expect(xml).toContain('hreflang="vi" href="https://parish.example.org/readings?lang=vi"');
    expect(xml).toContain('hreflang="x-default" href="https://parish.example.org/readings"');
  });

  it("leaves the short alias paths to their canonical pages", () => {
    expect(xml).not.toContain("parish.example.org/events?");
    expect(xml).toContain("/communication-events/upcoming-events?lang=en");
  });

  it("leaves out the search page, whose results are not for indexes", () => {
    expect(xml).not.toContain("/search");
  });

  it("lists the pages of the bulletins and albums it is given", () => {
    const withUploads = sitemapXml("https://parish.example.org", [
      "/communication-events/bulletin/2026-11-22",
      "/communication-events/photo-gallery/tet-2027",
    ]);
    expect(withUploads).toContain(
      "<loc>https://parish.example.org/communication-events/bulletin/2026-11-22?lang=vi</loc>",
    );
    expect(withUploads).toContain(
      "<loc>https://parish.example.org/communication-events/photo-gallery/tet-2027?lang=en</loc>",
    );
  });

  it("is well-formed enough for a parser: balanced url elements", () => {
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});
