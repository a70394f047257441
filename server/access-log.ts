import type { IncomingMessage, ServerResponse } from "node:http";
import morgan from "morgan";
import { clientAddress, type TrustProxy, trustFunction } from "./client-address";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

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
      `${clientAddress(req, trusted)} "${tokens.method?.(req, res)} ${tokens.url?.(req, res)}" ${tokens.status?.(req, res) ?? "-"} ${tokens["response-time"]?.(req, res) ?? "-"} ms`,
    { stream: { write } },
  );
  return (req, res) => log(req, res, () => listener(req, res));
}
