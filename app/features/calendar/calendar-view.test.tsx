import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { translate } from "#app/i18n/translate";
import { embeddedParish, embeddedSiteContent } from "../../../tests/support/embedded-parish";
import { renderWithLanguage } from "../../../tests/support/render-with-language";
import { CalendarHomeSection } from "./home-section";

afterEach(cleanup);

const frameSource = () =>
  new URL(document.querySelector("iframe")?.getAttribute("src") ?? "http://none/").searchParams.get("src");

describe("the calendar a page shows", () => {
  it("is the one of the parish's settings in the visitor's language", () => {
    renderWithLanguage("vi", <CalendarHomeSection sources={{}} />);
    expect(frameSource()).toBe(embeddedParish.calendars.vi);
    expect(
      screen.getByRole("link", { name: new RegExp(translate("vi", "calendar.subscribe.google")) }),
    ).toBeInTheDocument();
  });

  it("is the environment's when it names one", () => {
    renderWithLanguage("en", <CalendarHomeSection sources={{ en: "override-en@example.org" }} />);
    expect(frameSource()).toBe("override-en@example.org");
  });

  it("is none when neither names one: no frame and no subscribe links, today's date still shown", () => {
    renderWithLanguage("en", <CalendarHomeSection sources={{}} />, {
      ...embeddedSiteContent,
      parish: { ...embeddedParish, calendars: {} },
    });
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.queryByRole("link", { name: new RegExp(translate("en", "calendar.subscribe.google")) })).toBeNull();
    expect(document.querySelector("time")).not.toBeNull();
  });
});
