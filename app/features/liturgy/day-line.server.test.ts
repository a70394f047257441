import { describe, expect, it } from "vitest";
import { dayLine } from "./day-line.server";

describe("dayLine", () => {
  it("gives Vietnamese pages the lunar date and the devotional months of October and November", () => {
    expect(dayLine("2026-11-26")).toMatchObject({ lunarVi: "ngày 18 tháng 10 năm Bính Ngọ", monthVi: "Tháng các Linh Hồn", tet: null });
    expect(dayLine("2026-10-07")).toMatchObject({ monthVi: "Tháng Mân Côi", celebration: { en: "Our Lady of the Rosary" } });
    expect(dayLine("2026-09-30").monthVi).toBeNull();
  });

  it("carries Tết beside the Roman day", () => {
    expect(dayLine("2026-02-18")).toMatchObject({ celebration: { vi: "Thứ Tư Lễ Tro" }, tet: { day: 2, prevails: false }, lunarVi: "ngày 2 tháng 1 năm Bính Ngọ" });
  });
});
