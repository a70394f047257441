import { describe, expect, it } from "vitest";
import { embeddedParish } from "../../../tests/support/embedded-parish";
import { websiteJsonLd } from "./json-ld.server";

describe("the site's JSON-LD", () => {
  it("names the site as the parish's settings name the parish, in the page's language, with its search", () => {
    expect(websiteJsonLd("vi", "https://parish.example.org", embeddedParish)).toMatchObject({
      "@type": "WebSite",
      name: embeddedParish.name.vi,
      url: "https://parish.example.org/",
      potentialAction: { target: { urlTemplate: "https://parish.example.org/search?q={search_term_string}&lang=vi" } },
    });
    const anne = { name: { en: "Saint Anne Parish", vi: "Giáo Xứ Thánh Anna" } };
    expect(websiteJsonLd("en", "https://anne.example.org", anne).name).toBe("Saint Anne Parish");
  });
});
