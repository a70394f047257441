import { describe, expect, it } from "vitest";
import {
  languageCookie,
  languageToStore,
  parseLanguage,
  readLanguageCookie,
  resolveLanguage,
  storedLanguageToApply,
} from "./language";

describe("parseLanguage", () => {
  it("accepts exactly 'en' and 'vi'", () => {
    expect(parseLanguage("en")).toBe("en");
    expect(parseLanguage("vi")).toBe("vi");
  });

  it.each(["EN", "Vi", " vi", "vi ", "fr", "", "en-US", "vi-VN", null, undefined, 1, {}, ["vi"]])(
    "rejects %j",
    (value) => {
      expect(parseLanguage(value)).toBeNull();
    },
  );
});

describe("readLanguageCookie", () => {
  it("finds the language among other cookies", () => {
    expect(readLanguageCookie("theme=dark; language=vi; session=abc")).toBe("vi");
  });

  it.each([null, "", "language=", "language=fr", "language=VI", "xlanguage=vi", "language=vi%00"])(
    "ignores a missing or bad stored value %j",
    (header) => {
      expect(readLanguageCookie(header)).toBeNull();
    },
  );

  it("round-trips the cookie it writes", () => {
    const [pair] = languageCookie("vi").split(";");
    expect(readLanguageCookie(pair ?? "")).toBe("vi");
    expect(languageCookie("en")).toMatch(/Max-Age=\d+; Path=\/; SameSite=Lax/);
  });
});

describe("resolveLanguage", () => {
  const url = (query = "") => new URL(`http://localhost/about${query}`);

  it("starts in English with nothing stored", () => {
    expect(resolveLanguage(url(), null)).toBe("en");
  });

  it("uses the stored cookie", () => {
    expect(resolveLanguage(url(), "language=vi")).toBe("vi");
  });

  it("lets ?lang= win over the cookie", () => {
    expect(resolveLanguage(url("?lang=en"), "language=vi")).toBe("en");
    expect(resolveLanguage(url("?lang=vi"), "language=en")).toBe("vi");
  });

  it("ignores an invalid ?lang= and an invalid cookie", () => {
    expect(resolveLanguage(url("?lang=fr"), "language=vi")).toBe("vi");
    expect(resolveLanguage(url("?lang=%E0%A4"), "language=zz")).toBe("en");
  });
});

describe("storedLanguageToApply (toggle saved in localStorage, page rendered by the server)", () => {
  const url = (query = "") => new URL(`http://localhost/${query}`);

  it("switches to the stored choice when the server rendered the other language", () => {
    expect(storedLanguageToApply("vi", "en", url())).toBe("vi");
  });

  it("does nothing when they agree, when nothing valid is stored, or when the URL names a language", () => {
    expect(storedLanguageToApply("vi", "vi", url())).toBeNull();
    expect(storedLanguageToApply(null, "en", url())).toBeNull();
    expect(storedLanguageToApply("klingon", "en", url())).toBeNull();
    expect(storedLanguageToApply("vi", "en", url("?lang=en"))).toBeNull();
  });
});

describe("languageToStore (what localStorage keeps once a page has rendered)", () => {
  const url = (query = "") => new URL(`http://localhost/readings${query}`);

  it("keeps the page's language when the URL or the cookie chose it", () => {
    expect(languageToStore("vi", url("?lang=vi"), null)).toBe("vi");
    expect(languageToStore("en", url(), "language=en")).toBe("en");
    expect(languageToStore("vi", url("?lang=vi"), "language=en")).toBe("vi");
  });

  it("keeps nothing when nothing chose it, or when the cookie already names the other language", () => {
    expect(languageToStore("en", url(), null)).toBeNull();
    expect(languageToStore("en", url(), "other=1")).toBeNull();
    // The visitor switched to Vietnamese before this English page's code ran; the Vietnamese page is on its way.
    expect(languageToStore("en", url(), "language=vi")).toBeNull();
  });
});
