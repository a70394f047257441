import { readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./encoding";

const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * Sends the Brotli or gzip copy the build wrote next to a file (scripts/precompress.mjs), when the client takes it,
 * by pointing the request at that copy before the static file handler sees it.
 */
export function precompressedFiles(clientDir: string): RequestHandler {
  const copies = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(br|gz)$/.test(entry.name))
      .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`),
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = preferredEncoding(req);
    if (encoding === "identity") return next();
    const copy = `${req.path}${SUFFIX[encoding]}`;
    if (!copies.has(copy)) return next();
    res.vary("Accept-Encoding");
    res.setHeader("Content-Encoding", encoding);
    res.type(extname(req.path));
    req.url = copy;
    next();
  };
}
