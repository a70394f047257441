import { afterEach, describe, expect, it, vi } from "vitest";
import { embeddedParish } from "../../../tests/support/embedded-parish";
import { addToGoogleCalendarUrl, calendarEmbedUrl, calendarIcalUrl, calendarIdFor } from "./calendar-links";

const settingsCalendars = embeddedParish.calendars;

describe("calendar frame URLs", () => {
  for (const lang of ["en", "vi"] as const) {
    it(`carry the ${lang} calendar id, the parish time zone and the ${lang} interface`, () => {
      const calendarId = calendarIdFor(lang, {}, settingsCalendars)!;
      for (const mode of ["MONTH", "AGENDA"] as const) {
        const url = new URL(calendarEmbedUrl(calendarId, lang, mode));
        expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/embed");
        expect(url.searchParams.get("src")).toBe(settingsCalendars[lang]);
        expect(url.searchParams.get("ctz")).toBe("America/Chicago");
        expect(url.searchParams.get("mode")).toBe(mode);
        expect(url.searchParams.get("hl")).toBe(lang);
      }
    });
  }

  it("uses a different calendar for each language", () => {
    expect(calendarIdFor("en", {}, settingsCalendars)).not.toBe(calendarIdFor("vi", {}, settingsCalendars));
  });

  it("takes the environment's calendar over the settings', and has none when neither names one", () => {
    expect(calendarIdFor("vi", { vi: "override-vi@example.org" }, settingsCalendars)).toBe("override-vi@example.org");
    expect(calendarIdFor("en", {}, {})).toBeUndefined();
  });

  it("encodes the id in the public iCal address and the add-to-Google link", () => {
    const id = "en.parish.example@group.calendar.google.com";
    expect(calendarIcalUrl(id)).toBe(
      "https://calendar.google.com/calendar/ical/en.parish.example%40group.calendar.google.com/public/basic.ics",
    );
    expect(new URL(addToGoogleCalendarUrl(id)).searchParams.get("cid")).toBe(id);
    expect(addToGoogleCalendarUrl(id)).toContain("render?cid=en.parish.example%40group.calendar.google.com");
  });
});

describe("calendar sources from the environment", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("takes GOOGLE_CALENDAR_ID_EN and _VI", async () => {
    vi.stubEnv("GOOGLE_CALENDAR_ID_EN", "english@example.org");
    vi.stubEnv("GOOGLE_CALENDAR_ID_VI", "vietnamese@example.org");
    vi.resetModules();
    const { calendarSources } = await import("./calendar-sources.server");
    expect(calendarSources()).toEqual({ en: "english@example.org", vi: "vietnamese@example.org" });
  });
});
