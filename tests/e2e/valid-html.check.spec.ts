import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { appForThisDescribe } from "./support/app-server";

const run = promisify(execFile);
const VALIDATOR = "node_modules/vnu-jar/build/dist/vnu.jar";
/**
 * One run over a few hundred pages: Java's quick compiler only, and one garbage collector thread, take half the CPU
 * time of its defaults for the same answer. The quick compiler's deeper stacks need more than the 512 KB the validator
 * asks for.
 */
const JAVA_FOR_ONE_RUN = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss16m"];
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface Message {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test.describe("valid HTML", () => {
  // Rendered for every request, so each page is checked as a browser gets it streamed and as a crawler gets it whole.
  const app = appForThisDescribe(() => ({ PAGE_CACHE_SECONDS: "0" }));

  test("every page of the site map, in both languages, streamed and whole, has no error in the W3C Nu validator", async () => {
    test.setTimeout(180_000);
    const siteMap = await (await fetch(`${app().url}/sitemap.xml`)).text();
    const pages = [...siteMap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc = ""]) => new URL(loc).pathname + new URL(loc).search,
    );
    expect(pages.filter((page) => page.endsWith("lang=vi")).length).toBeGreaterThan(50);
    expect(pages.filter((page) => page.endsWith("lang=en")).length).toBe(
      pages.filter((page) => page.endsWith("lang=vi")).length,
    );

    const folder = await mkdtemp(join(tmpdir(), "parish-valid-html-"));
    try {
      const files = new Map<string, string>();
      for (const [index, page] of pages.entries()) {
        for (const [reader, userAgent] of [
          ["streamed", BROWSER],
          ["whole", CRAWLER],
        ] as const) {
          const response = await fetch(`${app().url}${page}`, { headers: { "user-agent": userAgent } });
          expect(response.status, page).toBe(200);
          const file = join(folder, `${index}-${reader}.html`);
          await writeFile(file, await response.text());
          files.set(`file:${file}`, `${page} (${reader})`);
        }
      }
      // The validator exits non-zero when it finds an error; its JSON report says which.
      const { stderr } = await run(
        "java",
        [
          ...JAVA_FOR_ONE_RUN,
          "-jar",
          VALIDATOR,
          "--errors-only",
          "--format",
          "json",
          ...[...files.keys()].map((url) => url.slice(5)),
        ],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
      const messages = (JSON.parse(stderr) as { messages: Message[] }).messages;
      const errors = messages.map(
        (message) => `${files.get(message.url) ?? message.url}: ${message.message} ${message.extract ?? ""}`,
      );
      expect(errors).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
