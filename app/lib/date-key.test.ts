import { describe, expect, it } from "vitest";
import { isDateKey } from "./date-key";

describe("isDateKey", () => {
  it("accepts real dates only", () => {
    expect(isDateKey("2024-02-29")).toBe(true);
    expect(isDateKey("2024-02-30")).toBe(false);
    expect(isDateKey("2025-02-29")).toBe(false);
    expect(isDateKey("2024-2-3")).toBe(false);
  });
});
