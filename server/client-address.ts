import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

export type TrustProxy = number | string[];
type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Which hops of X-Forwarded-For to believe, as Express's `trust proxy` takes it: the proxies named, or a number of
 * hops. The same function gives Express (the rate limit) and the access log one answer for the visitor's address.
 */
export function trustFunction(trust: TrustProxy): TrustFunction {
  return typeof trust === "number" ? (_address, hop) => hop < trust : proxyaddr.compile(trust);
}

/** The visitor's address: the connection's, or the one the trusted proxies forwarded. */
export function clientAddress(req: IncomingMessage, trust: TrustFunction): string {
  return proxyaddr(req, trust);
}
