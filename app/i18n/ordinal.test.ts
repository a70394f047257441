import { describe, expect, it } from "vitest";
import { englishOrdinal } from "./ordinal";

describe("englishOrdinal", () => {
  it("gives each number the suffix English gives it, the teens included", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 25, 101, 111].map(englishOrdinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "25th",
      "101st",
      "111th",
    ]);
  });
});
