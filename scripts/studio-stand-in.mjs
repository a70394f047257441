// A local stand-in for Sanity's HTTP API that serves the embedded dataset (content/production.ndjson), and the Studio
// built against it: what the guide's screenshots and the Studio's browser test open, with no Sanity project and no
// network.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { evaluate, parse } from "groq-js";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const projectId = "parish-placeholder";

const user = {
  id: "office",
  name: "Parish Office",
  email: "office@parish.example.org",
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
};
const documents = readFileSync(join(root, "content/production.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

/** The dataset as the "drafts" perspective shows it: a draft stands in for its published document, under its id. */
const withDraftsPerspective = (() => {
  const byId = new Map();
  for (const document of documents.filter((item) => !item._id.startsWith("drafts.")))
    byId.set(document._id, { ...document, _originalId: document._id });
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
function startApi(tls, apiPort) {
  let allowedHeaders = "authorization, content-type";
  const cors = (origin) =>
    origin
      ? {
          "access-control-allow-origin": origin,
          "access-control-allow-credentials": "true",
          "access-control-allow-headers": allowedHeaders,
          "access-control-allow-methods": "GET, POST, OPTIONS",
        }
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
    if (/^\/projects\/[^/]+\/datasets$/.test(path))
      return send(res, origin, [{ name: "production", aclMode: "public" }]);
    if (/^\/projects\/[^/]+$/.test(path)) {
      return send(res, origin, {
        id: projectId,
        displayName: "Parish website",
        members: [{ id: user.id, role: "administrator", roles: user.roles, isCurrentUser: true, isRobot: false }],
        metadata: {},
        features: [],
      });
    }
    const query = path.match(/^\/data\/query\/[^/]+$/);
    if (query) {
      const input =
        req.method === "POST"
          ? JSON.parse(body)
          : {
              query: url.searchParams.get("query"),
              params: Object.fromEntries(
                [...url.searchParams]
                  .filter(([name]) => name.startsWith("$"))
                  .map(([name, value]) => [name.slice(1), JSON.parse(value)]),
              ),
            };
      const params = input.params ?? {};
      const dataset = url.searchParams.get("perspective") === "drafts" ? withDraftsPerspective : documents;
      try {
        const result = await (
          await evaluate(parse(input.query, { params }), { dataset, params, identity: user.id })
        ).get();
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
      return send(res, origin, {
        documents: found,
        omitted: ids
          .filter((id) => !found.some((document) => document._id === id))
          .map((id) => ({ id, reason: "existence" })),
      });
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
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      `subjectAltName=DNS:localhost,DNS:${projectId}.localhost`,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const contentTypes = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".ico": "image/x-icon",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

function startStudio(dir, studioPort) {
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

/** Builds the Studio into `dir`, its API the stand-in on `apiPort`. */
export function buildStudio(dir, apiPort) {
  execFileSync(process.execPath, [join(root, "node_modules/sanity/bin/sanity"), "build", dir, "--yes"], {
    cwd: join(root, "studio"),
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: projectId,
      SANITY_STUDIO_API_HOST: `https://localhost:${apiPort}`,
      DO_NOT_TRACK: "1",
    },
    stdio: "inherit",
  });
}

/** The stand-in API on `apiPort` and the built Studio in `dir` on `studioPort`, until `close()`. */
export async function startStandIn(dir, apiPort, studioPort) {
  const certDir = mkdtempSync(join(tmpdir(), "parish-studio-tls-"));
  const [api, studio] = await Promise.all([startApi(makeCertificate(certDir), apiPort), startStudio(dir, studioPort)]);
  rmSync(certDir, { recursive: true, force: true });
  // Closing stops new connections; the Studio's open listeners end with the browser.
  return {
    url: `http://localhost:${studioPort}`,
    close: () => {
      api.close();
      studio.close();
    },
  };
}

/** The system Chromium, trusting the stand-in's certificate made for the run. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--ignore-certificate-errors", ...CHROMIUM_FLAGS],
  });
}

/** A browser context signed in as the office, with the Studio in `locale` ("en-US" or "vi-VN"). */
export async function officeContext(browser, locale, options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    deviceScaleFactor: 1,
    ...options,
  });
  // The Studio keeps its token, and the language the office picked, under these keys.
  await context.addInitScript(
    ([tokenKey, localeKey, chosen]) => {
      localStorage.setItem(tokenKey, JSON.stringify({ token: "stand-in", time: new Date().toISOString() }));
      localStorage.setItem(localeKey, chosen);
    },
    [`__studio_auth_token_${projectId}`, `sanity-locale:${projectId}:default`, locale],
  );
  return context;
}
