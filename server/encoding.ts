import type { Request } from "express";

export type Encoding = "br" | "gzip" | "identity";

/** Brotli when the client takes it, since it is smaller; browsers list gzip first, which would otherwise win. */
export function preferredEncoding(req: Request): Encoding {
  if (req.acceptsEncodings("br")) return "br";
  if (req.acceptsEncodings("gzip")) return "gzip";
  return "identity";
}
