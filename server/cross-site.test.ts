import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "./cross-site";

const hosts = ["giaoxu.example.org", "127.0.0.1:3000"];

describe("isCrossSitePost", () => {
  it("accepts a post from the site's own pages, by its public host or the host asked for", () => {
    expect(isCrossSitePost({ origin: "https://giaoxu.example.org", secFetchSite: "same-origin", hosts })).toBe(false);
    expect(isCrossSitePost({ origin: "http://127.0.0.1:3000", secFetchSite: undefined, hosts })).toBe(false);
    expect(isCrossSitePost({ origin: "https://GIAOXU.example.org", secFetchSite: "same-site", hosts })).toBe(false);
  });

  it("accepts a post with neither header (a program, not a page)", () => {
    expect(isCrossSitePost({ origin: undefined, secFetchSite: undefined, hosts })).toBe(false);
    expect(isCrossSitePost({ origin: undefined, secFetchSite: "none", hosts })).toBe(false);
  });

  it("refuses what the browser calls cross-site, whatever the Origin says", () => {
    expect(isCrossSitePost({ origin: undefined, secFetchSite: "cross-site", hosts })).toBe(true);
    expect(isCrossSitePost({ origin: "https://giaoxu.example.org", secFetchSite: "cross-site", hosts })).toBe(true);
  });

  it("refuses an Origin naming another host, another port, null, or nothing a URL can be", () => {
    for (const origin of [
      "https://evil.example",
      "http://127.0.0.1:4000",
      "https://giaoxu.example.org.evil.example",
      "null",
      "not a url",
      "file://",
    ]) {
      expect(isCrossSitePost({ origin, secFetchSite: undefined, hosts }), origin).toBe(true);
    }
  });
});
