import { describe, expect, it } from "vitest";
import { clergyLine } from "./clergy";

describe("clergyLine", () => {
  it("puts the role before a name that does not say it", () => {
    expect(clergyLine("Pastor", "Rev. Joseph Nguyen")).toEqual({ role: "Pastor:", rest: " Rev. Joseph Nguyen" });
    expect(clergyLine("Cha Phó", "Cha Phêrô Trần")).toEqual({ role: "Cha Phó:", rest: " Cha Phêrô Trần" });
  });

  it("says the role once when the name begins with it, in either language", () => {
    expect(clergyLine("Deacon", "Deacon Paul Le")).toEqual({ role: "Deacon", rest: " Paul Le" });
    expect(clergyLine("Thầy Phó Tế", "Thầy Phó Tế Phaolô Lê")).toEqual({ role: "Thầy Phó Tế", rest: " Phaolô Lê" });
  });

  it("keeps a name that only begins with the same letters", () => {
    expect(clergyLine("Deacon", "Deaconess Anna")).toEqual({ role: "Deacon:", rest: " Deaconess Anna" });
  });
});
