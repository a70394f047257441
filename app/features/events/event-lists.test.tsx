import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ScheduleChange } from "#app/features/content/types";
import { formatClock } from "#app/i18n/clock";
import type { Language } from "#app/i18n/language";
import { translate } from "#app/i18n/translate";
import { embeddedSchedule, embeddedSiteContent } from "../../../tests/support/embedded-parish";
import { renderWithLanguage } from "../../../tests/support/render-with-language";
import { EventAgenda } from "./event-agenda";
import { EventList } from "./event-list";
import type { ParishEvent } from "./events";
import { HOME_EVENT_COUNT, EventsHomeSection } from "./home-section";

const NOW = new Date("2026-12-20T18:00:00Z");
const picnic: ParishEvent = {
  id: "picnic@feed@2026-12-24T12:00:00",
  date: "2026-12-24",
  endDate: "2026-12-24",
  start: "12:00",
  end: "14:00",
  title: "Parish picnic",
  description: "",
  location: "",
  url: null,
  category: "other",
};
const emptyListing = { upcoming: [], more: false, recent: [] };

afterEach(cleanup);

describe("the event lists while the calendar feed has not answered", () => {
  for (const lang of ["en", "vi"] as Language[]) {
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);

    it(`say in ${lang} that the events are loading, with the link to the calendar, on the home page, the events page and the agenda`, () => {
      const { unmount } = renderWithLanguage(lang, <EventsHomeSection events={[]} now={NOW} state="loading" />);
      expect(screen.getByRole("status")).toHaveTextContent(t("eventFeed.loading"));
      expect(screen.getByRole("link", { name: t("eventFeed.openCalendar") })).toHaveAttribute(
        "href",
        "/communication-events/calendar",
      );
      expect(screen.queryByText(t("events.noUpcoming"))).toBeNull();
      unmount();

      const list = renderWithLanguage(
        lang,
        <EventList
          listing={emptyListing}
          category={null}
          now={NOW}
          state="loading"
          calendarId="abc@group.calendar.google.com"
        />,
      );
      expect(screen.getByRole("status")).toHaveTextContent(t("eventFeed.loading"));
      const google = new URL(
        screen.getByRole("link", { name: new RegExp(t("eventFeed.openCalendar")) }).getAttribute("href") ?? "",
      );
      expect(google.searchParams.get("src")).toBe("abc@group.calendar.google.com");
      expect(screen.queryByText(t("events.noUpcoming"))).toBeNull();
      list.unmount();

      renderWithLanguage(
        lang,
        <EventAgenda events={[]} from="2026-12-20" until="2027-01-19" state="loading" calendarId={undefined} />,
      );
      expect(screen.getByRole("status")).toHaveTextContent(t("eventFeed.loading"));
      expect(screen.queryByText(t("events.agendaEmpty"))).toBeNull();
    });

    it(`say in ${lang} that the events cannot be read when the feed failed with nothing held`, () => {
      renderWithLanguage(lang, <EventsHomeSection events={[]} now={NOW} state="unavailable" />);
      expect(screen.getByRole("status")).toHaveTextContent(t("eventFeed.unavailable"));
      expect(screen.getByRole("link", { name: t("eventFeed.openCalendar") })).toBeInTheDocument();
    });

    it(`list the feed's events in ${lang} once it has answered`, () => {
      renderWithLanguage(lang, <EventsHomeSection events={[picnic]} now={NOW} state="ready" />);
      expect(screen.queryByRole("status")).toBeNull();
      expect(screen.getByRole("heading", { name: picnic.title })).toBeInTheDocument();
      expect(HOME_EVENT_COUNT).toBeGreaterThan(0);
    });
  }
});

describe("the calendar page's agenda on a holy day", () => {
  // Christmas Eve 2026 is a Thursday: the change adds a vigil Mass to the weekday's Masses.
  const christmasEve: ScheduleChange = {
    id: "christmas-eve",
    date: "2026-12-24",
    title: { en: "Christmas Eve", vi: "Đêm Giáng Sinh" },
    masses: [{ time: "22:00", language: "bilingual", note: {} }],
    replacesWeekly: false,
  };
  const thursdayMasses = embeddedSchedule.masses.filter((mass) => mass.days.some((day) => day === 4));

  for (const lang of ["en", "vi"] as Language[]) {
    it(`lists in ${lang} the day's Masses above its events, and none on the other days`, () => {
      const other: ParishEvent = { ...picnic, id: "choir@feed", date: "2026-12-22", title: "Choir practice" };
      renderWithLanguage(
        lang,
        <EventAgenda
          events={[other, picnic]}
          from="2026-12-20"
          until="2027-01-19"
          state="ready"
          calendarId={undefined}
        />,
        {
          ...embeddedSiteContent,
          scheduleChanges: [christmasEve],
        },
      );
      const day = document.querySelector<HTMLElement>("[data-agenda-day='2026-12-24']")!;
      const masses = day.querySelector<HTMLElement>("[data-agenda-masses]")!;
      const rows = within(masses)
        .getAllByRole("listitem")
        .map((row) => row.textContent);
      expect(rows).toHaveLength(thursdayMasses.length + 1);
      expect(rows.at(-1)).toContain(formatClock("22:00", lang));
      expect(rows.at(-1)).toContain(christmasEve.title[lang]);
      for (const mass of thursdayMasses)
        expect(rows.some((row) => row?.includes(formatClock(mass.time, lang)))).toBe(true);
      // The Masses come before the day's events.
      expect(
        masses.compareDocumentPosition(within(day).getByText(picnic.title)) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(document.querySelector("[data-agenda-day='2026-12-22'] [data-agenda-masses]")).toBeNull();
    });
  }

  it("lists a holy day within the agenda's days even when the calendar has no event that day", () => {
    renderWithLanguage(
      "en",
      <EventAgenda events={[]} from="2026-12-20" until="2027-01-19" state="ready" calendarId={undefined} />,
      {
        ...embeddedSiteContent,
        scheduleChanges: [christmasEve, { ...christmasEve, id: "later", date: "2027-02-17" }],
      },
    );
    expect(document.querySelector("[data-agenda-day='2026-12-24'] [data-agenda-masses]")).not.toBeNull();
    expect(document.querySelector("[data-agenda-day='2027-02-17']")).toBeNull();
    expect(screen.queryByText(translate("en", "events.agendaEmpty"))).toBeNull();
  });
});
