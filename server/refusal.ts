import type { IncomingMessage, ServerResponse } from "node:http";
import { resolveLanguage } from "#app/i18n/language";
import { contentSecurityPolicy } from "#app/lib/content-security-policy.server";
import { plainPageHtml } from "#app/lib/plain-page";
import type { Refusal } from "./render-budget";

/** The plain page runs no script. */
const PLAIN_PAGE_POLICY = contentSecurityPolicy([]);

/**
 * A render not given: the visitor past their share (429) or the site's renders full (503). A short page in the
 * visitor's language, written straight to the connection so it costs little, with the way to ask again: a search
 * keeps its words in the search box.
 */
export function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  status: Refusal,
  retryAfterSeconds: number,
): void {
  const url = URL.parse(req.url ?? "/", "http://site.invalid") ?? new URL("http://site.invalid/");
  const first = resolveLanguage(url, req.headers.cookie ?? null);
  const again =
    req.method === "GET"
      ? {
          address: `${url.pathname}${url.search}`,
          search: url.pathname === "/search" ? (url.searchParams.get("q") ?? "") : undefined,
        }
      : undefined;
  const body = plainPageHtml(first, status, status === 429 ? "tooFast" : "busy", again);
  res
    .writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "Retry-After": String(retryAfterSeconds),
      "Content-Security-Policy": PLAIN_PAGE_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    })
    .end(req.method === "HEAD" ? undefined : body);
}
