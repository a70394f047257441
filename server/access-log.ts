import type { IncomingMessage, ServerResponse } from "node:http";
import morgan from "morgan";
import { clientAddress, type TrustProxy, trustFunction } from "./client-address";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Query values that are a visitor's own: an email link's signed key (a way into their subscription), their search. */
const PRIVATE_PARAMETERS = ["t", "q"];

/** The address as logged: its private values replaced by "-", the rest as asked for. */
export function loggedAddress(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const parameters = new URLSearchParams(url.slice(at + 1));
  if (!PRIVATE_PARAMETERS.some((name) => parameters.has(name))) return url;
  for (const name of PRIVATE_PARAMETERS) if (parameters.has(name)) parameters.set(name, "-");
  return `${url.slice(0, at)}?${parameters.toString()}`;
}

/**
 * One line per answer, kept pages included, naming the visitor by the address the rate limit sees: what a proxy's
 * own access log can be matched against.
 */
export function withAccessLog(
  listener: Listener,
  trust: TrustProxy,
  write: (line: string) => void = (line) => process.stdout.write(line),
): Listener {
  const trusted = trustFunction(trust);
  const log = morgan<IncomingMessage, ServerResponse>(
    (tokens, req, res) =>
      `${clientAddress(req, trusted)} "${tokens.method?.(req, res)} ${loggedAddress(tokens.url?.(req, res) ?? "-")}" ${tokens.status?.(req, res) ?? "-"} ${tokens["response-time"]?.(req, res) ?? "-"} ms`,
    { stream: { write } },
  );
  return (req, res) => log(req, res, () => listener(req, res));
}
