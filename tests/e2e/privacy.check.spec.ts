import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { type HttpStub, startHttpStub } from "../support/http-stub";
import { expect, test } from "@playwright/test";
import { type RunningApp, startApp } from "./support/app-server";
import { translate } from "./support/i18n";

/** The server's resident memory now and at its peak, in megabytes, as the kernel counts them. */
function memoryMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { now: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Posts `megabytes` of form body to a path, declared up front or streamed in chunks, and resolves with the status. */
function postLarge(url: string, megabytes: number, declared: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(1024 * 1024, "a");
    const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
    if (declared) headers["Content-Length"] = String(megabytes * chunk.length);
    const req = httpRequest(url, { method: "POST", headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", (error) => reject(error));
    let sent = 0;
    const write = () => {
      while (sent < megabytes) {
        sent++;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

test.describe("the production server", () => {
  // One server serves these tests, one after another: started once, not once in each worker.
  test.describe.configure({ mode: "default" });

  let app: RunningApp;

  test.beforeAll(async () => {
    app = await startApp();
  });

  test.afterAll(async () => {
    await app.stop();
  });

  test("a 50 MB post to /api/language is answered 413 within a second, declared or streamed, and the server stays small", async () => {
    const started = Date.now();
    const statuses = await Promise.all([
      postLarge(`${app.url}/api/language`, 50, true),
      postLarge(`${app.url}/api/language`, 50, false),
      postLarge(`${app.url}/api/language`, 50, true),
    ]);
    expect(statuses).toEqual([413, 413, 413]);
    expect(Date.now() - started).toBeLessThan(1000);
    const memory = memoryMb(app.pid);
    expect(memory.peak).toBeLessThan(300);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  test.describe("a form on another site", () => {
    let elsewhere: HttpStub;
    let elsewhereUrl: string;

    test.beforeAll(async () => {
      // A page of another site whose form posts a message to the parish's contact page, as a forged form would.
      elsewhere = await startHttpStub((req, res) => {
        const target = new URL(req.url ?? "/", "http://x").searchParams.get("target") ?? "";
        res
          .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
          .end(
            `<!doctype html><title>Elsewhere</title><form method="post" action="${target}"><input name="name" value="Eve"><input name="email" value="eve@example.com"><input name="message" value="Forged"><button>Send</button></form>`,
          );
      });
      // Named by another host than the parish's 127.0.0.1, as a browser sees another site.
      elsewhereUrl = elsewhere.url.replace("127.0.0.1", "localhost");
    });

    test.afterAll(async () => {
      await elsewhere.close();
    });

    test("is refused with 403, while the parish's own form posts", async ({ page }) => {
      for (const target of [`${app.url}/contact`, `${app.url}/api/language`, `${app.url}/api/requests/contact`]) {
        await page.goto(`${elsewhereUrl}/?target=${encodeURIComponent(target)}`);
        const answer = page.waitForResponse(
          (response) => response.url() === target && response.request().method() === "POST",
        );
        await page.getByRole("button", { name: "Send" }).click();
        expect((await answer).status(), target).toBe(403);
      }

      await page.goto(`${app.url}/contact?lang=en`);
      const own = await page.request.post(`${app.url}/api/language`, {
        form: { lang: "vi", redirectTo: "/contact" },
        headers: { Origin: app.url },
        maxRedirects: 0,
      });
      expect(own.status()).toBe(303);
    });

    test("from the same host but another port is refused too: its Origin names another site", async ({ request }) => {
      const other = `http://127.0.0.1:${new URL(elsewhereUrl).port}`;
      const response = await request.post(`${app.url}/api/language?lang=vi`, {
        form: { lang: "vi", redirectTo: "/" },
        headers: { Origin: other },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(403);
      // A person who meets it is told why, in their language first.
      const page = await response.text();
      expect(page.indexOf(translate("vi", "common.crossSite.title"))).toBeGreaterThan(0);
      expect(page.indexOf(translate("vi", "common.crossSite.title"))).toBeLessThan(
        page.indexOf(translate("en", "common.crossSite.title")),
      );
    });
  });
});

test("the development server listens on this machine only and never serves the request store", async () => {
  test.setTimeout(90_000);
  // A store file inside the project, where the default CONTACT_DB_PATH puts it; the server itself uses its own.
  mkdirSync("data", { recursive: true });
  writeFileSync("data/development-check.db", "SQLite format 3\0");
  writeFileSync("data/development-check.db-wal", "SQLite format 3\0");
  const development = await startApp({}, { development: true });
  try {
    expect(development.output()).toContain("listening on http://127.0.0.1:");
    for (const path of [
      "/data/development-check.db",
      "/data/development-check.db-wal",
      `/@fs${process.cwd()}/data/development-check.db`,
    ]) {
      const response = await fetch(`${development.url}${path}`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(await response.text(), path).not.toContain("SQLite format");
    }
  } finally {
    await development.stop();
    rmSync("data/development-check.db", { force: true });
    rmSync("data/development-check.db-wal", { force: true });
  }
});
