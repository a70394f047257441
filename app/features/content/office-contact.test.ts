import { describe, expect, it } from "vitest";
import "#app/i18n/dictionaries.server";
import type { OfficeHours } from "#app/features/parish/identity";
import { embeddedParish, embeddedSettings } from "../../../tests/support/embedded-parish";
import { officeContact, officeHoursText } from "./office-contact";

const weekdays: OfficeHours = {
  days: [1, 2, 3, 4, 5],
  opens: "09:00",
  closes: "17:00",
  breakStart: "12:00",
  breakEnd: "13:00",
};
const saturday: OfficeHours = { days: [6], opens: "09:00", closes: "12:00", breakStart: null, breakEnd: null };

describe("officeHoursText", () => {
  it("names a run of days once, the break between two spans, and the closed days, in English", () => {
    expect(officeHoursText([weekdays, saturday], "en").split("\n")).toEqual([
      "Monday – Friday, 9:00 AM – 12:00 PM and 1:00 PM – 5:00 PM",
      "Saturday, 9:00 AM – 12:00 PM",
      "Sunday: closed",
    ]);
  });

  it("says the same as a Vietnamese parish writes it", () => {
    expect(officeHoursText([weekdays, saturday], "vi").split("\n")).toEqual([
      "Thứ Hai – Thứ Sáu, 9:00 sáng – 12:00 trưa và 1:00 – 5:00 chiều",
      "Thứ Bảy, 9:00 sáng – 12:00 trưa",
      "Chúa Nhật: nghỉ",
    ]);
  });

  it("reads the week from Monday, lists days apart one by one and gathers the closed ones", () => {
    const scattered: OfficeHours = {
      days: [1, 3, 5],
      opens: "10:00",
      closes: "14:00",
      breakStart: null,
      breakEnd: null,
    };
    expect(officeHoursText([scattered], "en").split("\n")).toEqual([
      "Monday, Wednesday, and Friday, 10:00 AM – 2:00 PM",
      "Tuesday, Thursday, Saturday, and Sunday: closed",
    ]);
    expect(officeHoursText([scattered], "vi").split("\n")).toEqual([
      "Thứ Hai, Thứ Tư và Thứ Sáu, 10:00 sáng – 2:00 chiều",
      "Thứ Ba, Thứ Năm, Thứ Bảy và Chúa Nhật: nghỉ",
    ]);
    const everyDay: OfficeHours = {
      days: [0, 1, 2, 3, 4, 5, 6],
      opens: "09:30",
      closes: "17:00",
      breakStart: null,
      breakEnd: null,
    };
    expect(officeHoursText([everyDay], "en")).toBe("Monday – Sunday, 9:30 AM – 5:00 PM");
    expect(officeHoursText([everyDay], "vi")).toBe("Thứ Hai – Chúa Nhật, 9:30 sáng – 5:00 chiều");
    expect(officeHoursText([], "en")).toBe("");
  });

  it("gives the same hours in each language asked for, however often and in whatever order", () => {
    const held = [saturday];
    expect([officeHoursText(held, "vi"), officeHoursText(held, "en"), officeHoursText(held, "vi")]).toEqual([
      "Thứ Bảy, 9:00 sáng – 12:00 trưa\nThứ Hai – Thứ Sáu và Chúa Nhật: nghỉ",
      "Saturday, 9:00 AM – 12:00 PM\nMonday – Friday and Sunday: closed",
      "Thứ Bảy, 9:00 sáng – 12:00 trưa\nThứ Hai – Thứ Sáu và Chúa Nhật: nghỉ",
    ]);
  });
});

describe("officeContact", () => {
  it("is the parish's phone and email, with hours built from the days the office set", () => {
    const contact = officeContact(embeddedParish, { ...embeddedSettings, officeHours: {} }, "vi");
    expect(contact).toEqual({
      phone: embeddedParish.phone,
      email: embeddedParish.email,
      officeHours: officeHoursText(embeddedParish.officeHours, "vi"),
      givingUrl: embeddedSettings.givingUrl,
    });
  });

  it("takes the office's own words for its hours, in the visitor's language or else the other", () => {
    const settings = { ...embeddedSettings, officeHours: { vi: "Thứ Hai – Thứ Sáu, theo hẹn" } };
    expect(officeContact(embeddedParish, settings, "en").officeHours).toBe("Thứ Hai – Thứ Sáu, theo hẹn");
    expect(officeContact(embeddedParish, null, "en")).toMatchObject({ phone: embeddedParish.phone, givingUrl: null });
  });
});
