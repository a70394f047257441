import { describe, expect, it } from "vitest";
import { readCookie, yearLongCookie } from "./cookies";

describe("cookies", () => {
  it("finds a cookie among others, decoded, and nothing when it is absent", () => {
    expect(readCookie("theme=dark; dismissed_notices=a%40v1%2Cb%40v2; language=vi", "dismissed_notices")).toBe(
      "a@v1,b@v2",
    );
    expect(readCookie("xlanguage=vi; language=en", "language")).toBe("en");
    expect(readCookie('language="vi"', "language")).toBe("vi");
    expect(readCookie("language", "language")).toBeUndefined();
    expect(readCookie(null, "language")).toBeUndefined();
  });

  it("keeps a value whose escapes are broken as it came", () => {
    expect(readCookie("dismissed_notices=%E0%A4%A", "dismissed_notices")).toBe("%E0%A4%A");
  });

  it("writes a cookie for the whole site for a year, which it reads back", () => {
    const cookie = yearLongCookie("dismissed_notices", "a@v1,b@v2");
    expect(cookie).toBe("dismissed_notices=a%40v1%2Cb%40v2; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(readCookie(cookie.split(";")[0], "dismissed_notices")).toBe("a@v1,b@v2");
  });
});
