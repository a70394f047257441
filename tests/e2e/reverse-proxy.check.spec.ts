import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as httpRequest } from "node:http";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { type RunningApp, startApp } from "./support/app-server";
import { type RunningCaddy, startCaddy, validateCaddyfile } from "./support/caddy";
import { storedRequests } from "./support/requests";
import { freePort } from "../support/free-port";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request from a chosen loopback address (all of 127.0.0.0/8 is this machine), so each test visitor comes from an
 * address of their own, as they would from the internet.
 */
function from(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? "GET", headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

function postMessage(localAddress: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const body = new URLSearchParams({
    name: "Phêrô Trần",
    email: "phero@example.org",
    message: "Xin hỏi giờ Lễ Chúa Nhật.",
  }).toString();
  return from(localAddress, `${url}/api/requests/contact?lang=vi`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** The forms take five posts a minute from one visitor, whichever forms they are: the sixth from the same address is refused. */
const POSTS_ALLOWED = 5;

async function statusesOfPosts(count: number, post: (index: number) => Promise<Answer>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await post(index)).status);
  return statuses;
}

test("caddy validate accepts the deployed Caddyfile", async () => {
  expect(await validateCaddyfile()).toContain("Valid configuration");
});

test("systemd-analyze verify accepts the deployed units", async () => {
  const { stderr } = await promisify(execFile)("systemd-analyze", [
    "verify",
    "deploy/parish-website.service",
    "deploy/parish-backup.service",
    "deploy/parish-backup.timer",
  ]);
  expect(stderr).toBe("");
});

for (const unit of ["parish-website", "parish-backup"]) {
  test(`systemd-analyze security rates ${unit}.service as docs/deploy.md says`, async () => {
    const { stdout } = await promisify(execFile)("systemd-analyze", [
      "security",
      "--offline=true",
      `deploy/${unit}.service`,
    ]);
    const score = new RegExp(`Overall exposure level for ${unit}\\.service: (\\d+\\.\\d) (\\w+)`).exec(stdout);
    expect(score).not.toBeNull();
    expect(Number(score?.[1])).toBeLessThanOrEqual(2);
    expect(await readFile("docs/deploy.md", "utf8")).toContain(`rates it **${score?.[1]} ${score?.[2]}**`);
  });
}

test.describe("behind Caddy", () => {
  // One site and one Caddy in front of it serve these tests, one after another: started once, not once in each worker.
  test.describe.configure({ mode: "default" });

  let app: RunningApp;
  let caddy: RunningCaddy;
  let settings: Record<string, string>;

  test.beforeAll(async () => {
    // A port of its own, which the site takes again when it restarts (the last test), with its message store.
    settings = {
      PORT: String(await freePort()),
      CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "parish-proxy-")), "messages.db"),
      // Only Caddy, which connects from 127.0.0.1, is a trusted proxy; the test's visitors come from other loopback addresses.
      TRUST_PROXY: "127.0.0.1",
      ACCESS_LOG: "on",
    };
    app = await startApp(settings);
    caddy = await startCaddy(new URL(app.url).host);
  });

  test.afterAll(async () => {
    await caddy?.stop();
    await app?.stop();
  });

  test("Caddy refuses a body over 1 MB before it reaches the site, and its admin API is a socket, not a port", async () => {
    const body = "message=".padEnd(2 * 1024 * 1024, "a");
    const answer = await from("127.0.0.9", `${caddy.url}/api/requests/contact?lang=vi`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(413);
    const { CADDY_ADMIN: _, ...deployed } = process.env;
    const { stdout } = await promisify(execFile)(
      "caddy",
      ["adapt", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"],
      { env: deployed },
    );
    expect((JSON.parse(stdout) as { admin?: { listen?: string } }).admin?.listen).toBe(
      "unix//var/lib/caddy/admin.sock",
    );
  });

  test("pages and files come through the proxy with the site's own headers, compressed once", async () => {
    await expect
      .poll(async () => (await from("127.0.0.2", `${caddy.url}/schedule?lang=vi`)).headers["cache-control"], {
        timeout: 15_000,
      })
      .toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const page = await from("127.0.0.2", `${caddy.url}/schedule?lang=vi`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(String(page.headers.vary).toLowerCase()).toContain("cookie");

    const html = (await from("127.0.0.2", `${caddy.url}/?lang=en`)).body;
    const script = /(\/assets\/entry\.client-[\w-]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await from("127.0.0.2", `${caddy.url}${script}`, { headers: { "accept-encoding": "gzip" } });
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["content-type"]).toMatch(/javascript/);
  });

  test("two visitors behind the proxy each have their own rate limit", async () => {
    const first = await statusesOfPosts(POSTS_ALLOWED + 1, () => postMessage("127.0.0.3", caddy.url));
    expect(first).toEqual([...Array<number>(POSTS_ALLOWED).fill(200), 429]);
    // Another visitor, whose own address the proxy forwards, is not held back by the first.
    expect((await postMessage("127.0.0.4", caddy.url)).status).toBe(200);
  });

  test("a forwarded address a visitor forges is ignored, through the proxy and straight to the server", async () => {
    // Caddy replaces what the visitor claims with the address it really sees.
    const throughProxy = await statusesOfPosts(POSTS_ALLOWED + 1, (index) =>
      postMessage("127.0.0.5", caddy.url, { "x-forwarded-for": `203.0.113.${index + 1}` }),
    );
    expect(throughProxy.at(-1)).toBe(429);
    // The server believes X-Forwarded-For only from the proxy, not from a visitor who reaches it directly.
    const direct = await statusesOfPosts(POSTS_ALLOWED + 1, (index) =>
      postMessage("127.0.0.6", app.url, { "x-forwarded-for": `198.51.100.${index + 1}` }),
    );
    expect(direct.at(-1)).toBe(429);
    await expect.poll(() => app.output()).toMatch(/^127\.0\.0\.6 "POST \/api\/requests\/contact\?lang=vi" 429 /m);
    expect(app.output()).not.toMatch(/^(198\.51\.100|203\.0\.113)\./m);
  });

  test("Caddy's access log and the site's name the same visitor, and neither keeps a link's key or a search", async () => {
    const probe = `/about?lang=vi&probe=${Date.now()}`;
    const fromTheirManagePage = {
      referer: `${caddy.url}/communication-events/email-updates/manage?t=signed-key-of-maria`,
    };
    expect(
      (
        await from("127.0.0.7", `${caddy.url}${probe}&t=signed-key-of-maria&q=maria+nguyen`, {
          headers: fromTheirManagePage,
        })
      ).status,
    ).toBe(200);
    const logged = `"GET ${probe}&t=-&q=-"`;
    await expect.poll(() => app.output()).toContain(logged);
    expect(app.output()).not.toContain("signed-key-of-maria");
    const ours =
      app
        .output()
        .split("\n")
        .find((line) => line.includes(logged)) ?? "";
    expect(ours.split(" ")[0]).toBe("127.0.0.7");

    const caddyEntry = async () => {
      const lines = (await readFile(caddy.accessLog, "utf8").catch(() => "")).split("\n").filter(Boolean);
      const entries = lines.map(
        (line) => JSON.parse(line) as { request: { uri: string; client_ip?: string; remote_ip: string } },
      );
      // Caddy writes the query's parameters again in the order of their names.
      const entry = entries.find((line) => line.request.uri === `${probe}&q=-&t=-`)?.request;
      expect(JSON.stringify(entry ?? {})).not.toContain("signed-key-of-maria");
      return entry;
    };
    // Caddy 2.7 and later name the client in client_ip; Debian 12's Caddy 2.6 names the connection's address only.
    await expect
      .poll(async () => {
        const entry = await caddyEntry();
        return entry && (entry.client_ip ?? entry.remote_ip);
      })
      .toBe("127.0.0.7");
  });

  test("a form sent while the site restarts (an update) waits in Caddy and is stored once the site is back", async () => {
    test.setTimeout(90_000);
    const storedBefore = storedRequests(settings.CONTACT_DB_PATH ?? "").length;
    await app.stop();
    const sent = postMessage("127.0.0.8", caddy.url);
    app = await startApp(settings);
    expect((await sent).status).toBe(200);
    expect(storedRequests(settings.CONTACT_DB_PATH ?? "")).toHaveLength(storedBefore + 1);
  });
});
