import { describe, expect, it } from "vitest";
import { emailBreaks, initials } from "./initials";

describe("initials in place of a photo", () => {
  it.each([
    ["Cha Giuse Nguyễn", "GN"],
    ["Thầy Phó Tế Phaolô Lê", "PL"],
    ["Rev. Joseph Nguyen", "JN"],
    ["Deacon Paul Le", "PL"],
    ["Maria Phạm Thị Hạnh", "MH"],
    ["Đaminh Đỗ Minh Khoa", "ĐK"],
    ["Teresa", "T"],
    ["  ", ""],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("an email address's line breaks", () => {
  it("falls only before the @ and the dots", () => {
    expect(emailBreaks("pastor@parish.example.org")).toEqual(["pastor", "@parish", ".example", ".org"]);
    expect(emailBreaks("pastor@parish.example.org").join("")).toBe("pastor@parish.example.org");
  });
});
