import { describe, expect, it } from "vitest";
import "#app/i18n/dictionaries.server";
import { isValidAddress, readChoices } from "./form";

describe("the subscribe form's checks", () => {
  it("takes an ordinary address and refuses malformed, multi-line and over-long ones", () => {
    expect(isValidAddress("maria.nguyen@example.com")).toBe(true);
    for (const bad of [
      "not-an-address",
      "a@b",
      "a@b.c\r\nBcc: x@y.z",
      "a@b.c\nBcc: x@y.z",
      "a b@example.com",
      `${"a".repeat(1990)}@example.com`,
    ]) {
      expect(isValidAddress(bad)).toBe(false);
    }
  });

  it("takes a known language and known topics, with an error in the visitor's language otherwise", () => {
    expect(readChoices({ language: "both", topics: ["bulletin", "weekly", "bulletin"] }, "en")).toEqual({
      ok: true,
      language: "both",
      topics: ["bulletin", "weekly"],
    });
    expect(readChoices({ language: "fr", topics: ["bulletin"] }, "vi")).toEqual({
      ok: false,
      errors: { language: "Xin quý vị chọn ngôn ngữ của email." },
    });
    expect(readChoices({ language: "en", topics: ["lottery"] }, "en")).toEqual({
      ok: false,
      errors: { topics: "Choose what you would like to receive." },
    });
    expect(readChoices({ language: "vi", topics: [] }, "vi")).toEqual({
      ok: false,
      errors: { topics: "Xin quý vị đánh dấu ít nhất một mục muốn nhận." },
    });
  });
});
