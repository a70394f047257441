import { describe, expect, it } from "vitest";
import { parish } from "#app/config/parish";
import { officeContact } from "./office-contact";

describe("officeContact", () => {
  it("is the built-in facts when the office has set nothing", () => {
    expect(officeContact(null, "vi")).toEqual({ phone: parish.phone, email: parish.email, officeHours: null, givingUrl: null });
  });

  it("takes what the office set, dialling the number as typed", () => {
    const settings = { givingUrl: "https://give.example.org", phone: "(817) 555-0199", email: "office@example.org", officeHours: { vi: "Thứ Hai – Thứ Sáu" }, fees: { vietnameseSchool: {}, religiousEducation: {} }, socialLinks: [] };
    expect(officeContact(settings, "en")).toEqual({
      phone: { display: "(817) 555-0199", tel: "+18175550199" },
      email: "office@example.org",
      officeHours: "Thứ Hai – Thứ Sáu",
      givingUrl: "https://give.example.org",
    });
    expect(officeContact({ ...settings, phone: "+84 28 3829 1234" }, "en").phone.tel).toBe("+842838291234");
  });
});
