import { describe, expect, it } from "vitest";
import { formatFileSize, formatMonth } from "./archive-format";

describe("the bulletin archive's months and file sizes", () => {
  it("names a month as each language writes it", () => {
    expect(formatMonth("2026-11-22", "en")).toBe("November 2026");
    expect(formatMonth("2026-01-01", "en")).toBe("January 2026");
    expect(formatMonth("2026-11-22", "vi")).toBe("Tháng 11 năm 2026");
  });

  it("gives a file's size in kilobytes or megabytes, with the language's decimal mark", () => {
    expect(formatFileSize(43_242, "en")).toBe("43 KB");
    expect(formatFileSize(400, "vi")).toBe("1 KB");
    expect(formatFileSize(2_400_000, "en")).toBe("2.4 MB");
    expect(formatFileSize(2_400_000, "vi")).toBe("2,4 MB");
  });
});
