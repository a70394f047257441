// Takes the screenshots of docs/office-guide.md: builds the Studio against a local stand-in for Sanity's API that
// serves the embedded dataset (content/production.ndjson), opens it in the system Chromium and photographs the desk.
// No Sanity project and no network are needed. Run: npm run studio:screenshots
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { evaluate, parse } from "groq-js";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, "docs/office-guide");
const projectId = "parish-placeholder";
const apiPort = 3999;
const studioPort = 3334;

const user = { id: "office", name: "Parish Office", email: "office@parish.example.org", role: "administrator", roles: [{ name: "administrator", title: "Administrator" }] };
const documents = readFileSync(join(root, "content/production.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

/** The dataset as the "drafts" perspective shows it: a draft stands in for its published document, under its id. */
const withDraftsPerspective = (() => {
  const byId = new Map();
  for (const document of documents.filter((item) => !item._id.startsWith("drafts."))) byId.set(document._id, { ...document, _originalId: document._id });
  for (const draft of documents.filter((item) => item._id.startsWith("drafts."))) {
    const id = draft._id.slice("drafts.".length);
    byId.set(id, { ...draft, _id: id, _originalId: draft._id });
  }
  return [...byId.values()];
})();

/**
 * Just enough of Sanity's HTTP API for the Studio to sign in, list documents and open them (read-only). It speaks
 * HTTP/2, as Sanity does: over HTTP/1.1 a browser opens six connections to a host, and the Studio's many open
 * listeners would take them all. HTTP/2 in a browser needs TLS: a certificate made for the run, trusted by the
 * browser launched below.
 */
function startApi(tls) {
  let allowedHeaders = "authorization, content-type";
  const cors = (origin) =>
    origin
      ? { "access-control-allow-origin": origin, "access-control-allow-credentials": "true", "access-control-allow-headers": allowedHeaders, "access-control-allow-methods": "GET, POST, OPTIONS" }
      : {};
  const send = (res, origin, body) => {
    res.writeHead(200, { "content-type": "application/json", ...cors(origin) });
    res.end(JSON.stringify(body));
  };
  const server = createSecureServer({ ...tls, allowHTTP1: true }, async (req, res) => {
    const origin = req.headers.origin;
    const url = new URL(req.url ?? "/", "http://stand-in");
    const path = url.pathname.replace(/^\/v(\d{4}-\d{2}-\d{2}|\d+(\.\d+)?|X)(?=\/)/, "");
    if (req.method === "OPTIONS") {
      allowedHeaders = req.headers["access-control-request-headers"] ?? allowedHeaders;
      res.writeHead(204, cors(origin));
      return res.end();
    }
    let body = "";
    for await (const chunk of req) body += chunk;
    if (path === "/users/me") return send(res, origin, user);
    if (path === "/auth/id") return send(res, origin, { id: user.id });
    if (/^\/users\/[^/]+$/.test(path)) return send(res, origin, [user]);
    if (path.startsWith("/users/me/keyvalue")) return send(res, origin, []);
    if (/^\/projects\/[^/]+\/datasets\/[^/]+\/acl$/.test(path)) {
      return send(res, origin, [{ filter: '_id in path("**")', permissions: ["read", "create", "history", "update"] }]);
    }
    if (/^\/projects\/[^/]+\/datasets$/.test(path)) return send(res, origin, [{ name: "production", aclMode: "public" }]);
    if (/^\/projects\/[^/]+$/.test(path)) {
      return send(res, origin, { id: projectId, displayName: "Parish website", members: [{ id: user.id, role: "administrator", roles: user.roles, isCurrentUser: true, isRobot: false }], metadata: {}, features: [] });
    }
    const query = path.match(/^\/data\/query\/[^/]+$/);
    if (query) {
      const input =
        req.method === "POST"
          ? JSON.parse(body)
          : { query: url.searchParams.get("query"), params: Object.fromEntries([...url.searchParams].filter(([name]) => name.startsWith("$")).map(([name, value]) => [name.slice(1), JSON.parse(value)])) };
      const params = input.params ?? {};
      const dataset = url.searchParams.get("perspective") === "drafts" ? withDraftsPerspective : documents;
      try {
        const result = await (await evaluate(parse(input.query, { params }), { dataset, params, identity: user.id })).get();
        return send(res, origin, { ms: 1, query: input.query, result });
      } catch (error) {
        console.warn(`  query failed (${error.message}): ${input.query.slice(0, 300)}`);
        res.writeHead(400, { "content-type": "application/json", ...cors(origin) });
        return res.end(JSON.stringify({ error: { description: error.message } }));
      }
    }
    const doc = path.match(/^\/data\/doc\/[^/]+\/(.+)$/);
    if (doc) {
      const ids = decodeURIComponent(doc[1]).split(",");
      const found = documents.filter((document) => ids.includes(document._id));
      return send(res, origin, { documents: found, omitted: ids.filter((id) => !found.some((document) => document._id === id)).map((id) => ({ id, reason: "existence" })) });
    }
    if (path.startsWith("/data/listen/")) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...cors(origin) });
      res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: "stand-in" })}\n\n`);
      // Sanity's listener reconnects (and the Studio says "Trying to connect…") after 45 s without a byte.
      const heartbeat = setInterval(() => res.write(":\n\n"), 10_000);
      req.on("close", () => clearInterval(heartbeat));
      return;
    }
    if (path.startsWith("/data/history/") && path.includes("/transactions/")) {
      res.writeHead(200, { "content-type": "application/x-ndjson", ...cors(origin) });
      return res.end();
    }
    if (path.startsWith("/data/history/")) return send(res, origin, { events: {}, documents: [], nextCursor: null });
    // Everything else (feature flags, announcements, telemetry, schedules…): an empty answer.
    return send(res, origin, path.startsWith("/features") || path.includes("/user-applications") ? [] : {});
  });
  return new Promise((resolve) => server.listen(apiPort, "127.0.0.1", () => resolve(server)));
}

function makeCertificate(dir) {
  const key = join(dir, "stand-in.key");
  const cert = join(dir, "stand-in.crt");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost", "-addext", `subjectAltName=DNS:localhost,DNS:${projectId}.localhost`], { stdio: "ignore" });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const contentTypes = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".ico": "image/x-icon", ".svg": "image/svg+xml", ".woff2": "font/woff2" };

function startStudio(dir) {
  const server = createServer((req, res) => {
    const wanted = join(dir, decodeURIComponent(new URL(req.url ?? "/", "http://studio").pathname));
    let file = wanted.startsWith(dir) ? wanted : join(dir, "index.html");
    let data;
    try {
      data = readFileSync(file);
    } catch {
      file = join(dir, "index.html");
      data = readFileSync(file);
    }
    res.writeHead(200, { "content-type": contentTypes[extname(file)] ?? "application/octet-stream" });
    res.end(data);
  });
  return new Promise((resolve) => server.listen(studioPort, "127.0.0.1", () => resolve(server)));
}

/** What each screenshot shows: a desk path and a text to wait for. */
const shots = [
  { name: "desk", path: "/structure/announcement", waitFor: "Lịch Thánh Lễ Giáng Sinh" },
  { name: "notice", path: "/structure/announcement;announcement-christmas-masses", waitFor: "Title · Tiêu đề" },
  { name: "holy-day-schedule", path: "/structure/scheduleChange;schedule-2026-12-24-christmas-eve", waitFor: "Date · Ngày" },
  { name: "memorial", path: "/structure/memorial;memorial-tran-thi-lan", waitFor: "Link to the obituary" },
  { name: "page", path: "/structure/page;page-baptism", waitFor: "Page of the site" },
  { name: "settings", path: "/structure/siteSettings", waitFor: "Online giving page" },
];

// STUDIO_SHOTS_BUILD=<folder> reuses a build made earlier by this script (kept, not rebuilt).
const reuse = process.env.STUDIO_SHOTS_BUILD;
const buildDir = reuse ?? mkdtempSync(join(tmpdir(), "parish-studio-shots-"));
try {
  if (!reuse) console.log("Building the Studio against the local stand-in…");
  if (!reuse) execFileSync(process.execPath, [join(root, "node_modules/sanity/bin/sanity"), "build", buildDir, "--yes"], {
    cwd: join(root, "studio"),
    env: { ...process.env, SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_API_HOST: `https://localhost:${apiPort}`, DO_NOT_TRACK: "1" },
    stdio: "inherit",
  });
  const certDir = mkdtempSync(join(tmpdir(), "parish-studio-tls-"));
  const [api, studio] = await Promise.all([startApi(makeCertificate(certDir)), startStudio(buildDir)]);
  rmSync(certDir, { recursive: true, force: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--ignore-certificate-errors", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, deviceScaleFactor: 1 });
    // Signed in as the office: the Studio keeps its token under this key.
    await context.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ token: "stand-in", time: new Date().toISOString() })), `__studio_auth_token_${projectId}`);
    const page = await context.newPage();
    // The Studio's own errors are worth seeing; the fonts and update checks it fetches from the internet are not.
    page.on("pageerror", (error) => console.warn(`  page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) console.warn(`  console: ${message.text().split("\n")[0]}`);
    });
    for (const shot of shots) {
      await page.goto(`http://localhost:${studioPort}${shot.path}`);
      await page
        .getByText(shot.waitFor, { exact: false })
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error) => {
          await page.screenshot({ path: join(tmpdir(), `studio-shot-failed-${shot.name}.png`) });
          throw error;
        });
      // The lists fill in their previews once their queries answer; a click on empty space takes the focus (and its
      // tooltip) off the form.
      await page.waitForLoadState("networkidle");
      await page.mouse.click(20, 980);
      await page.locator("[role=tooltip]").waitFor({ state: "detached" });
      const file = join(outDir, `${shot.name}.png`);
      await page.screenshot({ path: file });
      console.log(`  ${file}`);
    }
  } finally {
    await browser.close();
    api.close();
    studio.close();
  }
} finally {
  if (!reuse) rmSync(buildDir, { recursive: true, force: true });
}
