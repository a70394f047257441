import { get } from "node:http";
import { expect, test } from "@playwright/test";
import { appForThisDescribe } from "./support/app-server";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

interface Sent {
  bytes: number;
  encoding: string | undefined;
  age: string | undefined;
}

/** An answer as it crosses the network: its body still compressed, as a browser receives it. */
function sent(url: string, headers: Record<string, string>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "user-agent": BROWSER, ...headers } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ bytes, encoding: response.headers["content-encoding"], age: response.headers.age }),
      );
    }).on("error", reject);
  });
}

/** The kept answer: asked for until the page cache replays it (a kept answer carries an `Age`). */
async function kept(url: string, headers: Record<string, string> = {}): Promise<Sent> {
  let answer: Sent | undefined;
  await expect
    .poll(
      async () => {
        answer = await sent(url, headers);
        return answer.age;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return answer as Sent;
}

test.describe("rendered pages, compressed as they stream", () => {
  const rendering = appForThisDescribe(() => ({ PAGE_CACHE_SECONDS: "0" }));

  // Each language's words compress in their own way, so the home page is measured in both.
  test("a page streamed with br or gzip is within 10 % of the kept page's size", async ({ baseURL }) => {
    for (const path of ["/?lang=en", "/?lang=vi", "/schedule?lang=vi"]) {
      for (const encoding of ["br", "gzip"]) {
        const keptAnswer = await kept(`${baseURL}${path}`, { "accept-encoding": encoding });
        // The first render waits on the data the next ones find held.
        await sent(`${rendering().url}${path}`, { "accept-encoding": encoding });
        const streamed = await sent(`${rendering().url}${path}`, { "accept-encoding": encoding });
        expect(streamed.encoding, `${path} with ${encoding}`).toBe(encoding);
        expect(streamed.age, `${path} with ${encoding}`).toBeUndefined();
        expect(
          streamed.bytes / keptAnswer.bytes,
          `${path} with ${encoding}: ${streamed.bytes} B streamed, ${keptAnswer.bytes} B kept`,
        ).toBeLessThan(1.1);
      }
    }
  });
});

test.describe("the page cache's key", () => {
  test("a cookie the site does not read is no new page: the kept answer is replayed", async ({ baseURL }) => {
    await kept(`${baseURL}/schedule?lang=en`, { cookie: "_ga=GA1.2.1" });
    for (const cookie of ["_ga=GA1.2.2", "_ga=GA1.2.3; __cf_bm=abc", "_fbp=fb.1.1"]) {
      expect((await sent(`${baseURL}/schedule?lang=en`, { cookie })).age, cookie).toBeDefined();
    }
  });

  test("a page is kept per language and per dismissed notice", async ({ baseURL }) => {
    const english = await kept(`${baseURL}/schedule`, { cookie: "language=en" });
    const vietnamese = await kept(`${baseURL}/schedule`, { cookie: "language=vi; _ga=GA1.2.4" });
    const dismissed = await kept(`${baseURL}/schedule`, { cookie: "language=vi; dismissed_notices=gone%40v1" });
    expect(new Set([english.bytes, vietnamese.bytes]).size).toBe(2);
    expect(dismissed.age).toBeDefined();
  });
});

test.describe("pages rendered for many visitors at once", () => {
  const fresh = appForThisDescribe(() => ({}));

  test("are each kept under their own address and language, never another visitor's", async () => {
    const asked = ["/schedule", "/contact", "/about/staff"].flatMap((path) =>
      ["en", "vi"].map((language) => ({ path, language })),
    );
    const page = async ({ path, language }: { path: string; language: string }) => {
      const response = await fetch(`${fresh().url}${path}`, {
        headers: { "user-agent": BROWSER, cookie: `language=${language}` },
      });
      return { age: response.headers.get("age"), html: await response.text() };
    };
    // Connections opened first, as a browser's are: their requests then reach the server together, not one a turn.
    const visits = asked.flatMap((visit) => [visit, visit, visit, visit]);
    await Promise.all(visits.map(() => fetch(`${fresh().url}/healthz`).then((response) => response.text())));
    const answers = await Promise.all(visits.map(page));
    expect(answers.map(({ html }) => /<html lang="(\w+)"/.exec(html)?.[1])).toEqual(
      visits.map(({ language }) => language),
    );
    for (const visit of asked) {
      let answer = { age: null as string | null, html: "" };
      await expect
        .poll(
          async () => {
            answer = await page(visit);
            return answer.age;
          },
          { timeout: 15_000 },
        )
        .not.toBeNull();
      expect(answer.html, `${visit.path} in ${visit.language}`).toContain(`<html lang="${visit.language}"`);
      expect(answer.html, `${visit.path} in ${visit.language}`).toMatch(
        new RegExp(`rel="canonical" href="[^"]*${visit.path}\\?lang=${visit.language}"`),
      );
    }
    expect(fresh().output()).not.toContain("ERR_HTTP_HEADERS_SENT");
  });
});
