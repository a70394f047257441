import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { embeddedSchedule, embeddedSiteContent } from "../../../tests/support/embedded-parish";
import { renderWithLanguage } from "../../../tests/support/render-with-language";
import { ScheduleView } from "./schedule-view";
import type { WeeklySchedule } from "./weekly-schedule";

afterEach(cleanup);

const sundayFirst = embeddedSchedule.masses.find((mass) => mass.days.includes(0));
if (!sundayFirst) throw new Error("the embedded schedule has no Sunday Mass");
/** From Sunday 3 January 2027, the first Sunday Mass of the list at 9:15. */
const january: WeeklySchedule = {
  ...embeddedSchedule,
  id: "january",
  validFrom: "2027-01-03",
  masses: embeddedSchedule.masses.map((mass) => (mass === sundayFirst ? { ...mass, time: "09:15" } : mass)),
};
const content = { ...embeddedSiteContent, schedules: [embeddedSchedule, january] };

/** Noon on the parish's clock of a day. */
const onDay = (dateKey: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${dateKey}T18:00:00Z`) });

describe("the coming schedule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is announced 30 days ahead, in both languages, beside the current one", () => {
    onDay("2026-12-04");
    renderWithLanguage("en", <ScheduleView />, content);
    expect(screen.getByTestId("coming-schedule").textContent).toBe("New Mass schedule from Sunday, January 3");
    expect(screen.getByTestId("current-schedule").textContent).not.toContain("9:15 AM");
    expect(screen.getByTestId("new-schedule").textContent).toContain("9:15 AM");
  });

  it("is written as the site writes Vietnamese dates", () => {
    onDay("2026-12-20");
    renderWithLanguage("vi", <ScheduleView />, content);
    expect(screen.getByTestId("coming-schedule").textContent).toBe(
      "Lịch Thánh Lễ mới từ Chúa Nhật, ngày 3 tháng 1 năm 2027",
    );
    expect(screen.getByTestId("new-schedule").textContent).toContain("9:15 sáng");
  });

  it("is not announced 31 days ahead", () => {
    onDay("2026-12-03");
    renderWithLanguage("en", <ScheduleView />, content);
    expect(screen.queryByTestId("coming-schedule")).toBeNull();
    expect(screen.getByTestId("schedule-view").textContent).not.toContain("9:15 AM");
  });

  it("is simply the schedule on its first day", () => {
    onDay("2027-01-03");
    renderWithLanguage("en", <ScheduleView />, content);
    expect(screen.queryByTestId("coming-schedule")).toBeNull();
    expect(screen.queryByTestId("new-schedule")).toBeNull();
    expect(screen.getByTestId("schedule-view").textContent).toContain("9:15 AM");
  });
});

describe("the week as the schedule page shows it", () => {
  it("heads each devotion once by its name and builds confession from its parts", () => {
    renderWithLanguage("en", <ScheduleView headingLevel={2} />);
    const names = [...new Set(embeddedSchedule.devotions.map((devotion) => devotion.name.en))];
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    for (const name of names) expect(headings.filter((heading) => heading === name)).toHaveLength(1);
    expect(screen.getByText("30 minutes before each Mass or by appointment")).toBeTruthy();
  });

  it("says confession by appointment alone, and after fixed times, in Vietnamese", () => {
    const confession = {
      times: [{ days: [6], start: "15:00", end: "16:00" }],
      minutesBeforeMass: null,
      byAppointment: true,
    } as const;
    renderWithLanguage("vi", <ScheduleView />, {
      ...embeddedSiteContent,
      schedules: [{ ...embeddedSchedule, confession }],
    });
    expect(screen.getByText("Thứ Bảy:")).toBeTruthy();
    expect(screen.getByText("Ngoài các giờ trên, quý vị cũng có thể xin hẹn với cha.")).toBeTruthy();
  });
});
