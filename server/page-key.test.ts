import { describe, expect, it } from "vitest";
import { addressKey, cookieKey } from "./page-key";

const parametersByPath = { "/search": ["q"], "/contact": ["subject"], "/events": ["category"] };
const key = (url: string) => addressKey(url, parametersByPath);

describe("addressKey", () => {
  it("counts each parameter only on the route that reads it", () => {
    expect(key("/search?q=le")).toEqual({ key: "/search?q=le", ownWords: true });
    expect(key("/contact?subject=baptism")).toEqual({ key: "/contact?subject=baptism", ownWords: true });
    expect(key("/events?category=youth")?.key).toBe("/events?category=youth");
    for (const made of ["/?q=zz1", "/?subject=zz1", "/?date=zz1", "/contact?q=le", "/search?subject=x"])
      expect(key(made), made).toBeNull();
  });

  it("reads lang anywhere, but only as en or vi", () => {
    expect(key("/schedule?lang=vi")).toEqual({ key: "/schedule?lang=vi", ownWords: false });
    expect(key("/schedule?lang=en")?.key).toBe("/schedule?lang=en");
    for (const made of ["/schedule?lang=zz1", "/schedule?lang=", "/schedule?lang=VI"])
      expect(key(made), made).toBeNull();
  });

  it("sorts the parameters, and renders an address that gives one twice", () => {
    expect(key("/search?q=le&lang=vi")?.key).toBe(key("/search?lang=vi&q=le")?.key);
    expect(key("/search?q=le&q=ma")).toBeNull();
    expect(key("/schedule")).toEqual({ key: "/schedule", ownWords: false });
  });
});

describe("cookieKey", () => {
  const live = new Set(["a@1", "b@2"]);

  it("keeps the dismissed notices that exist, sorted, and drops made-up ones", () => {
    expect(cookieKey("dismissed_notices=b%402,a%401", live)).toBe(cookieKey("dismissed_notices=a%401,b%402", live));
    expect(cookieKey("dismissed_notices=zz%401,a%401", live)).toBe(cookieKey("dismissed_notices=a%401", live));
    expect(cookieKey("dismissed_notices=zz%401", live)).toBe(cookieKey(undefined, live));
    expect(cookieKey("dismissed_notices=a%401", live)).not.toBe(cookieKey(undefined, live));
  });

  it("takes the language cookie only as en or vi, and renders while the notices are not yet known", () => {
    expect(cookieKey("language=vi", live)).not.toBe(cookieKey("language=en", live));
    expect(cookieKey("language=zz", live)).toBeNull();
    expect(cookieKey("dismissed_notices=a%401", null)).toBeNull();
    expect(cookieKey("language=vi", null)).toBe(cookieKey("language=vi", live));
  });
});
