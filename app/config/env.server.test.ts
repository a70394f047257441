import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("runs with no configuration at all on embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.YOUTUBE_API_KEY).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    // Playlists and calendars are the parish's settings unless the environment names its own.
    expect(env.YOUTUBE_PLAYLIST_VI).toBeUndefined();
    expect(env.GOOGLE_CALENDAR_ID_EN).toBeUndefined();
    expect(env.READINGS_PROXY_URLS).toHaveLength(4);
    expect(env.READINGS_TIMEOUT_MS).toBe(8000);
  });

  it("listens on every address in production and only on this machine in development, unless HOST says otherwise", () => {
    expect(parseEnv({}).HOST).toBe("0.0.0.0");
    expect(parseEnv({ NODE_ENV: "production" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ NODE_ENV: "development" }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ NODE_ENV: "development", HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ NODE_ENV: "production", HOST: " " }).HOST).toBe("0.0.0.0");
  });

  it("treats empty values as unset and an empty proxy list as no proxies", () => {
    const env = parseEnv({ YOUTUBE_API_KEY: "  ", SANITY_PROJECT_ID: "", READINGS_PROXY_URLS: "" });
    expect(env.YOUTUBE_API_KEY).toBeUndefined();
    expect(env.SANITY_PROJECT_ID).toBeUndefined();
    expect(env.READINGS_PROXY_URLS).toEqual([]);
  });

  it("reads overrides", () => {
    const env = parseEnv({
      PORT: "8080",
      SITE_URL: "https://parish.example.org/",
      READINGS_PROXY_URLS: "http://127.0.0.1:1/?u={url}, http://127.0.0.1:2/{url}",
    });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://parish.example.org");
    expect(env.READINGS_PROXY_URLS).toEqual(["http://127.0.0.1:1/?u={url}", "http://127.0.0.1:2/{url}"]);
  });

  it("trusts forwarded addresses from loopback by default, or from a hop count or the proxies named", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 203.0.113.7, 2001:db8::/32" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "203.0.113.7",
      "2001:db8::/32",
    ]);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SITE_URL", "not a url"],
    ["READINGS_PROXY_URLS", "http://127.0.0.1:1/no-placeholder"],
    ["SMTP_URL", "http://mail.example.org"],
    ["CONTACT_TO", "office-at-example"],
    ["SANITY_PROJECT_ID", "Bad Id!"],
    ["READINGS_TIMEOUT_MS", "-5"],
    ["TRUST_PROXY", "everyone"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "loopback, 300.1.1.1"],
    ["TRUST_PROXY", " , "],
    ["ACCESS_LOG", "yes"],
    ["REQUESTS_TO", "priest@example.org"],
    ["REQUESTS_TO", "mass-intention=priest-at-example"],
    ["SANITY_WRITE_TOKEN", "sk-token-without-a-project"],
    ["SANITY_READ_TOKEN", "sk-token-without-a-project"],
    // The build's zone is America/Chicago: another one set where the site runs would be ignored.
    ["VITE_PARISH_TIME_ZONE", "America/Denver"],
  ])("stops on a bad %s and names it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(name));
  });

  it("reads the forms' own addresses, and a write token with its project", () => {
    const env = parseEnv({
      REQUESTS_TO: " mass-intention = priest@example.org , baptism=office@example.org,",
      SANITY_PROJECT_ID: "parish",
      SANITY_WRITE_TOKEN: "sk-1",
    });
    expect(env.REQUESTS_TO).toEqual({ "mass-intention": "priest@example.org", baptism: "office@example.org" });
    expect(env.SANITY_WRITE_TOKEN).toBe("sk-1");
    expect(parseEnv({}).REQUESTS_TO).toEqual({});
  });
});
