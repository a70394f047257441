import { describe, expect, it } from "vitest";
import { dayLine } from "./day-line.server";
import { embeddedParish } from "../../../tests/support/embedded-parish";

const PROPER = embeddedParish.properCalendar;

describe("dayLine", () => {
  it("gives Vietnamese pages the lunar date and the devotional months of October and November", () => {
    expect(dayLine("2026-11-26", PROPER)).toMatchObject({
      lunarVi: "ngày 18 tháng 10 năm Bính Ngọ",
      monthVi: "Tháng các Linh Hồn",
      tet: null,
    });
    expect(dayLine("2026-10-07", PROPER)).toMatchObject({
      monthVi: "Tháng Mân Côi",
      celebration: { en: "Our Lady of the Rosary" },
    });
    expect(dayLine("2026-09-30", PROPER).monthVi).toBeNull();
  });

  it("carries Tết beside the Roman day", () => {
    expect(dayLine("2026-02-18", PROPER)).toMatchObject({
      celebration: { vi: "Thứ Tư Lễ Tro" },
      tet: { day: 2, prevails: false },
      lunarVi: "ngày 2 tháng 1 năm Bính Ngọ",
    });
  });
});
