import { describe, expect, it } from "vitest";
import "#app/i18n/dictionaries.server";
import { contactSpec, prefillSubject } from "#app/features/requests/contact-spec";
import { translate } from "#app/i18n/translate";
import { type FormValues, inputNames, singleLine } from "./form-spec";
import { requestSpecs } from "./registry";
import { earliestWeddingDate, validateRequest } from "./validate";

const TODAY = "2026-11-25";

/** Every name the form posts, empty, with the given values filled in: what a browser posts. */
function posted(spec: Parameters<typeof inputNames>[0], values: FormValues): FormValues {
  return { ...Object.fromEntries(inputNames(spec).map((name) => [name, ""])), ...values };
}

const check = (kind: keyof typeof requestSpecs, values: FormValues, lang: "en" | "vi" = "en") =>
  validateRequest(requestSpecs[kind], posted(requestSpecs[kind], values), lang, TODAY);
const error = (lang: "en" | "vi", code: Parameters<typeof translate>[1]) => translate(lang, code);
const contact = (values: FormValues, lang: "en" | "vi") =>
  validateRequest(contactSpec, posted(contactSpec, values), lang, TODAY);

describe("the contact form", () => {
  const valid = { name: "  Anna\tTran ", email: " anna@example.com ", message: "Line one\r\nLine two\u0000" };

  it("cleans a valid message: trimmed one-line fields, LF line breaks, no control characters, empty optionals dropped", () => {
    expect(contact(valid, "en")).toEqual({
      ok: true,
      data: { name: "Anna Tran", email: "anna@example.com", message: "Line one\nLine two" },
    });
  });

  it.each([
    ["user@localhost", "a domain without a dot"],
    ["user@@example.com", "two at signs"],
    ["user name@example.com", "a space"],
    ['"quoted"@example.com', "a quoted local part"],
  ])("refuses %s (%s)", (email) => {
    expect(contact({ ...valid, email }, "vi")).toEqual({
      ok: false,
      errors: { email: error("vi", "requests.errors.emailInvalid") },
    });
  });

  it("refuses letters in the phone number and names the limit", () => {
    expect(contact({ ...valid, phone: "call me maybe" }, "en")).toEqual({
      ok: false,
      errors: { phone: "Please enter a phone number using digits, spaces, +, ( ) or - (at most 40 characters)." },
    });
  });

  it("words its own errors: the name, the message and their limits in the visitor's number format", () => {
    expect(contact({ name: "", email: "", message: "a".repeat(5001) }, "vi")).toEqual({
      ok: false,
      errors: {
        name: error("vi", "requests.errors.nameRequired"),
        email: error("vi", "requests.errors.emailRequired"),
        message: "Tin nhắn chỉ được tối đa 5.000 ký tự.",
      },
    });
  });

  it("takes a name or message of invisible characters only (a zero-width space, a direction mark) for an empty one", () => {
    expect(contact({ ...valid, name: "\u200b \u200b", message: "\u202e\n\u2060" }, "vi")).toEqual({
      ok: false,
      errors: {
        name: error("vi", "requests.errors.nameRequired"),
        message: error("vi", "requests.errors.messageRequired"),
      },
    });
  });

  it("turns every line break and control character in a one-line value into a single space", () => {
    expect(singleLine("Eve\r\nBcc: x@example.net\u2028\u0007 end")).toBe("Eve Bcc: x@example.net end");
  });

  it("prefills a subject from the URL safely and within the limit", () => {
    expect(prefillSubject("Register:\r\nYouth Retreat")).toBe("Register: Youth Retreat");
    expect(prefillSubject("x".repeat(500))).toHaveLength(200);
    expect(prefillSubject(null)).toBe("");
  });
});

describe("the Mass intention", () => {
  const valid = {
    intentionKind: "deceased",
    intentionNames: "Giuse Nguyễn Văn An\nMaria Trần Thị Bình",
    massLanguage: "vi",
    name: "Phêrô Lê",
    phone: "817-555-0101",
  };

  it("takes a kind, the names, any Mass and the requester; the email may be left out", () => {
    expect(check("massIntention", { ...valid, anyMass: "yes" })).toEqual({
      ok: true,
      data: { ...valid, anyMass: "yes" },
    });
  });

  it("needs a date or any Mass, a kind of the list and a language", () => {
    expect(check("massIntention", { ...valid, intentionKind: "birthday", massLanguage: "" }, "vi")).toEqual({
      ok: false,
      errors: {
        intentionKind: error("vi", "requests.errors.invalid"),
        massLanguage: error("vi", "requests.errors.choose"),
        preferredDates: error("vi", "requests.errors.datesOrAny"),
      },
    });
    expect(check("massIntention", { ...valid, preferredDates: "Chúa Nhật 6/12, 9:00 sáng" })).toMatchObject({
      ok: true,
    });
  });

  it("refuses a box posted with a value a box never has", () => {
    expect(check("massIntention", { ...valid, anyMass: "maybe" })).toEqual({
      ok: false,
      errors: { anyMass: error("en", "requests.errors.invalid") },
    });
  });
});

describe("joining the parish", () => {
  const household = {
    household: "Nguyễn",
    address: "1 Main St, Arlington, TX 76010",
    phone: "817-555-0102",
    email: "nguyen@example.com",
    preferredLanguage: "vi",
  };

  it("keeps the members that are filled in, with their sacraments, and leaves the empty blocks out", () => {
    const result = check("membership", {
      ...household,
      "members.0.memberName": "Giuse Nguyễn Văn Minh",
      "members.0.christianName": "Giuse",
      "members.0.birthDate": "1970-05-01",
      "members.0.sacraments.baptized": "yes",
      "members.0.sacraments.married": "yes",
      "members.2.memberName": "Anna Nguyễn Thị Hoa",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        ...household,
        members: [
          {
            memberName: "Giuse Nguyễn Văn Minh",
            christianName: "Giuse",
            birthDate: "1970-05-01",
            sacraments: ["baptized", "married"],
          },
          { memberName: "Anna Nguyễn Thị Hoa" },
        ],
      },
    });
  });

  it("needs the first member, and a name in any block that is used; a birth date cannot be ahead", () => {
    expect(
      check(
        "membership",
        { ...household, "members.3.christianName": "Maria", "members.3.birthDate": "2027-01-01" },
        "vi",
      ),
    ).toEqual({
      ok: false,
      errors: {
        "members.0.memberName": error("vi", "requests.errors.required"),
        "members.3.memberName": error("vi", "requests.errors.required"),
        "members.3.birthDate": error("vi", "requests.errors.dateFuture"),
      },
    });
  });

  it("refuses a date that is not on the calendar", () => {
    expect(
      check("membership", { ...household, "members.0.memberName": "A", "members.0.birthDate": "1990-02-30" }),
    ).toEqual({
      ok: false,
      errors: { "members.0.birthDate": error("en", "requests.errors.dateInvalid") },
    });
  });
});

describe("the sacraments", () => {
  const requester = { name: "Maria Trần", phone: "817-555-0103", email: "maria@example.com" };

  it("baptism: the child, a parent and a godparent at least, a preferred date not yet past", () => {
    const child = { childName: "Phêrô Trần", birthDate: "2026-09-01", ...requester };
    expect(check("baptism", { ...child, preferredDate: "2026-11-01" })).toEqual({
      ok: false,
      errors: {
        preferredDate: error("en", "requests.errors.datePast"),
        fatherName: error("en", "requests.errors.oneParent"),
        godfather: error("en", "requests.errors.oneGodparent"),
      },
    });
    expect(
      check("baptism", { ...child, motherName: "Maria Trần", godmother: "Anna Lê", preferredDate: "2027-01-10" }),
    ).toMatchObject({ ok: true });
  });

  it("refuses a date before 1900 or more than three years ahead, saying the latest day in the visitor's language", () => {
    const family = { childName: "Phêrô Trần", motherName: "Maria Trần", godmother: "Anna Lê", ...requester };
    expect(check("baptism", { ...family, birthDate: "1899-12-31", preferredDate: "9999-12-31" }, "vi")).toEqual({
      ok: false,
      errors: {
        birthDate: error("vi", "requests.errors.dateTooEarly"),
        preferredDate: "Xin quý vị chọn một ngày không trễ hơn ngày 25 tháng 11 năm 2029.",
      },
    });
    expect(check("baptism", { ...family, birthDate: "2026-09-01", preferredDate: "2029-11-25" })).toMatchObject({
      ok: true,
    });
    expect(check("baptism", { ...family, birthDate: "2026-09-01", preferredDate: "2029-11-26" })).toEqual({
      ok: false,
      errors: { preferredDate: "Please choose a date no later than November 25, 2029." },
    });
  });

  it("reads a typed date in the order the visitor's language writes it: day first in Vietnamese, month first in English", () => {
    const child = { childName: "Phêrô Trần", motherName: "Maria Trần", godmother: "Anna Lê", ...requester };
    expect(check("baptism", { ...child, birthDate: "1/9/2026" }, "vi")).toMatchObject({
      ok: true,
      data: { birthDate: "2026-09-01" },
    });
    expect(check("baptism", { ...child, birthDate: "9/1/2026" }, "en")).toMatchObject({
      ok: true,
      data: { birthDate: "2026-09-01" },
    });
    expect(check("baptism", { ...child, birthDate: "31/8/2026" }, "en")).toEqual({
      ok: false,
      errors: { birthDate: error("en", "requests.errors.dateInvalid") },
    });
    expect(check("baptism", { ...child, birthDate: "30/2/2026" }, "vi")).toEqual({
      ok: false,
      errors: { birthDate: "Xin quý vị ghi ngày theo thứ tự ngày/tháng/năm, ví dụ 14/3/2027." },
    });
  });

  it("marriage: at least six months' notice, with the earliest date in the visitor's language", () => {
    const couple = { groomName: "Giuse Phạm", brideName: "Maria Võ", catholicParties: "both", ...requester };
    expect(earliestWeddingDate(TODAY)).toBe("2027-05-25");
    expect(earliestWeddingDate("2026-08-31")).toBe("2027-02-28");
    expect(check("marriage", { ...couple, weddingDate: "2027-05-24" }, "vi")).toEqual({
      ok: false,
      errors: {
        weddingDate:
          "Hôn lễ phải được sắp xếp trước ít nhất sáu tháng: xin quý vị chọn từ ngày 25 tháng 5 năm 2027 trở đi.",
      },
    });
    expect(check("marriage", { ...couple, weddingDate: "2027-05-24" }, "en")).toMatchObject({
      errors: { weddingDate: expect.stringContaining("on or after May 25, 2027") },
    });
    expect(check("marriage", { ...couple, weddingDate: "2027-05-25" })).toMatchObject({ ok: true });
  });

  it("funeral: the deceased and the family's contact; a date of death cannot be ahead", () => {
    expect(
      check("funeral", {
        deceasedName: "Giuse Đỗ",
        deathDate: "2026-11-24",
        name: "Anna Đỗ",
        phone: "817-555-0104",
        relationship: "Con gái",
      }),
    ).toMatchObject({ ok: true });
    expect(check("funeral", { deceasedName: "", name: "Anna Đỗ", phone: "", deathDate: "2026-12-01" })).toEqual({
      ok: false,
      errors: {
        deceasedName: error("en", "requests.errors.required"),
        deathDate: error("en", "requests.errors.dateFuture"),
        phone: error("en", "requests.errors.phoneRequired"),
      },
    });
  });
});

describe.each(["vietnameseSchool", "religiousEducation"] as const)("enrollment (%s)", (kind) => {
  const parent = { parentName: "Maria Lâm", phone: "817-555-0105", email: "lam@example.com" };

  it("takes each child with a birth date, grade and sacraments", () => {
    expect(
      check(kind, {
        ...parent,
        "children.0.childName": "Tôma Lâm",
        "children.0.birthDate": "2018-03-02",
        "children.0.grade": "3",
        "children.0.sacraments.baptized": "yes",
      }),
    ).toEqual({
      ok: true,
      data: {
        ...parent,
        children: [{ childName: "Tôma Lâm", birthDate: "2018-03-02", grade: "3", sacraments: ["baptized"] }],
      },
    });
  });

  it("needs the first child's name and birth date, and keeps the grade short", () => {
    expect(check(kind, { ...parent, "children.0.grade": "third grade in the fall" })).toEqual({
      ok: false,
      errors: {
        "children.0.childName": error("en", "requests.errors.required"),
        "children.0.birthDate": error("en", "requests.errors.required"),
        "children.0.grade": "This can be at most 20 characters long.",
      },
    });
  });
});

describe("the prayer request", () => {
  it("needs the intention and an answer about the prayer list; the name is optional", () => {
    expect(check("prayer", { intention: "Xin cầu cho con thi đậu.", readAloud: "anonymous" })).toEqual({
      ok: true,
      data: { intention: "Xin cầu cho con thi đậu.", readAloud: "anonymous" },
    });
    expect(check("prayer", { intention: " ", readAloud: "" }, "vi")).toEqual({
      ok: false,
      errors: { intention: error("vi", "requests.errors.required"), readAloud: error("vi", "requests.errors.choose") },
    });
  });
});

describe("every form", () => {
  it.each(Object.keys(requestSpecs))("%s posts unique names, each with its texts in both dictionaries", (kind) => {
    const spec = requestSpecs[kind as keyof typeof requestSpecs];
    const names = inputNames(spec);
    expect(new Set(names).size).toBe(names.length);
    for (const lang of ["en", "vi"] as const) {
      for (const key of ["heading", "intro", "submit", "sentTitle", "sentBody", "another"] as const) {
        expect(translate(lang, `requests.forms.${spec.kind}.${key}`)).not.toContain("requests.");
      }
      expect(translate(lang, `requests.kinds.${spec.kind}`)).not.toContain("requests.");
    }
  });
});
