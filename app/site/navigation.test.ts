import { describe, expect, it } from "vitest";
import { translate } from "#app/i18n/translate";
import { embeddedParish } from "../../tests/support/embedded-parish";
import { footerLinks, isRouted, navSections, quickLinks, sectionPaths, topBarLinks } from "./navigation";
import { allSubPages, hubs } from "./site-map";

describe("site navigation", () => {
  it("has the nine menu sections in order", () => {
    expect(navSections.map((section) => section.id)).toEqual([
      "about",
      "sacraments",
      "faith-formation",
      "ministries",
      "formation",
      "service",
      "youth",
      "communication-events",
      "resources",
    ]);
  });

  it("reaches every hub and every sub-page of the route list", () => {
    const linked = new Set(navSections.flatMap(sectionPaths));
    for (const path of [...hubs.map((hub) => hub.path), ...allSubPages().map((page) => page.path)]) {
      expect(linked, path).toContain(path);
    }
  });

  it("names baptismal prep, marriage prep, Vietnamese language, youth ministry and St Vincent", () => {
    const formation = navSections.find((section) => section.id === "formation");
    const service = navSections.find((section) => section.id === "service");
    expect(formation && sectionPaths(formation)).toEqual(
      expect.arrayContaining([
        "/ministries/formation/baptismal",
        "/ministries/formation/marriage",
        "/ministries/formation/vietnamese",
        "/ministries/formation/youth",
      ]),
    );
    expect(service && sectionPaths(service)).toContain("/ministries/service/st-vincent");
  });

  it("links only to routed pages", () => {
    const internal = [
      ...navSections.flatMap((section) => section.groups.flatMap((group) => group.links)),
      ...footerLinks,
      ...[...quickLinks(embeddedParish), ...topBarLinks(embeddedParish)].flatMap((link) =>
        link.kind === "page" ? [link.path] : [],
      ),
    ];
    for (const path of internal) expect(isRouted(path), path).toBe(true);
    expect(isRouted("/ministries/formation")).toBe(false);
  });

  it("keeps the footer to its own links, with the email updates every page offers", () => {
    expect(footerLinks).toEqual([
      "/",
      "/about",
      "/communication-events/bulletin",
      "/communication-events/calendar",
      "/communication-events/upcoming-events",
      "/communication-events/email-updates",
      "/contact",
      "/resources",
    ]);
  });

  it("labels external links in both languages and points them at https", () => {
    for (const link of [...quickLinks(embeddedParish), ...topBarLinks(embeddedParish)]) {
      if (link.kind !== "external") continue;
      expect(link.href).toMatch(/^https:\/\//);
      for (const lang of ["en", "vi"] as const) expect(translate(lang, link.label)).not.toBe(link.label);
    }
    expect(translate("vi", "chrome.links.reportAbuse")).toBe("Báo Cáo Lạm Dụng Trẻ Em");
  });
});
