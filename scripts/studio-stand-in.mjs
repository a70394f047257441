// A local stand-in for Sanity's HTTP API that serves the embedded dataset (content/production.ndjson), and the Studio
// built against it: what the guide's screenshots and the Studio's browser test open, with no Sanity project and no
// network.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { dirname, extname, join } from "node:path";
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
const readDataset = (path) =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

/** The dataset as the "drafts" perspective shows it: a draft stands in for its published document, under its id. */
function withDraftsPerspective(documents) {
  const byId = new Map();
  for (const document of documents.filter((item) => !item._id.startsWith("drafts.")))
    byId.set(document._id, { ...document, _originalId: document._id });
  for (const draft of documents.filter((item) => item._id.startsWith("drafts."))) {
    const id = draft._id.slice("drafts.".length);
    byId.set(id, { ...draft, _id: id, _originalId: draft._id });
  }
  return [...byId.values()];
}

/** A document as Sanity's export writes it: each asset reference as the file beside the dataset (docs/decisions/uploads.md). */
function exported(value) {
  if (Array.isArray(value)) return value.map(exported);
  if (typeof value !== "object" || value === null) return value;
  const ref = value.asset?._ref;
  const file = typeof ref === "string" && /^file-([a-f0-9]{40})-([a-z0-9]+)$/.exec(ref);
  const { asset: _asset, ...rest } = value;
  const fields = Object.fromEntries(Object.entries(file ? rest : value).map(([key, field]) => [key, exported(field)]));
  return file ? { ...fields, _sanityAsset: `file@file://./files/${file[1]}.${file[2]}` } : fields;
}

/**
 * What the Studio writes: an uploaded file and created documents, kept in memory and, when the stand-in was given a
 * dataset of its own, written into it as an export lays it out (files beside it), so a site reading that dataset sees
 * them as it would see an import. The repository's own dataset is never written.
 */
function writes(documents, datasetPath) {
  return {
    upload(body, filename, apiPort) {
      const hash = createHash("sha1").update(body).digest("hex");
      const extension = extname(filename ?? "").slice(1) || "pdf";
      if (datasetPath) {
        mkdirSync(join(dirname(datasetPath), "files"), { recursive: true });
        writeFileSync(join(dirname(datasetPath), "files", `${hash}.${extension}`), body);
      }
      const asset = {
        _id: `file-${hash}-${extension}`,
        _type: "sanity.fileAsset",
        assetId: hash,
        sha1hash: hash,
        extension,
        mimeType: extension === "pdf" ? "application/pdf" : "application/octet-stream",
        originalFilename: filename,
        size: body.length,
        url: `https://localhost:${apiPort}/files/${projectId}/production/${hash}.${extension}`,
      };
      documents.push(asset);
      return asset;
    },
    create(document) {
      if (documents.some((existing) => existing._id === document._id)) throw new Error(`${document._id} exists`);
      const now = new Date().toISOString();
      const created = { ...document, _createdAt: now, _updatedAt: now, _rev: `r${Date.now().toString(36)}` };
      documents.push(created);
      if (datasetPath) appendFileSync(datasetPath, `${JSON.stringify(exported(created))}\n`);
      return created;
    },
  };
}

/**
 * Just enough of Sanity's HTTP API for the Studio to sign in, list documents and open them, upload a file and create
 * a document (the bulletin desk publishes so; other edits are not saved). It speaks
 * HTTP/2, as Sanity does: over HTTP/1.1 a browser opens six connections to a host, and the Studio's many open
 * listeners would take them all. HTTP/2 in a browser needs TLS: a certificate made for the run, trusted by the
 * browser launched below.
 */
function startApi(tls, apiPort, datasetPath) {
  const documents = readDataset(datasetPath ?? join(root, "content/production.ndjson"));
  const store = writes(documents, datasetPath);
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
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    const body = bytes.toString("utf8");
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
      const dataset = url.searchParams.get("perspective") === "drafts" ? withDraftsPerspective(documents) : documents;
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
    if (req.method === "POST" && /^\/assets\/files\/[^/]+$/.test(path))
      return send(res, origin, { document: store.upload(bytes, url.searchParams.get("filename"), apiPort) });
    if (req.method === "POST" && /^\/data\/mutate\/[^/]+$/.test(path)) {
      try {
        const results = JSON.parse(body).mutations.map((mutation) => {
          if (!mutation.create) throw new Error(`the stand-in only creates documents: ${Object.keys(mutation)}`);
          const document = store.create(mutation.create);
          return { id: document._id, operation: "create", document };
        });
        return send(res, origin, { transactionId: `t${Date.now().toString(36)}`, results });
      } catch (error) {
        res.writeHead(409, { "content-type": "application/json", ...cors(origin) });
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

/** Builds the Studio into `dir`, its API the stand-in on `apiPort`, the website it publishes from at `siteUrl`. */
export function buildStudio(dir, apiPort, { siteUrl } = {}) {
  execFileSync(process.execPath, [join(root, "node_modules/sanity/bin/sanity"), "build", dir, "--yes"], {
    cwd: join(root, "studio"),
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: projectId,
      SANITY_STUDIO_API_HOST: `https://localhost:${apiPort}`,
      ...(siteUrl ? { SANITY_STUDIO_SITE_URL: siteUrl } : {}),
      DO_NOT_TRACK: "1",
    },
    stdio: "inherit",
  });
}

/**
 * The stand-in API on `apiPort` and the built Studio in `dir` on `studioPort`, until `close()`; `datasetPath` names a
 * dataset of the caller's own to serve and write into, instead of the repository's.
 */
export async function startStandIn(dir, apiPort, studioPort, { datasetPath } = {}) {
  const certDir = mkdtempSync(join(tmpdir(), "parish-studio-tls-"));
  const [api, studio] = await Promise.all([
    startApi(makeCertificate(certDir), apiPort, datasetPath),
    startStudio(dir, studioPort),
  ]);
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
