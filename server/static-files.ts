import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { contentType } from "mime-types";
import { filePolicy } from "#app/lib/content-security-policy.server";
import { type Encoding, preferredEncoding } from "./encoding";

/** Where the build puts the files whose names carry a hash of their content: they never change under that name. */
const HASHED_DIR = "/assets/";
const HASHED_CACHE = "public, max-age=31536000, immutable";
const UNHASHED_CACHE = "public, max-age=3600";
const COPY_SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" };

interface StaticFile {
  headers: Record<string, string>;
  /** The file and the compressed copies the build wrote next to it (scripts/precompress.mjs). */
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
}

function loadFiles(clientDir: string): Map<string, StaticFile> {
  const paths = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    // Dotfiles (.DS_Store, .gitkeep) are nobody's business, as express.static held too.
    .filter((path) => !path.includes("/."));
  const all = new Set(paths);
  const isCopy = (path: string) =>
    Object.values(COPY_SUFFIX).some((suffix) => path.endsWith(suffix) && all.has(path.slice(0, -suffix.length)));
  const read = (path: string) => readFileSync(join(clientDir, path));
  const files = new Map<string, StaticFile>();
  for (const path of paths.filter((candidate) => !isCopy(candidate))) {
    const identity = read(path);
    const bodies: StaticFile["bodies"] = { identity };
    for (const [encoding, suffix] of Object.entries(COPY_SUFFIX) as [keyof typeof COPY_SUFFIX, string][]) {
      if (all.has(path + suffix)) bodies[encoding] = read(path + suffix);
    }
    const headers: Record<string, string> = {
      "Content-Type": contentType(extname(path)) || "application/octet-stream",
      "Cache-Control": path.startsWith(HASHED_DIR) ? HASHED_CACHE : UNHASHED_CACHE,
      ETag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    };
    if (bodies.br || bodies.gzip) headers.Vary = "Accept-Encoding";
    const policy = filePolicy(path);
    if (policy) headers["Content-Security-Policy"] = policy;
    files.set(path, { headers, bodies });
  }
  return files;
}

/**
 * Serves the browser half of the build from memory: read once at start (about 2.4 MB), each file with the Brotli or
 * gzip copy the client takes. Read from disk per request, a hashed script cost the server about a millisecond of CPU
 * and raised its memory under load; the build never changes while the server runs. A missing file under
 * /assets/ is answered 404 here; any other path goes on to the pages.
 */
export function staticFiles(clientDir: string): {
  serve: RequestHandler;
  /** Whether an address (its path, undecoded) is one of the build's files, or of its folder of hashed files. */
  isFile(url: string): boolean;
} {
  const files = loadFiles(clientDir);
  const isFile = (url: string) => {
    const path = url.split("?")[0] ?? url;
    return path.startsWith(HASHED_DIR) || files.has(path);
  };
  const serve: RequestHandler = (req, res, next) => {
    // rejectOddRequests has already answered an address that does not decode.
    const path = decodeURIComponent(req.path);
    const file = files.get(path);
    if (!file) {
      // After a new build, a page kept somewhere may still ask for an old file: the answer must not be kept.
      if (path.startsWith(HASHED_DIR))
        res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
      else next();
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res
        .set({ Allow: "GET, HEAD", "Cache-Control": "no-store" })
        .status(405)
        .type("text/plain")
        .send("Method Not Allowed");
      return;
    }
    res.set(file.headers);
    // Express compares the request's If-None-Match with the ETag just set.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = preferredEncoding(req);
    const body = file.bodies[encoding];
    if (body && encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    const sent = body ?? file.bodies.identity;
    res.setHeader("Content-Length", sent.length);
    res.end(req.method === "HEAD" ? undefined : sent);
  };
  return { serve, isFile };
}
