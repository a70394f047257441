import { type APIResponse, expect, test } from "@playwright/test";

/** Every value of Vary, however many headers carry it, as a sorted list of lower-case names. */
function varyOf(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "vary")
    .flatMap(({ value }) => value.split(","))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort();
}

const SHARED_PAGE = /^public, max-age=0, s-maxage=([1-9]\d*), stale-while-revalidate=\d+$/;

test.describe("what a CDN or a browser may keep", () => {
  test("a page whose address names its language is the same for everyone, so a shared cache may keep it", async ({
    request,
  }) => {
    for (const lang of ["en", "vi"] as const) {
      // The first answer may be built while the page's data is fetched; the next ones come from data the server holds.
      await expect
        .poll(
          async () =>
            (await request.get(`/schedule?lang=${lang}`, { headers: { cookie: "" } })).headers()["cache-control"],
          { timeout: 15_000 },
        )
        .toMatch(SHARED_PAGE);
      const response = await request.get(`/schedule?lang=${lang}`, { headers: { "accept-encoding": "br" } });
      const seconds = Number(SHARED_PAGE.exec(response.headers()["cache-control"] ?? "")?.[1]);
      // No longer than the server's own page cache keeps it (PAGE_CACHE_SECONDS, 30 by default).
      expect(seconds, lang).toBeLessThanOrEqual(30);
      expect(Number(response.headers().age ?? 0), lang).toBeLessThanOrEqual(seconds);
      expect(varyOf(response), lang).toEqual(["accept-encoding", "cookie"]);
      expect(response.headers()["set-cookie"], lang).toBeUndefined();
    }
  });

  test("a page that follows the visitor's cookies is kept by their browser only, and checked again each time", async ({
    request,
  }) => {
    for (const [path, cookie] of [
      ["/schedule", ""],
      ["/schedule", "language=vi"],
      // A notice of the sample dataset, as dismissing it sets the cookie: a token of no notice changes no page.
      ["/schedule?lang=vi", "dismissed_notices=announcement-christmas-masses%402026-11-20T14%3A00%3A00Z"],
    ] as const) {
      const response = await request.get(path, { headers: { cookie } });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"], `${path} with "${cookie}"`).toBe("private, no-cache");
      expect(varyOf(response)).toEqual(["accept-encoding", "cookie"]);
    }
  });

  test("hashed files are kept for a year and never asked for again; other files for an hour", async ({ request }) => {
    const html = await (await request.get("/?lang=en")).text();
    const script = /(\/assets\/entry\.client-[\w-]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script ?? "", { headers: { "accept-encoding": "br" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(varyOf(asset)).toEqual(["accept-encoding"]);
    const icon = await request.get("/favicon.svg");
    expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("each API says whether its answer may be kept, and varies on the cookie only when it reads it", async ({
    request,
  }) => {
    const dictionaryPath = /dictionary="([^"]+)"/.exec(await (await request.get("/?lang=vi")).text())?.[1];
    expect(dictionaryPath).toBeDefined();
    const dictionary = await request.get(dictionaryPath ?? "", { headers: { "accept-encoding": "gzip" } });
    expect(dictionary.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(varyOf(dictionary)).toEqual(["accept-encoding"]);

    const announcements = await request.get("/api/announcements");
    expect(announcements.headers()["cache-control"]).toBe("no-store");
    expect(varyOf(announcements)).toContain("cookie");

    for (const path of ["/readyz", "/api/readings?date=2025-13-40"]) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"], path).toBe("no-store");
      expect(varyOf(response), path).not.toContain("cookie");
    }
    const schedule = await request.get("/schedule.ics");
    expect(schedule.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(varyOf(schedule)).not.toContain("cookie");
  });

  test("an event's calendar file is shared when its address names the language, and the visitor's own when a cookie does", async ({
    request,
  }) => {
    const listing = await (await request.get("/communication-events/upcoming-events?lang=en")).text();
    const ics = /href="(\/api\/events\/[^"?]+\/calendar\.ics)[^"]*"/.exec(listing)?.[1];
    expect(ics).toBeDefined();
    const shared = await request.get(`${ics}?lang=vi`);
    expect(shared.headers()["cache-control"]).toBe("public, max-age=3600");
    expect(varyOf(shared)).not.toContain("cookie");
    const own = await request.get(ics ?? "", { headers: { cookie: "language=vi" } });
    expect(own.headers()["cache-control"]).toBe("private, max-age=3600");
    expect(varyOf(own)).toContain("cookie");
  });

  test("errors are never kept by a shared cache", async ({ request }) => {
    const missingPage = await request.get("/no/such/page?lang=vi");
    expect(missingPage.status()).toBe(404);
    expect(missingPage.headers()["cache-control"]).toBe("private, no-cache");
    const missingFile = await request.get("/assets/gone-a1b2c3.js");
    expect(missingFile.status()).toBe(404);
    expect(missingFile.headers()["cache-control"]).toBe("no-store");
    const odd = await request.fetch("/", { method: "PUT" });
    expect(odd.status()).toBe(405);
    expect(odd.headers()["cache-control"]).toBe("no-store");
  });
});
