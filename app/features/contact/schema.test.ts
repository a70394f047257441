import { describe, expect, it } from "vitest";
import { translate } from "#app/i18n/translate";
import { emptyValues, prefillSubject, singleLine } from "./schema";
import { validateContact } from "./validate";

const valid = { ...emptyValues(), name: "  Anna\tTran ", email: " anna@example.com ", message: "Line one\r\nLine two\u0000" };

describe("the contact schema shared by browser and server", () => {
  it("cleans a valid message: trimmed one-line fields, LF line breaks, no control characters, empty optionals dropped", () => {
    expect(validateContact(valid, "en")).toEqual({
      ok: true,
      message: { name: "Anna Tran", email: "anna@example.com", phone: undefined, subject: undefined, message: "Line one\nLine two" },
    });
  });

  it.each([
    ["user@localhost", "a domain without a dot"],
    ["user@@example.com", "two at signs"],
    ["user name@example.com", "a space"],
    ['"quoted"@example.com', "a quoted local part"],
  ])("refuses %s (%s)", (email) => {
    expect(validateContact({ ...valid, email }, "vi")).toEqual({ ok: false, errors: { email: translate("vi", "contact.errors.emailInvalid") } });
  });

  it("refuses letters in the phone number and names the limit", () => {
    expect(validateContact({ ...valid, phone: "call me maybe" }, "en")).toEqual({
      ok: false,
      errors: { phone: "Please enter a phone number using digits, spaces, +, ( ) or - (at most 40 characters)." },
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
