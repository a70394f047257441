import type { IncomingMessage } from "node:http";
import accepts from "accepts";

export type Encoding = "br" | "gzip" | "identity";

/** Brotli when the client takes it, since it is smaller; browsers list gzip first, which would otherwise win. */
export function preferredEncoding(req: IncomingMessage): Encoding {
  const accepted = accepts(req);
  if (accepted.encoding("br")) return "br";
  if (accepted.encoding("gzip")) return "gzip";
  return "identity";
}
