// The built Studio against the shared stand-in for Sanity's API (tests/support/sanity-stand-in.ts), serving the embedded
// dataset (content/production.ndjson): what the guide's screenshots and the Studio's browser test open, with no Sanity
// project and no network.
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContextOptions, chromium } from "@playwright/test";
import { startSanityStandIn, type StoredDocument } from "../tests/support/sanity-stand-in";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const projectId = "parish-placeholder";

/** A dataset file as Sanity's export writes it: one JSON document a line. */
const readDataset = (path: string): unknown[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line): unknown => JSON.parse(line));

/** A document as Sanity's export writes it: each asset reference as the file beside the dataset (docs/decisions/uploads.md). */
function exported(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(exported);
  if (typeof value !== "object" || value === null) return value;
  const { asset, ...rest } = value as Record<string, unknown>;
  const ref = typeof asset === "object" && asset !== null && "_ref" in asset ? asset._ref : undefined;
  const file = typeof ref === "string" ? /^file-([a-f0-9]{40})-([a-z0-9]+)$/.exec(ref) : null;
  const fields = Object.fromEntries(
    Object.entries(file ? rest : (value as Record<string, unknown>)).map(([key, field]) => [key, exported(field)]),
  );
  return file ? { ...fields, _sanityAsset: `file@file://./files/${file[1]}.${file[2]}` } : fields;
}

/**
 * What the Studio writes, when the stand-in was given a dataset of its own: each uploaded file beside it and each
 * created document into it, as an export lays them out, so a site reading that dataset sees them as it would see an
 * import. The repository's own dataset is never written.
 */
function writesInto(datasetPath: string) {
  return {
    onUpload({ bytes, hash, extension }: { bytes: Buffer; hash: string; extension: string }) {
      mkdirSync(join(dirname(datasetPath), "files"), { recursive: true });
      writeFileSync(join(dirname(datasetPath), "files", `${hash}.${extension}`), bytes);
    },
    onCreate(document: StoredDocument) {
      appendFileSync(datasetPath, `${JSON.stringify(exported(document))}\n`);
    },
  };
}

/** HTTP/2 in a browser needs TLS: a certificate made for the run, trusted by the browser `launchBrowser` starts. */
function makeCertificate(dir: string): { key: Buffer; cert: Buffer } {
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

const contentTypes: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".ico": "image/x-icon",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/** The built Studio in `dir`, every path it does not hold answered with its page, as a single-page app is served. */
function startStudio(dir: string, studioPort: number): Promise<Server> {
  const server = createServer((req, res) => {
    const wanted = join(dir, decodeURIComponent(new URL(req.url ?? "/", "http://studio").pathname));
    let file = wanted.startsWith(dir) ? wanted : join(dir, "index.html");
    let data: Buffer;
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

/**
 * Builds the Studio into `dir`, its API the stand-in on `apiPort`, the website it publishes from at `siteUrl`:
 * resolved once built, rejected with the build's output when it fails. `lowPriority` runs it at the lowest priority
 * (nice 19), on the processor time everything else leaves; `signal` stops it.
 */
export function buildStudio(
  dir: string,
  apiPort: number,
  {
    siteUrl,
    lowPriority = false,
    signal,
  }: { siteUrl?: string | undefined; lowPriority?: boolean; signal?: AbortSignal } = {},
): Promise<void> {
  const build = [process.execPath, join(root, "node_modules/sanity/bin/sanity"), "build", dir, "--yes"];
  const [command = "", ...args] = lowPriority ? ["nice", "-n", "19", ...build] : build;
  const child = spawn(command, args, {
    cwd: join(root, "studio"),
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: projectId,
      SANITY_STUDIO_API_HOST: `https://localhost:${apiPort}`,
      ...(siteUrl ? { SANITY_STUDIO_SITE_URL: siteUrl } : {}),
      DO_NOT_TRACK: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    signal,
  });
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`The Studio's build failed:\n${Buffer.concat(output).toString()}`)),
    );
  });
}

export interface StudioStandIn {
  /** The Studio's address. */
  url: string;
  close: () => Promise<void>;
}

/**
 * The stand-in API on `apiPort` and the built Studio in `dir` on `studioPort`, until `close()`; `datasetPath` names a
 * dataset of the caller's own to serve and write into, instead of the repository's.
 */
export async function startStandIn(
  dir: string,
  apiPort: number,
  studioPort: number,
  { datasetPath }: { datasetPath?: string } = {},
): Promise<StudioStandIn> {
  const documents = readDataset(datasetPath ?? join(root, "content/production.ndjson"));
  const certDir = mkdtempSync(join(tmpdir(), "parish-studio-tls-"));
  const tls = makeCertificate(certDir);
  rmSync(certDir, { recursive: true, force: true });
  const [api, studio] = await Promise.all([
    startSanityStandIn({ documents, tls, port: apiPort, projectId, ...(datasetPath ? writesInto(datasetPath) : {}) }),
    startStudio(dir, studioPort),
  ]);
  return {
    url: `http://localhost:${studioPort}`,
    close: async () => {
      studio.closeAllConnections();
      await Promise.all([api.close(), new Promise((resolve) => studio.close(resolve))]);
    },
  };
}

/** The system Chromium, trusting the stand-in's certificate made for the run. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--ignore-certificate-errors", ...CHROMIUM_FLAGS],
  });
}

/** A browser context signed in as the office, with the Studio in `locale` ("en-US" or "vi-VN"). */
export async function officeContext(browser: Browser, locale: string, options: BrowserContextOptions = {}) {
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
    [`__studio_auth_token_${projectId}`, `sanity-locale:${projectId}:default`, locale] as const,
  );
  return context;
}
