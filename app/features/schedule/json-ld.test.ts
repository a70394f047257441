import { describe, expect, it, vi } from "vitest";
import { JSON_LD_DAYS, parishJsonLd } from "./json-ld";
import { parishJsonLdMeta } from "./json-ld-meta";
import { massesFrom, nextMass } from "./next-mass";
import { embeddedParish, embeddedSchedules, embeddedSiteContent } from "../../../tests/support/embedded-parish";

const parish = embeddedParish;
const schedules = embeddedSchedules;

const now = Date.parse("2025-03-06T18:00:00Z"); // Thursday 12:00 CST, the week of the spring change

describe("the parish's schema.org JSON-LD", () => {
  const data = JSON.parse(
    JSON.stringify(parishJsonLd({ lang: "en", siteUrl: "https://parish.example.org", now, parish, schedules })),
  ) as Record<string, unknown> & {
    event: Array<Record<string, unknown>>;
  };

  it("is valid JSON describing a CatholicChurch with the identity's name, address, telephone, email and links", () => {
    const { street, city, state, postalCode } = parish.address;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CatholicChurch",
      name: parish.name.en,
      alternateName: parish.name.vi,
      url: "https://parish.example.org/",
      telephone: parish.phone.tel,
      email: parish.email,
      sameAs: parish.social.map((link) => link.url),
      address: {
        "@type": "PostalAddress",
        streetAddress: street,
        addressLocality: city,
        addressRegion: state,
        postalCode,
      },
    });
  });

  it("has one Event per Mass of the coming seven days, each with a name, an offset start date and a location", () => {
    // Thursday 18:00, Friday 2, Saturday 2, Sunday 4, Monday to Wednesday 2 each
    expect(data.event).toHaveLength(1 + 2 + 2 + 4 + 6);
    for (const event of data.event) {
      expect(event["@type"]).toBe("Event");
      expect(event.name).toMatch(/^(Vigil )?Mass \((Vietnamese|English)\)$/);
      expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00-0[56]:00$/);
      expect(Date.parse(String(event.startDate))).toBeGreaterThan(now);
      expect(event.location).toMatchObject({
        "@type": "CatholicChurch",
        name: parish.name.en,
        address: { streetAddress: parish.address.street },
      });
      expect(["vi", "en"]).toContain(event.inLanguage);
    }
    const starts = data.event.map((event) => event.startDate);
    expect(starts[0]).toBe("2025-03-06T18:00:00-06:00");
    expect(starts).toContain("2025-03-08T18:00:00-06:00");
    expect(starts).toContain("2025-03-09T08:00:00-05:00");
    expect(starts).toContain("2025-03-09T17:30:00-05:00");
    expect(data.event.find((event) => event.startDate === "2025-03-09T17:30:00-05:00")).toMatchObject({
      name: "Mass (English)",
      inLanguage: "en",
      endDate: "2025-03-09T18:30:00-05:00",
    });
  });

  it("speaks the page's language and is built from the root loader's data as a meta descriptor", () => {
    const matches = [
      {
        id: "root",
        loaderData: { lang: "vi", siteUrl: "https://parish.example.org", siteContent: embeddedSiteContent },
      },
    ];
    const descriptor = parishJsonLdMeta(matches, now);
    expect(Object.keys(descriptor)).toEqual(["script:ld+json"]);
    const vietnamese = JSON.parse(JSON.stringify(Object.values(descriptor)[0])) as {
      name: string;
      url: string;
      event: Array<{ name: string }>;
    };
    expect(vietnamese.name).toBe(parish.name.vi);
    expect(vietnamese.url).toBe("https://parish.example.org/");
    expect(vietnamese.event[0]?.name).toBe("Thánh Lễ (Tiếng Việt)");
  });
});

describe("the cost of the structured data", () => {
  it("reads no wall-clock time the next-Mass line has already read (each instant is formatted once)", () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    const later = Date.parse("2031-07-17T15:00:00Z"); // an hour no other test has read
    nextMass(later, [], schedules);
    const readByNextMass = formatToParts.mock.calls.length;
    parishJsonLd({ lang: "vi", siteUrl: "https://parish.example.org", now: later, parish, schedules });
    expect(readByNextMass).toBeGreaterThan(0);
    expect(formatToParts.mock.calls.length).toBe(readByNextMass);
    formatToParts.mockRestore();
  });

  it("is built once for every render of the same week of Masses, and again for another language or once a Mass has begun", () => {
    const page = (lang: string) => [
      { id: "root", loaderData: { lang, siteUrl: "https://parish.example.org", siteContent: embeddedSiteContent } },
    ];
    const first = parishJsonLdMeta(page("en"), now);
    expect(parishJsonLdMeta(page("en"), now)).toBe(first);
    expect(parishJsonLdMeta(page("vi"), now)).not.toBe(first);
    expect(parishJsonLdMeta(page("en"), now + 60_000)).toBe(first);
    const { scheduleChanges, schedules: inForce } = embeddedSiteContent;
    const firstMass = massesFrom(now, JSON_LD_DAYS, scheduleChanges, inForce)[0];
    if (!firstMass) throw new Error("no Mass this week");
    const afterIt = parishJsonLdMeta(page("en"), firstMass.start);
    expect(afterIt).not.toBe(first);
    expect(afterIt).not.toEqual(first);
  });
});
