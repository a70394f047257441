import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithLanguage } from "../../../tests/support/render-with-language";
import { type DayLine, DayLineNames, LunarSuffix } from "./day-line";
import { dayLine } from "./day-line.server";
import { embeddedParish } from "../../../tests/support/embedded-parish";

const PROPER = embeddedParish.properCalendar;

function show(line: DayLine, lang: "en" | "vi") {
  return renderWithLanguage(
    lang,
    <div data-testid="line">
      <DayLineNames line={line} className="" testId="name" />
      <LunarSuffix text={line.lunarVi} />
    </div>,
  );
}

describe("the liturgical line", () => {
  afterEach(cleanup);

  it("names the Tết Mass first where it prevails, the Roman day (a memorial) beside it", async () => {
    show(dayLine("2027-02-06", PROPER), "vi");
    expect((await screen.findByTestId("name")).textContent).toBe("Mùng Một Tết Đinh Mùi: Cầu Bình An Năm Mới");
    expect(screen.getByTestId("liturgical-day-also").textContent).toBe("Thánh Phaolô Miki và các bạn, tử đạo");
    expect(screen.getByTestId("lunar-date").textContent).toBe(" (âm lịch: ngày 1 tháng 1 năm Đinh Mùi)");
  });

  it("keeps Ash Wednesday first and says how Tết is kept, in English without a lunar date", async () => {
    show(dayLine("2026-02-18", PROPER), "en");
    expect((await screen.findByTestId("name")).textContent).toBe("Ash Wednesday");
    expect(screen.getByTestId("liturgical-day-also").textContent).toBe(
      "Second Day of Tết Bính Ngọ: Remembrance of Ancestors and ParentsThe Mass of the day is celebrated; the Tết intention is added to the Prayer of the Faithful.",
    );
    expect(screen.queryByTestId("lunar-date")).toBeNull();
  });

  it("prints the rank beside a feast's name, and none beside a weekday's or where the Tết Mass names the day", async () => {
    show(dayLine("2026-11-30", PROPER), "vi");
    expect((await screen.findByTestId("name")).textContent).toBe("Thánh Anrê, tông đồ");
    expect(screen.getByTestId("name-rank").textContent).toBe("Lễ Kính");
    cleanup();
    show(dayLine("2026-11-30", PROPER), "en");
    expect((await screen.findByTestId("name-rank")).textContent).toBe("Feast");
    cleanup();
    show(dayLine("2026-11-26", PROPER), "vi");
    await screen.findByTestId("name");
    expect(screen.queryByTestId("name-rank")).toBeNull();
    cleanup();
    show(dayLine("2027-02-06", PROPER), "vi");
    await screen.findByTestId("name");
    expect(screen.queryByTestId("name-rank")).toBeNull();
  });

  it("names November in Vietnamese only", async () => {
    show(dayLine("2026-11-26", PROPER), "vi");
    expect((await screen.findByTestId("devotional-month")).textContent).toBe(" · Tháng các Linh Hồn");
  });
});
